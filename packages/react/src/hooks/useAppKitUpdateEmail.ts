'use client'
import { BaseError, openModal } from '@latch/core'
import { getAuthNamespaces } from '@latch/core/internal'
import { useCallback, useMemo, useRef, useState } from 'react'
import { useConfig } from './useConfig.js'

/** The modal was closed before the new email was confirmed. */
export type UpdateEmailCancelledErrorType = BaseError & { name: 'UpdateEmailCancelledError' }

// A function, not a class extending BaseError: a class at the top of the module would stay in
// every site's bundle, used or not.
function createUpdateEmailCancelledError(): UpdateEmailCancelledErrorType {
  const error = new BaseError('The modal was closed before the new email was confirmed.')
  error.name = 'UpdateEmailCancelledError'
  return error as UpdateEmailCancelledErrorType
}

type Outcome =
  | { status: 'idle' | 'pending' }
  | { status: 'success'; data: { email: string } }
  | { status: 'error'; error: Error }

/**
 * AppKit's `useAppKitUpdateEmail`: `updateEmail()` opens the modal on the embedded wallet's
 * email update (new address, a code from each) and settles when the new email is confirmed
 * (`data.email`, `onSuccess`) or the modal is closed first (`error`, `onError`).
 */
export function useAppKitUpdateEmail(
  parameters: {
    onSuccess?: ((data: { email: string }) => void) | undefined
    onError?: ((error: Error) => void) | undefined
  } = {},
) {
  const config = useConfig()
  const latest = useRef(parameters)
  latest.current = parameters
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' })
  const updateEmail = useCallback(async () => {
    const [namespace] = getAuthNamespaces(config)
    const emailOf = () =>
      namespace ? config.store.getState().chains[namespace]?.account.email : undefined
    const before = emailOf()
    setOutcome({ status: 'pending' })
    openModal(config, { view: 'UpdateEmailWallet', namespace })
    try {
      const email = await new Promise<string>((resolve, reject) => {
        const stop = config.store.subscribe((state) => {
          const now = emailOf()
          if (now && now !== before) {
            stop()
            resolve(now)
          } else if (state.modal.status === 'closed') {
            stop()
            reject(createUpdateEmailCancelledError())
          }
        })
      })
      setOutcome({ status: 'success', data: { email } })
      latest.current.onSuccess?.({ email })
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught))
      setOutcome({ status: 'error', error })
      latest.current.onError?.(error)
    }
  }, [config])
  return useMemo(
    () => ({
      data: outcome.status === 'success' ? outcome.data : undefined,
      error: outcome.status === 'error' ? outcome.error : undefined,
      isPending: outcome.status === 'pending',
      isSuccess: outcome.status === 'success',
      isError: outcome.status === 'error',
      updateEmail,
    }),
    [outcome, updateEmail],
  )
}

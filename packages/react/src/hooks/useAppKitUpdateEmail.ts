'use client'
import { BaseError, openModal } from '@latch/core'
import { getAuthNamespaces } from '@latch/core/internal'
import { useCallback, useMemo } from 'react'
import { useConfig } from './useConfig.js'
import { useOutcome } from './useOutcome.js'

/** The modal was closed before the new email was confirmed. */
export type UpdateEmailCancelledErrorType = BaseError & { name: 'UpdateEmailCancelledError' }

// A function, not a class extending BaseError: a class at the top of the module would stay in
// every site's bundle, used or not.
function createUpdateEmailCancelledError(): UpdateEmailCancelledErrorType {
  const error = new BaseError('The modal was closed before the new email was confirmed.')
  error.name = 'UpdateEmailCancelledError'
  return error as UpdateEmailCancelledErrorType
}

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
  const { state, track } = useOutcome<{ email: string }, typeof parameters>(parameters)
  const updateEmail = useCallback(
    () =>
      track(async () => {
        const [namespace] = getAuthNamespaces(config)
        const emailOf = () =>
          namespace ? config.store.getState().chains[namespace]?.account.email : undefined
        const before = emailOf()
        openModal(config, { view: 'UpdateEmailWallet', namespace })
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
        return { email }
      }),
    [config, track],
  )
  return useMemo(() => ({ ...state, updateEmail }), [state, updateEmail])
}

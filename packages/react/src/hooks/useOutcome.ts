'use client'
import { useCallback, useMemo, useRef, useState } from 'react'

type Outcome<data> =
  | { status: 'idle' | 'pending' }
  | { status: 'success'; data: data }
  | { status: 'error'; error: Error }

/** The callbacks an AppKit action hook takes (`useAppKitWallet`, `useAppKitUpdateEmail`). */
export type OutcomeCallbacks<data> = {
  onSuccess?: ((data: data) => void) | undefined
  onError?: ((error: Error) => void) | undefined
}

/**
 * The state AppKit's action hooks report about their last run (`data`, `error`, `isPending`,
 * `isSuccess`, `isError`) and `track(work)`, which runs it: pending at once, then the result or
 * the error, with the latest `onSuccess`/`onError` (read through `latest`, so the action itself
 * need not change on every render). `track` never rejects: a failure is `error`.
 *
 * @example
 * const { state, track } = useOutcome<{ email: string }>(parameters)
 * const updateEmail = useCallback(() => track(async () => ({ email: await ask() })), [track])
 */
export function useOutcome<data, parameters extends OutcomeCallbacks<data>>(
  parameters: parameters,
) {
  const latest = useRef(parameters)
  latest.current = parameters
  const [outcome, setOutcome] = useState<Outcome<data>>({ status: 'idle' })
  const track = useCallback(async (work: () => Promise<data>): Promise<void> => {
    setOutcome({ status: 'pending' })
    try {
      const data = await work()
      setOutcome({ status: 'success', data })
      latest.current.onSuccess?.(data)
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught))
      setOutcome({ status: 'error', error })
      latest.current.onError?.(error)
    }
  }, [])
  const state = useMemo(
    () => ({
      data: outcome.status === 'success' ? outcome.data : undefined,
      error: outcome.status === 'error' ? outcome.error : undefined,
      isPending: outcome.status === 'pending',
      isSuccess: outcome.status === 'success',
      isError: outcome.status === 'error',
    }),
    [outcome],
  )
  return { state, track, latest }
}

'use client'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { createPayNotBuiltError, payNotBuilt, warnPayNotBuilt } from './payNotBuilt.js'

/**
 * AppKit Pay's `useExchangeBuyStatus`, not built yet: no status (`data` is undefined), `error`
 * set, said once in the console; it never polls, and `refetch()` calls `onError`.
 */
export function useExchangeBuyStatus(
  parameters: { onSuccess?: (status: unknown) => void; onError?: (error: Error) => void } & Record<
    string,
    unknown
  > = {},
) {
  const latest = useRef(parameters)
  latest.current = parameters
  // The error is there from the first render; the console hears of it once, after mounting.
  const [error, setError] = useState(() => createPayNotBuiltError('useExchangeBuyStatus'))
  useEffect(() => warnPayNotBuilt('useExchangeBuyStatus'), [])
  const refetch = useCallback(async () => {
    const failed = payNotBuilt('useExchangeBuyStatus')
    setError(failed)
    latest.current.onError?.(failed)
  }, [])
  return useMemo(() => ({ data: undefined, isLoading: false, error, refetch }), [error, refetch])
}

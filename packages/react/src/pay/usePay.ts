'use client'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { createPayNotBuiltError, payNotBuilt, warnPayNotBuilt } from './payNotBuilt.js'

/**
 * AppKit Pay's `usePay`, not built yet: it renders with `error` set (and says so once in the
 * console), and `pay()` pays nothing and calls `onError`.
 */
export function usePay(
  parameters: { onSuccess?: (result: unknown) => void; onError?: (error: Error) => void } = {},
) {
  const latest = useRef(parameters)
  latest.current = parameters
  // The error is there from the first render; the console hears of it once, after mounting.
  const [error, setError] = useState(() => createPayNotBuiltError('usePay'))
  useEffect(() => warnPayNotBuilt('usePay'), [])
  const pay = useCallback(async (_options?: unknown) => {
    const failed = payNotBuilt('usePay')
    setError(failed)
    latest.current.onError?.(failed)
  }, [])
  return useMemo(() => ({ pay, isLoading: false, error }), [pay, error])
}

'use client'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { createPayNotBuiltError, payNotBuilt, warnPayNotBuilt } from './payNotBuilt.js'

/**
 * AppKit Pay's `useAvailableExchanges`, not built yet: no exchanges (`data` is an empty list),
 * `error` set, and said once in the console; `fetch()` changes nothing.
 */
export function useAvailableExchanges(_parameters: Record<string, unknown> = {}) {
  // The error is there from the first render; the console hears of it once, after mounting.
  const [error, setError] = useState(() => createPayNotBuiltError('useAvailableExchanges'))
  useEffect(() => warnPayNotBuilt('useAvailableExchanges'), [])
  const fetch = useCallback(async () => setError(payNotBuilt('useAvailableExchanges')), [])
  return useMemo(() => ({ data: [] as never[], isLoading: false, error, fetch }), [error, fetch])
}

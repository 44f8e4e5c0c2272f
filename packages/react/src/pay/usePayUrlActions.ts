'use client'
import { useMemo } from 'react'
import { payNotBuilt } from './payNotBuilt.js'

/**
 * AppKit Pay's `usePayUrlActions`, not built yet: `getUrl` and `openUrl` reject with
 * `PayNotBuiltError` (and say so once in the console) instead of an exchange's URL.
 */
export function usePayUrlActions() {
  return useMemo(
    () => ({
      getUrl: async (
        _exchangeId: string,
        _parameters?: unknown,
      ): Promise<{ url: string; sessionId: string }> => {
        throw payNotBuilt('usePayUrlActions')
      },
      openUrl: async (
        _exchangeId: string,
        _parameters?: unknown,
        _openInNewTab?: boolean,
      ): Promise<{ url: string; sessionId: string }> => {
        throw payNotBuilt('usePayUrlActions')
      },
    }),
    [],
  )
}

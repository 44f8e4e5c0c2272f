'use client'
import type { MessageKey } from '@latch/core'
import { useCallback } from 'react'
import { useConfig } from './useConfig.js'
import { useLatchState } from './useLatchState.js'

/** The translator of the current locale; components re-render when the locale changes. */
export function useTranslate(): (
  key: MessageKey,
  params?: Record<string, string | number>,
) => string {
  const config = useConfig()
  const locale = useLatchState((state) => state.locale)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function per locale re-renders users
  return useCallback((key, params) => config.i18n.t(key, params), [config, locale])
}

'use client'
import { setThemeMode, setThemeVariables, type ThemeVariables } from '@latch/core'
import { useMemo } from 'react'
import { useConfig } from './useConfig.js'
import { useLatchState } from './useLatchState.js'

/** The theme mode and variables, with setters. */
export function useAppKitTheme() {
  const config = useConfig()
  const themeMode = useLatchState((state) => state.themeMode)
  const themeVariables = useLatchState((state) => state.themeVariables)
  return useMemo(
    () => ({
      themeMode,
      themeVariables,
      setThemeMode: (mode: 'light' | 'dark') => setThemeMode(config, mode),
      setThemeVariables: (variables: ThemeVariables) => setThemeVariables(config, variables),
    }),
    [config, themeMode, themeVariables],
  )
}

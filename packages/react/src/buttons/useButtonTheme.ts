'use client'
import { useConfig } from '../hooks/useConfig.js'
import { useLatchState } from '../hooks/useLatchState.js'
import { themeStyle } from '../modal/themeStyle.js'

/** The attributes that theme a button like the modal. */
export function useButtonTheme() {
  const config = useConfig()
  const themeMode = useLatchState((state) => state.themeMode)
  const themeVariables = useLatchState((state) => state.themeVariables)
  useLatchState((state) => state.locale)
  return {
    'data-latch': '',
    'data-theme': themeMode,
    dir: config.i18n.dir,
    style: themeStyle(themeVariables),
  }
}

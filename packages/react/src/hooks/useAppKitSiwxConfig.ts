'use client'
import type { SiwxConfig } from '@latch/core'
import { useConfig } from './useConfig.js'

/**
 * AppKit's `useAppKitSIWX`: the Sign In With X configuration the site passed (`siwx`), or
 * undefined. The sign-in's state and session are `useAppKitSiwx`'s.
 */
export function useAppKitSIWX(): SiwxConfig | undefined {
  return useConfig().options.siwx
}

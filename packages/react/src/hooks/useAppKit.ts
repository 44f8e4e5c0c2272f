'use client'
import { closeModal, type OpenModalParameters, openModal } from '@latch/core'
import { useMemo } from 'react'
import { useConfig } from './useConfig.js'

/** Opens and closes the modal: `open()`, `open({ view: 'Networks' })`, `close()`. */
export function useAppKit() {
  const config = useConfig()
  return useMemo(
    () => ({
      open: async (parameters?: OpenModalParameters) => openModal(config, parameters),
      close: async () => closeModal(config),
    }),
    [config],
  )
}

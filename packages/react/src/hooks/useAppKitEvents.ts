'use client'
import type { LatchEvent } from '@latch/core'
import { useEffect, useState } from 'react'
import { useConfig } from './useConfig.js'

/** The latest tracked event (modal opened, wallet selected, connected, …). */
export function useAppKitEvents(): LatchEvent | undefined {
  const config = useConfig()
  const [event, setEvent] = useState<LatchEvent>()
  useEffect(() => config.watchEvents(setEvent), [config])
  return event
}

'use client'
import type { LatchEvent } from '@latch/core'
import { useEffect, useState } from 'react'
import { useConfig } from './useConfig.js'

/**
 * What the hook returns before it has seen an event: AppKit's hook always returns one, so a site
 * that reads `events.data.event` at once must not meet `undefined`. The instance has started by
 * then (`INITIALIZE` is emitted when it mounts); when is not known here, hence a timestamp of 0.
 */
const beforeFirstEvent: LatchEvent = { timestamp: 0, data: { type: 'track', event: 'INITIALIZE' } }

/** The latest tracked event (modal opened, wallet selected, connected, …), in AppKit's shape. */
export function useAppKitEvents(): LatchEvent {
  const config = useConfig()
  const [event, setEvent] = useState<LatchEvent>(beforeFirstEvent)
  useEffect(() => config.watchEvents(setEvent), [config])
  return event
}

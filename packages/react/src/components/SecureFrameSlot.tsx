'use client'
import { useEffect, useRef } from 'react'
import { useConfig } from '../hooks/useConfig.js'
import { secureFrameSize, showSecureFrame } from '../secureFrame/showSecureFrame.js'
import { Spinner } from './Spinner.js'

/**
 * The place in the modal body where the secure frame shows its own view (device setup, request
 * approval). The frame is a separate page on its own origin, laid over this box while it is
 * mounted, and hidden again when it unmounts; the spinner shows until the frame has drawn.
 */
export function SecureFrameSlot({ description }: { description: string }) {
  const config = useConfig()
  const slot = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = slot.current
    return element ? showSecureFrame(config, element) : undefined
  }, [config])
  return (
    <div
      ref={slot}
      className="latch-frame-slot"
      data-secure-frame-slot=""
      style={{ height: secureFrameSize.height }}
    >
      <Spinner />
      <p className="latch-visually-hidden">{description}</p>
    </div>
  )
}

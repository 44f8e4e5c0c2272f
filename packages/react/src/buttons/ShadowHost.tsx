'use client'
import { type ReactNode, useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import buttonsCss from './buttons.css?inline'

/**
 * Renders children into a shadow root on an inline element of the host page, so the page's
 * stylesheets cannot restyle Latch's buttons. `delegatesFocus` lets focus return to the
 * button when the modal closes.
 */
export function ShadowHost({
  children,
  testId,
}: {
  children: ReactNode
  testId?: string | undefined
}) {
  const [host, setHost] = useState<HTMLSpanElement | null>(null)
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  useLayoutEffect(() => {
    if (!host) return
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open', delegatesFocus: true })
    if (!shadow.querySelector('style')) {
      const style = document.createElement('style')
      style.textContent = buttonsCss
      shadow.append(style)
    }
    setRoot(shadow)
  }, [host])
  return (
    <span ref={setHost} data-latch-button="" data-testid={testId}>
      {root && createPortal(children, root)}
    </span>
  )
}

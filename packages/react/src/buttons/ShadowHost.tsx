'use client'
import { type ReactNode, useEffect, useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import buttonsCss from './buttons.css?inline'
import { pageTone } from './pageTone.js'

/** A layout effect in the browser; on a server (where neither runs) React 18 warns of one. */
function useBrowserLayoutEffect(effect: () => (() => void) | undefined, deps: unknown[]): void {
  const useEffectHere = typeof document === 'undefined' ? useEffect : useLayoutEffect
  useEffectHere(effect, deps)
}

/**
 * Renders children into a shadow root on an inline element of the host page, so the page's
 * stylesheets cannot restyle Latch's buttons. `delegatesFocus` lets focus return to the
 * button when the modal closes. The host carries the page's tone (`data-page`), so that a dark
 * theme on a light page keeps the buttons light rather than a dark blot (buttons.css); it is read
 * again when the page's root or body changes its class, style or theme attribute.
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
  useBrowserLayoutEffect(() => {
    if (!host) return
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open', delegatesFocus: true })
    if (!shadow.querySelector('style')) {
      const style = document.createElement('style')
      style.textContent = buttonsCss
      shadow.append(style)
    }
    setRoot(shadow)
    const readTone = () => {
      const tone = pageTone(host.parentElement ?? host)
      if (tone) host.dataset.page = tone
      else delete host.dataset.page
    }
    readTone()
    const changes = new MutationObserver(readTone)
    for (const node of [document.documentElement, document.body])
      changes.observe(node, { attributes: true, attributeFilter: ['class', 'style', 'data-theme'] })
    return () => changes.disconnect()
  }, [host])
  return (
    <span ref={setHost} data-latch-button="" data-testid={testId}>
      {root && createPortal(children, root)}
    </span>
  )
}

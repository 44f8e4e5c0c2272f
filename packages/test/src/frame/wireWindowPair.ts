import { vi } from 'vitest'

/** The frame's origin in the tests that wire both ends. */
export const testFrameOrigin = 'https://frame.test'

/**
 * Wires the app's window and an iframe's window the way a browser does, for tests of both ends
 * in one jsdom: each `postMessage` to the right origin becomes a later `message` event on the
 * other window, carrying the sender's origin and window; one to any other origin is dropped.
 * The iframe (`#w3m-iframe`) is appended to the body, unless one already in the page is given
 * (a frame the client rebuilt). Test-only.
 *
 * @example
 * const { app, iframe, frameSide } = wireWindowPair()
 * createFrameMessageHandler({ window: frameSide, parent: window, ... })
 * const client = createFrameClient({ iframe, frameOrigin: testFrameOrigin })
 */
export function wireWindowPair(
  frameOrigin: string = testFrameOrigin,
  iframe: HTMLIFrameElement = Object.assign(document.createElement('iframe'), { id: 'w3m-iframe' }),
) {
  const app = window.location.origin
  if (!iframe.isConnected) document.body.append(iframe)
  const frameSide = iframe.contentWindow!
  Object.defineProperty(frameSide.location, 'ancestorOrigins', { value: [app] })
  const deliver =
    (to: Window, expectedTarget: string, origin: string, source: Window) =>
    (message: unknown, targetOrigin: string) => {
      if (targetOrigin !== expectedTarget) return
      const data = structuredClone(message)
      setTimeout(() => to.dispatchEvent(new MessageEvent('message', { data, origin, source })))
    }
  vi.spyOn(frameSide, 'postMessage').mockImplementation(
    deliver(frameSide, frameOrigin, app, window) as Window['postMessage'],
  )
  vi.spyOn(window, 'postMessage').mockImplementation(
    deliver(window, app, frameOrigin, frameSide) as Window['postMessage'],
  )
  return { app, iframe, frameSide }
}

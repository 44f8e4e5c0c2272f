import type { Config } from '@latch/core'
import { createRoot } from 'react-dom/client'
import { AppKitContext } from '../context/appKitContext.js'
import { Modal } from './Modal.js'
import modalCss from './modal.css?inline'

/** The element that holds the modal's shadow root. */
const modalElementName = 'latch-modal'

/**
 * Renders the modal into a shadow root on its own element, so the host page's stylesheets
 * cannot reach it and ours cannot leak out. The element is appended to the body unless the
 * site embeds it itself (spec section 2). With `deferred`, the element is made now and the modal
 * rendered and appended at `show()`: a server-rendered page waits for hydration, since the
 * modal's hooks would start the restore and React 18 reports a body it did not render.
 */
export function mountModal(
  config: Config,
  { deferred = false }: { deferred?: boolean } = {},
): { element: HTMLElement; show(): void; unmount(): void } {
  const element = document.createElement(modalElementName)
  const shadow = element.attachShadow({ mode: 'open' })
  const style = document.createElement('style')
  style.textContent = modalCss
  const container = document.createElement('div')
  shadow.append(style, container)
  const root = createRoot(container)
  let shown = false
  const show = () => {
    if (shown) return
    shown = true
    root.render(
      <AppKitContext.Provider value={config}>
        <Modal />
      </AppKitContext.Provider>,
    )
    if (!config.options.disableAppend && !config.options.enableEmbedded)
      document.body.append(element)
  }
  if (!deferred) show()
  return {
    element,
    show,
    unmount() {
      root.unmount()
      element.remove()
    },
  }
}

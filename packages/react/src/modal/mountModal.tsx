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
 * site embeds it itself (spec section 2).
 */
export function mountModal(config: Config): { element: HTMLElement; unmount(): void } {
  const element = document.createElement(modalElementName)
  const shadow = element.attachShadow({ mode: 'open' })
  const style = document.createElement('style')
  style.textContent = modalCss
  const container = document.createElement('div')
  shadow.append(style, container)
  const root = createRoot(container)
  root.render(
    <AppKitContext.Provider value={config}>
      <Modal />
    </AppKitContext.Provider>,
  )
  if (!config.options.disableAppend && !config.options.enableEmbedded) document.body.append(element)
  return {
    element,
    unmount() {
      root.unmount()
      element.remove()
    },
  }
}

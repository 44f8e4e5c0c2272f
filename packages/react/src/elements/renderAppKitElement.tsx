import { createRoot } from 'react-dom/client'
import { AppKitAccountButton } from '../buttons/AppKitAccountButton.js'
import type { AppKitButtonProps } from '../buttons/AppKitButton.js'
import { AppKitButton } from '../buttons/AppKitButton.js'
import { AppKitConnectButton } from '../buttons/AppKitConnectButton.js'
import { AppKitNetworkButton } from '../buttons/AppKitNetworkButton.js'
import { AppKitContext, getDefaultConfig } from '../context/appKitContext.js'
import type { AppKitElementName } from './defineAppKitElements.js'
import { readElementProps } from './readElementProps.js'

/** A tag's mounted button: rendered again when an attribute changes, unmounted when removed. */
export type AppKitElementView = { render(): void; unmount(): void }

/** Each tag takes the props AppKit documents for it (and size and namespace where they apply). */
function ElementButton({
  name,
  props: { size, label, loadingLabel, disabled, balance, namespace },
}: {
  name: AppKitElementName
  props: Required<AppKitButtonProps>
}) {
  switch (name) {
    case 'appkit-button':
      return <AppKitButton {...{ size, label, loadingLabel, disabled, balance, namespace }} />
    case 'appkit-connect-button':
      return <AppKitConnectButton {...{ size, label, loadingLabel, disabled, namespace }} />
    case 'appkit-account-button':
      return <AppKitAccountButton {...{ size, disabled, balance, namespace }} />
    case 'appkit-network-button':
      return <AppKitNetworkButton {...{ size, disabled }} />
  }
}

/**
 * Renders the React button of an `<appkit-*>` tag into the tag's shadow root, so that the
 * page's markup around it (and a server-rendered page's hydration) never sees its content.
 * It uses the last instance `createAppKit` made (a new one renders the tags again); rendered
 * after that instance's `destroy()` with none made since, it renders nothing.
 */
export function renderAppKitElement(
  element: HTMLElement,
  name: AppKitElementName,
): AppKitElementView {
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open', delegatesFocus: true })
  const root = createRoot(shadow)
  const render = () => {
    const config = getDefaultConfig()
    root.render(
      config ? (
        <AppKitContext.Provider value={config}>
          <ElementButton name={name} props={readElementProps(element)} />
        </AppKitContext.Provider>
      ) : null,
    )
  }
  render()
  return { render, unmount: () => root.unmount() }
}

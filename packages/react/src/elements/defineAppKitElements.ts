import { warnOnce } from '../utils/warnOnce.js'
import type { AppKitElementView } from './renderAppKitElement.js'

/** AppKit's web components, the tags `createAppKit` registers. */
export const appKitElementNames = [
  'appkit-button',
  'appkit-connect-button',
  'appkit-account-button',
  'appkit-network-button',
] as const

export type AppKitElementName = (typeof appKitElementNames)[number]

/**
 * The attributes that re-render an element. HTML lowercases attribute names, so AppKit's
 * `loadingLabel` arrives as `loadinglabel`; `loading-label` is the kebab-case spelling.
 */
const observedAttributes = [
  'size',
  'label',
  'loadinglabel',
  'loading-label',
  'disabled',
  'balance',
  'namespace',
]

/** The tags' buttons on the page, rendered again when a new instance is created. */
const mounted = new Set<AppKitElementView>()

function appKitElementClass(name: AppKitElementName): CustomElementConstructor {
  return class AppKitElement extends HTMLElement {
    static observedAttributes = observedAttributes
    private view: AppKitElementView | undefined

    connectedCallback(): void {
      if (this.view) return
      // The buttons and their renderer load with the first tag on the page, not with createAppKit.
      import('./renderAppKitElement.js').then(
        ({ renderAppKitElement }) => {
          if (!this.isConnected || this.view) return
          this.view = renderAppKitElement(this, name)
          mounted.add(this.view)
        },
        (error: unknown) => {
          // biome-ignore lint/suspicious/noConsole: the site's developers need to see why a tag stays empty
          console.error(`Latch: <${name}> could not load its code.`, error)
        },
      )
    }

    attributeChangedCallback(): void {
      this.view?.render()
    }

    disconnectedCallback(): void {
      // Later, not now: a move (taken out and put back in the same task) keeps its button, and
      // the page's own React may be committing when it removes the tag, where unmounting
      // another root is not allowed.
      queueMicrotask(() => {
        if (this.isConnected || !this.view) return
        this.view.unmount()
        mounted.delete(this.view)
        this.view = undefined
      })
    }
  }
}

/**
 * AppKit's `<appkit-wallet-button>` (its wallet-button package) is not built in Latch yet: the
 * tag is registered so that a page holding it says so in the console instead of nothing.
 */
function walletButtonClass(): CustomElementConstructor {
  return class AppKitWalletButtonElement extends HTMLElement {
    connectedCallback(): void {
      warnOnce(
        '<appkit-wallet-button> is not built yet; it renders nothing. Use <appkit-connect-button> or useAppKit().open() instead.',
      )
    }
  }
}

/**
 * Registers `<appkit-button>`, `<appkit-connect-button>`, `<appkit-account-button>` and
 * `<appkit-network-button>`, each rendering the React button of the same name in its shadow
 * root with the instance `createAppKit` made. Browser only; a tag already registered (a second
 * copy of the package, or the page's own) is left alone. Called again (by a new instance), it
 * renders the tags already on the page with that instance.
 */
export function defineAppKitElements(): void {
  if (typeof customElements === 'undefined') return
  // A createAppKit after the last one's destroy(): the tags already on the page switch to it
  // (a moment later, as createAppKit may run while React renders).
  if (mounted.size > 0)
    queueMicrotask(() => {
      for (const view of mounted) view.render()
    })
  for (const name of appKitElementNames)
    if (!customElements.get(name)) customElements.define(name, appKitElementClass(name))
  if (!customElements.get('appkit-wallet-button'))
    customElements.define('appkit-wallet-button', walletButtonClass())
}

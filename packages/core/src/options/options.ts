import type { Adapter } from '../adapters/createAdapter.js'
import type { Messages } from '../i18n/messageKey.js'
import type { Network } from '../types/network.js'
import type { SiweConfig, SiwxConfig } from '../types/siwx.js'

/** Sections of the Connect view's wallet list (spec section 2, connector-type order). */
export type ConnectorTypeOrderEntry =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'

/** Ways to connect, in the order the Connect view offers them. */
export type ConnectMethod = 'wallet' | 'email' | 'social'

/** Wallet features shown in the Account view. */
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'

/** Feature switches (spec section 3, "Features"); defaults per spec section 9. */
export type Features = {
  /** Defaults to `true`. */
  swaps?: boolean | undefined
  /** Defaults to `true`. */
  onramp?: boolean | undefined
  /** Defaults to `true`. */
  receive?: boolean | undefined
  /** Defaults to `true`. */
  send?: boolean | undefined
  /** Defaults to `true`. */
  email?: boolean | undefined
  /** Defaults to `true`. */
  emailShowWallets?: boolean | undefined
  /** Social login providers; defaults to the spec's seven. `false` turns them off. */
  socials?: readonly string[] | false | undefined
  /** Defaults to walletConnect, recent, injected, featured, custom, external, recommended. */
  connectorTypeOrder?: readonly ConnectorTypeOrderEntry[] | undefined
  /** Defaults to `true`. */
  history?: boolean | undefined
  /** Defaults to `true`. */
  analytics?: boolean | undefined
  /** Defaults to `true`. */
  allWallets?: boolean | undefined
  /** Defaults to `false`. */
  legalCheckbox?: boolean | undefined
  /** Defaults to `false`. */
  smartSessions?: boolean | undefined
  /** Defaults to `false`. */
  collapseWallets?: boolean | undefined
  /** Defaults to onramp, swaps, receive, send. */
  walletFeaturesOrder?: readonly WalletFeature[] | undefined
  /** Defaults to wallet, email, social when a browser wallet is shown. */
  connectMethodsOrder?: readonly ConnectMethod[] | undefined
  /** Defaults to `false`. */
  pay?: boolean | undefined
  /** AppKit's Reown Authentication (its hosted SIWX): not in Latch; use `createLatchSiwx()`. */
  reownAuthentication?: boolean | undefined
  /**
   * Headless use: no modal is mounted; the hooks and actions work as usual, so the site draws
   * its own connect UI. Defaults to `false`.
   */
  headless?: boolean | undefined
}

/** A wallet the site adds to the list itself. */
export type CustomWallet = {
  id: string
  name: string
  homepage?: string | undefined
  image_url?: string | undefined
  mobile_link?: string | undefined
  desktop_link?: string | undefined
  webapp_link?: string | undefined
}

/** Metadata that describes the site to wallets. */
export type Metadata = { name: string; description: string; url: string; icons: readonly string[] }

/** The value of each theme variable, by its name after the `--w3m-` or `--apkt-` prefix. */
type ThemeVariableValues = {
  'font-family': string
  accent: string
  /** A colour blended into the modal's backgrounds, by `color-mix-strength`. */
  'color-mix': string
  /** How much of `color-mix` is blended in, in percent (0 to 100). */
  'color-mix-strength': number
  'font-size-master': string
  'border-radius-master': string
  'z-index': number
  /** The colour of the QR codes' modules; refused (with a warning) when unreadable on white. */
  'qr-color': string
}

/**
 * Theme variables; AppKit's names in both of its spellings (`--w3m-*` and `--apkt-*`) are
 * accepted so that migrating is a rename of imports. Where both spellings are set, `--apkt-*` wins.
 */
export type ThemeVariables = {
  [name in keyof ThemeVariableValues as `--w3m-${name}` | `--apkt-${name}`]?:
    | ThemeVariableValues[name]
    | undefined
}

/** The options of `createAppKit` (spec section 3, "Options"). */
export type Options = {
  /** One adapter per chain namespace the site supports. */
  adapters: readonly Adapter[]
  /** The networks the site requests; the first is the default unless `defaultNetwork` is set. */
  networks: readonly [Network, ...Network[]]
  defaultNetwork?: Network | undefined
  /** The project id of the Latch server; without it the modal shows a configuration alert. */
  projectId?: string | undefined
  /**
   * The base URL of your Latch server (wallet registry, images, allowed origins, analytics), e.g.
   * `https://latch.example.com`. Without it, the modal lists browser wallets only.
   */
  apiUrl?: string | undefined
  /**
   * The WalletConnect relay (`wss://…`) that pairs mobile and desktop wallets; any relay works,
   * e.g. your Latch server's own at `wss://latch.example.com/relay`. Without it, the modal
   * offers no QR codes and lists registry wallets with their download links only.
   */
  relayUrl?: string | undefined
  /**
   * The secure frame of the embedded wallet (email login), served from its own origin, e.g. your
   * Latch server's `https://frame.latch.example.com`. Without it, the modal offers no email login.
   */
  frameUrl?: string | undefined
  /**
   * Your own challenge (a CAPTCHA, a proof of work) for email logins while your Latch server is
   * under a login flood: above `LOGIN_CHALLENGE_THRESHOLD` the server refuses to mail a code
   * (`challenge_required`) until its `verifyChallenge` hook accepts the request. The modal then
   * calls this (once per try, showing "Checking you are not a robot…") and sends again with the
   * answer, which reaches the hook as the `X-Latch-Challenge` header: 1 to 4096 visible ASCII
   * characters. Without it, or when it throws or is refused, the visitor reads "Too many sign-ins
   * right now. Try again later."
   *
   * @example
   * loginChallenge: async ({ email }) => await myCaptcha.execute({ action: 'login' })
   */
  loginChallenge?: ((parameters: { email: string }) => Promise<string>) | undefined
  metadata?: Metadata | undefined
  features?: Features | undefined
  /** Defaults to `'light'`. */
  themeMode?: 'light' | 'dark' | undefined
  themeVariables?: ThemeVariables | undefined
  termsConditionsUrl?: string | undefined
  privacyPolicyUrl?: string | undefined
  customWallets?: readonly CustomWallet[] | undefined
  includeWalletIds?: readonly string[] | undefined
  excludeWalletIds?: readonly string[] | undefined
  featuredWalletIds?: readonly string[] | undefined
  /** `'SHOW'`, `'HIDE'` or `'ONLY_MOBILE'`. Defaults to `'SHOW'`. */
  allWallets?: 'SHOW' | 'HIDE' | 'ONLY_MOBILE' | undefined
  /** Network switching from the modal. Defaults to `true`. */
  enableNetworkSwitch?: boolean | undefined
  /** Lets the wallet stay on a network the site did not request. Defaults to `false`. */
  allowUnsupportedChain?: boolean | undefined
  /** Embedded mode renders no overlay and appends nothing to the body. Defaults to `false`. */
  enableEmbedded?: boolean | undefined
  /** Do not append the modal element to the page body. Defaults to `false`. */
  disableAppend?: boolean | undefined
  /** Plain WalletConnect mode (QR only). Defaults to `false`. */
  basic?: boolean | undefined
  /** Browser wallets and WalletConnect; `false` leaves email and social logins. Defaults to `true`. */
  enableWallets?: boolean | undefined
  /** The WalletConnect row (QR code and mobile wallets). Defaults to `true`. */
  enableWalletConnect?: boolean | undefined
  /** The generic Browser Wallet (`window.ethereum`). Defaults to `true`. */
  enableInjected?: boolean | undefined
  /** Wallets announced through EIP-6963 (and Solana's Wallet Standard). Defaults to `true`. */
  enableEIP6963?: boolean | undefined
  /** Network images by chain id (`1`, or a Solana genesis prefix), replacing the drawn badge. */
  chainImages?: Readonly<Record<number | string, string>> | undefined
  /** Wallet images by connector id or EIP-6963 rdns (`'io.metamask'`, `'walletConnect'`). */
  connectorImages?: Readonly<Record<string, string>> | undefined
  /** RPC URLs by CAIP network id, replacing the network's own (`{ 'eip155:1': [{ url }] }`). */
  customRpcUrls?: Readonly<Record<string, readonly { url: string; config?: unknown }[]>> | undefined
  /** On a phone, the modal takes the whole screen instead of a bottom sheet. Defaults to `false`. */
  enableMobileFullScreen?: boolean | undefined
  /** Restore the last connection on load. Defaults to `true`. */
  enableReconnect?: boolean | undefined
  /** Shows banner alerts for configuration problems. Defaults to `false`. */
  debug?: boolean | undefined
  /**
   * The interface language, a BCP 47 tag (`'ar'`, `'pt-BR'`): the best of the 21 that ship (see
   * the README) or of `messages`. Defaults to the browser's preferred languages, else `'en'`.
   */
  locale?: string | undefined
  /**
   * The site's own texts for the modal, by locale, in the shape of the English catalogue
   * (`packages/core/src/i18n/locales/en.json`), any part of it:
   * `{ en: { connect: { title: 'Sign in' } }, ar: { connect: { title: 'تسجيل الدخول' } } }`. They
   * replace Latch's texts for that locale; a locale only given here is supported too, English
   * filling the rest. Checked when the modal is created: only known keys, strings, and the
   * English text's `%{name}` placeholders exactly.
   *
   * The secure frame's own views (the approval of a signature or transaction, the recovery code)
   * are not overridable: a site must not change what the visitor reads before approving.
   */
  messages?: Readonly<Record<string, MessageOverrides>> | undefined
  /**
   * Sign In With X: after connecting (and after an account or network change) the modal asks the
   * visitor to sign a message, unless `getSessions` has a session for the account. Use
   * `createLatchSiwx()` from `@latch/core/signIn` (sessions on your Latch server), or your own
   * {@link SiwxConfig}. Exclusive with `siweConfig`.
   */
  siwx?: SiwxConfig | undefined
  /** Legacy Sign In With Ethereum (AppKit's `siweConfig`), run as SIWX on eip155. Exclusive with `siwx`. */
  siweConfig?: SiweConfig | undefined
  /**
   * Where state is kept between page loads. Defaults to `localStorage` when available; a
   * server-rendered site passes `cookieStorage`, which the server can read.
   */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined
  /**
   * A server-rendered page (Next.js and the like), as wagmi's and AppKit's `ssr`: nothing runs on
   * the server, and in the browser the stored connection is restored (and the modal appended)
   * once the page has hydrated, so the first render matches the server's. Pair it with
   * `cookieStorage` and `LatchProvider`'s `initialState` to render a returning visitor's
   * connection on both sides. Defaults to `false`.
   */
  ssr?: boolean | undefined
}

/**
 * A site's replacement texts for one locale: the English catalogue's shape, every group and text
 * optional (the `messages` option).
 */
export type MessageOverrides<tree = Messages> = {
  readonly [key in keyof tree]?: tree[key] extends string ? string : MessageOverrides<tree[key]>
}

import { warnOnce } from '../utils/warnOnce.js'
import type { ReportedOption } from './validateOptions.js'

/**
 * How Latch treats one of AppKit's options: `supported` works the same; `differs` works, on
 * purpose not the same way (warns once with why); `notBuilt` is accepted and ignored for now
 * (warns once with what happens instead).
 */
type CompatibilityStatus = 'supported' | 'differs' | 'notBuilt'

export type CompatibilityEntry = {
  /** As a site writes it: `enableCoinbase`, `features.swaps`, `--w3m-accent`. */
  readonly name: string
  readonly status: CompatibilityStatus
  /** What Latch does; for `differs` and `notBuilt`, the warning's text after the name. */
  readonly note: string
  /** Values that behave as in AppKit even so (e.g. `false` for a feature Latch lacks): no warning. */
  readonly sameWhen?: ((value: unknown) => boolean) | undefined
}

const isFalse = (value: unknown) => value === false
const isTrue = (value: unknown) => value === true

/** Every `createAppKit` option in AppKit's documentation, and what Latch does with it. */
export const appKitOptions: readonly CompatibilityEntry[] = [
  {
    name: 'adapters',
    status: 'supported',
    note: 'One adapter per namespace (`createEvmAdapter()`, `createSolanaAdapter()`). May be left out: a namespace without one connects through WalletConnect and the email wallet only, and Latch warns once naming it.',
  },
  {
    name: 'networks',
    status: 'supported',
    note: "Latch's networks (`@latch/core/networks`), AppKit's, or viem chains (`viem/chains`, turned into `eip155:<id>` by `toNetwork`).",
  },
  { name: 'defaultNetwork', status: 'supported', note: 'As `networks`; must be one of them.' },
  {
    name: 'projectId',
    status: 'supported',
    note: 'The project id on your Latch server (with `apiUrl`), not a Reown Cloud id: without a server the modal lists browser wallets only.',
  },
  {
    name: 'metadata',
    status: 'supported',
    note: 'Shown to wallets (WalletConnect, sign-in messages).',
  },
  { name: 'features', status: 'supported', note: 'See "Feature flags".' },
  {
    name: 'themeMode',
    status: 'supported',
    note: "`'light'` or `'dark'`; left out, the modal follows the system's colour scheme.",
  },
  { name: 'themeVariables', status: 'supported', note: 'See "Theme variables".' },
  { name: 'termsConditionsUrl', status: 'supported', note: 'The Connect view links it.' },
  { name: 'privacyPolicyUrl', status: 'supported', note: 'The Connect view links it.' },
  { name: 'featuredWalletIds', status: 'supported', note: 'Wallet ids or rdns, in order, first.' },
  { name: 'includeWalletIds', status: 'supported', note: 'Only these wallets from the registry.' },
  { name: 'excludeWalletIds', status: 'supported', note: 'By id, rdns or name.' },
  { name: 'customWallets', status: 'supported', note: 'Listed with their links.' },
  { name: 'allWallets', status: 'supported', note: "`'SHOW'`, `'HIDE'` or `'ONLY_MOBILE'`." },
  {
    name: 'enableWallets',
    status: 'supported',
    note: '`false` hides browser wallets and WalletConnect: email and social logins remain.',
  },
  {
    name: 'enableWalletConnect',
    status: 'supported',
    note: '`false` hides the WalletConnect row and its QR code.',
  },
  {
    name: 'enableInjected',
    status: 'supported',
    note: '`false` hides the generic Browser Wallet (`window.ethereum`).',
  },
  {
    name: 'enableEIP6963',
    status: 'supported',
    note: '`false` hides the wallets that announce themselves (EIP-6963, Wallet Standard).',
  },
  {
    name: 'enableCoinbase',
    status: 'differs',
    note: 'Latch has no Coinbase SDK connector: Coinbase Wallet is listed as a browser wallet when installed and connects through WalletConnect otherwise; hide it with `excludeWalletIds`.',
  },
  {
    name: 'coinbasePreference',
    status: 'differs',
    note: 'Latch has no Coinbase SDK connector, so there is no Smart Wallet popup to prefer: Coinbase Wallet connects as a browser wallet or through WalletConnect.',
  },
  {
    name: 'enableNetworkSwitch',
    status: 'supported',
    note: '`false` removes network switching from the modal.',
  },
  {
    name: 'allowUnsupportedChain',
    status: 'supported',
    note: 'The wallet may stay on a network the site did not list.',
  },
  {
    name: 'enableReconnect',
    status: 'supported',
    note: '`false` does not restore the last connection on load.',
  },
  { name: 'debug', status: 'supported', note: 'Shows configuration alerts in the modal.' },
  {
    name: 'enableEmbedded',
    status: 'supported',
    note: 'The modal renders inline, in an element the site places.',
  },
  {
    name: 'disableAppend',
    status: 'supported',
    note: 'The modal element is not appended; the site appends `appKit.element`.',
  },
  {
    name: 'basic',
    status: 'differs',
    note: "Latch's modal has no heavier parts to leave out: email and social logins stay as `features` set them; only the unsupported-network view is not shown.",
    sameWhen: isFalse,
  },
  {
    name: 'chainImages',
    status: 'supported',
    note: 'Network images by chain id replace the drawn badges.',
  },
  { name: 'connectorImages', status: 'supported', note: 'Wallet images by connector id or rdns.' },
  {
    name: 'customRpcUrls',
    status: 'supported',
    note: "Replaces the networks' RPC URLs (balances, the wallet's add-network request); the transport `config` is not used.",
  },
  {
    name: 'defaultAccountTypes',
    status: 'differs',
    note: "Latch's accounts are plain accounts (EOA) on every namespace: there are no smart accounts, payment or ordinal accounts to choose.",
    sameWhen: (value) =>
      typeof value === 'object' &&
      value !== null &&
      Object.values(value).every((type) => type === 'eoa'),
  },
  {
    name: 'enableWalletGuide',
    status: 'differs',
    note: 'Latch shows no "Haven\'t got a wallet?" footer: the wallet list\'s empty state explains how to get one.',
    sameWhen: isFalse,
  },
  {
    name: 'enableAuthLogger',
    status: 'differs',
    note: "The email wallet runs in Latch's secure frame, which writes no logs to the page's console whatever this says.",
    sameWhen: isFalse,
  },
  {
    name: 'enableMobileFullScreen',
    status: 'supported',
    note: 'On a phone (430px wide or less) the modal takes the whole screen.',
  },
  {
    name: 'experimental_preferUniversalLinks',
    status: 'notBuilt',
    note: "Wallets open through the registry's deep links.",
    sameWhen: isFalse,
  },
  {
    name: 'manualWCControl',
    status: 'notBuilt',
    note: 'The WalletConnect connector manages its sessions itself.',
    sameWhen: isFalse,
  },
  {
    name: 'universalProvider',
    status: 'notBuilt',
    note: 'Latch creates its own WalletConnect client from `relayUrl`; a UniversalProvider instance is not used.',
  },
  {
    name: 'universalProviderConfigOverride',
    status: 'notBuilt',
    note: 'WalletConnect sessions request the methods, chains and events of the networks in `networks`.',
  },
  {
    name: 'tokens',
    status: 'notBuilt',
    note: "The Account view shows the native balance, and the tokens your Latch server's chain-data service reports.",
  },
  {
    name: 'showWallets',
    status: 'differs',
    note: 'An older AppKit option: wallets are listed beside email and social logins; use `features.emailShowWallets: false` to put them behind a "Continue with a wallet" button.',
    sameWhen: isTrue,
  },
  {
    name: 'siwx',
    status: 'supported',
    note: 'Sign In With X; `createLatchSiwx()` from `@latch/core/signIn` or your own config.',
  },
  {
    name: 'siweConfig',
    status: 'supported',
    note: 'Run as SIWX on eip155; exclusive with `siwx`.',
  },
]

/** Every `features` flag in AppKit's documentation, and what Latch does with it. */
export const appKitFeatures: readonly CompatibilityEntry[] = [
  {
    name: 'features.swaps',
    status: 'notBuilt',
    note: 'The Account view has no Swap button.',
    sameWhen: isFalse,
  },
  {
    name: 'features.onramp',
    status: 'notBuilt',
    note: 'The Account view has no Buy button.',
    sameWhen: isFalse,
  },
  { name: 'features.receive', status: 'supported', note: "The Account view's Receive button." },
  { name: 'features.send', status: 'supported', note: "The Account view's Send button." },
  { name: 'features.email', status: 'supported', note: 'Email login (needs `frameUrl`).' },
  {
    name: 'features.emailShowWallets',
    status: 'supported',
    note: '`false` puts the wallets behind a "Continue with a wallet" button after the email field.',
  },
  {
    name: 'features.socials',
    status: 'supported',
    note: 'Social logins, in order; `false` for none.',
  },
  {
    name: 'features.history',
    status: 'supported',
    note: "`false` hides the Account view's Activity tab.",
  },
  {
    name: 'features.analytics',
    status: 'supported',
    note: 'Events go to your Latch server (with `apiUrl` and `projectId`), not to Reown Cloud.',
  },
  {
    name: 'features.allWallets',
    status: 'supported',
    note: '`false` hides the All wallets button.',
  },
  {
    name: 'features.legalCheckbox',
    status: 'supported',
    note: 'A checkbox to agree to the terms and privacy links set (none, and a warning, with neither); connecting waits for the tick.',
  },
  {
    name: 'features.smartSessions',
    status: 'notBuilt',
    note: 'Latch has no smart accounts to grant sessions to.',
    sameWhen: isFalse,
  },
  {
    name: 'features.collapseWallets',
    status: 'supported',
    note: 'Email and social logins first; the wallets behind a "Continue with a wallet" button that lists them in place.',
  },
  {
    name: 'features.walletFeaturesOrder',
    status: 'supported',
    note: "Orders the Account view's buttons (those Latch has).",
  },
  {
    name: 'features.connectMethodsOrder',
    status: 'supported',
    note: 'Orders wallets, email and social logins.',
  },
  {
    name: 'features.connectorTypeOrder',
    status: 'supported',
    note: "Orders the wallet list's sections.",
  },
  {
    name: 'features.pay',
    status: 'notBuilt',
    note: 'Latch has no payment flow; email and social logins stay on.',
    sameWhen: isFalse,
  },
  {
    name: 'features.reownAuthentication',
    status: 'differs',
    note: "Reown's hosted sign-in is not used: set `siwx: createLatchSiwx()` (sessions on your Latch server).",
    sameWhen: isFalse,
  },
  {
    name: 'features.headless',
    status: 'supported',
    note: 'No modal is mounted; hooks and actions work, for a connect UI of your own.',
  },
]

const themeVariableNotes: Readonly<Record<string, string>> = {
  'font-family': "The modal's and buttons' font.",
  accent: 'Buttons, links and focus rings.',
  'color-mix': 'Blended into the backgrounds, by `color-mix-strength`.',
  'color-mix-strength': 'How much `color-mix` is blended in, 0 to 100 (percent).',
  'font-size-master': 'The base size the text scales from.',
  'border-radius-master': 'The base radius the corners scale from.',
  'z-index': "The modal's stacking order.",
  'qr-color':
    "The QR codes' modules; a colour too light to scan on white is refused with a warning.",
}

/** Every theme variable in AppKit's documentation, in both its spellings. */
export const appKitThemeVariables: readonly CompatibilityEntry[] = ['--w3m-', '--apkt-'].flatMap(
  (prefix) =>
    Object.entries(themeVariableNotes).map(([name, note]) => ({
      name: `${prefix}${name}`,
      status: 'supported' as const,
      note,
    })),
)

const entries = new Map(
  [...appKitOptions, ...appKitFeatures, ...appKitThemeVariables].map((entry) => [
    entry.name,
    entry,
  ]),
)

/** The warning for one reported option, or `undefined` when it behaves as in AppKit. */
function describeReportedOption([name, value]: ReportedOption): string | undefined {
  if (name.startsWith('adapters.'))
    return `\`networks\` has ${String(value)} but \`adapters\` has no adapter for ${name.slice(9)}: it connects through WalletConnect and the email wallet only (no browser wallets, no balance).`
  const themeVariable = name.startsWith('themeVariables.') ? name.slice(15) : undefined
  const entry = entries.get(themeVariable ?? name)
  if (!entry)
    return `\`${name}\` is not an option of Latch or AppKit and is ignored (a typo?). See docs/migrating-from-appkit.md.`
  if (entry.status === 'supported' || entry.sameWhen?.(value)) return undefined
  const label =
    entry.status === 'differs' ? 'works differently in Latch' : 'is not built in Latch yet'
  return `\`${entry.name}\` ${label}: ${entry.note}`
}

/** Writes each reported option's warning once per page. */
export function warnAboutOptions(reported: readonly ReportedOption[]): void {
  for (const option of reported) {
    const message = describeReportedOption(option)
    if (message) warnOnce(option[0], message)
  }
}

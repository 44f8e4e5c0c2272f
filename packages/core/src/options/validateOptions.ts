import { InvalidOptionsError } from '../errors/options.js'
import { validateMessages } from '../i18n/validateMessages.js'
import type { Network } from '../types/network.js'
import { toNetwork } from '../utils/toNetwork.js'
import { defaultConnectorTypeOrder } from '../walletList/getWalletSections.js'
import type { AppKitOptions } from './appKitOptions.js'
import type { ConnectMethod } from './options.js'

const connectMethods: readonly ConnectMethod[] = ['wallet', 'email', 'social']
const walletFeatures = ['onramp', 'swaps', 'receive', 'send']
const booleanFeatures = [
  'headless',
  'reownAuthentication',
  'swaps',
  'onramp',
  'receive',
  'send',
  'email',
  'emailShowWallets',
  'history',
  'analytics',
  'allWallets',
  'legalCheckbox',
  'smartSessions',
  'collapseWallets',
  'pay',
]
const booleanOptions = [
  'enableNetworkSwitch',
  'allowUnsupportedChain',
  'enableEmbedded',
  'disableAppend',
  'enableReconnect',
  'debug',
  'ssr',
  'enableWallets',
  'enableWalletConnect',
  'enableInjected',
  'enableEIP6963',
  'enableMobileFullScreen',
]
const stringListOptions = ['includeWalletIds', 'excludeWalletIds', 'featuredWalletIds']
const imageMapOptions = ['chainImages', 'connectorImages']
/**
 * The options Latch acts on itself (AppKit's that work the same, and Latch's own); any other
 * key goes to the compatibility report, which warns once with what Latch does instead.
 */
const handledOptions = [
  ...booleanOptions,
  ...stringListOptions,
  ...imageMapOptions,
  'adapters',
  'networks',
  'defaultNetwork',
  'projectId',
  'apiUrl',
  'relayUrl',
  'frameUrl',
  'loginChallenge',
  'metadata',
  'features',
  'themeMode',
  'themeVariables',
  'termsConditionsUrl',
  'privacyPolicyUrl',
  'customWallets',
  'allWallets',
  'customRpcUrls',
  'locale',
  'messages',
  'siwx',
  'siweConfig',
  'storage',
]
/** Features Latch acts on as AppKit does; the others are reported like options. */
const handledFeatures = [
  'receive',
  'send',
  'email',
  'history',
  'analytics',
  'allWallets',
  'headless',
  'socials',
  'connectorTypeOrder',
  'walletFeaturesOrder',
  'connectMethodsOrder',
]
const themeVariableSuffixes = [
  'font-family',
  'accent',
  'color-mix',
  'color-mix-strength',
  'font-size-master',
  'border-radius-master',
  'z-index',
  'qr-color',
]
/** AppKit's theme variables in both its spellings, `--w3m-*` and `--apkt-*`. */
const isThemeVariable = (name: string) =>
  /^--(w3m|apkt)-/.test(name) && themeVariableSuffixes.includes(name.replace(/^--\w+?-/, ''))
const namespaces = ['eip155', 'solana', 'bip122', 'polkadot']

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function fail(message: string): never {
  throw new InvalidOptionsError(message)
}

function checkStringList(value: unknown, name: string, allowed?: readonly string[]) {
  if (value === undefined) return
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
    fail(`\`${name}\` must be an array of strings.`)
  for (const item of value as string[])
    if (allowed && !allowed.includes(item))
      fail(`\`${name}\` has an unknown entry "${item}"; allowed: ${allowed.join(', ')}.`)
}

function checkUrl(
  value: unknown,
  name: string,
  kind = 'an http(s)',
  protocols = ['https:', 'http:'],
) {
  if (value === undefined) return
  let url: URL | undefined
  try {
    url = typeof value === 'string' ? new URL(value) : undefined
  } catch {
    url = undefined
  }
  // A data: URL (an inline image) has no host; every other kind must name one.
  if (!url || !protocols.includes(url.protocol) || (!url.host && url.protocol !== 'data:'))
    fail(`\`${name}\` must be ${kind} URL.`)
}

function checkNetwork(network: unknown, name: string): asserts network is Network {
  if (!isRecord(network)) fail(`\`${name}\` must be a network object.`)
  const { id, caipNetworkId, chainNamespace, nativeCurrency, rpcUrls } = network
  if (typeof chainNamespace !== 'string' || !namespaces.includes(chainNamespace))
    fail(`\`${name}.chainNamespace\` must be one of ${namespaces.join(', ')}.`)
  if (caipNetworkId !== `${chainNamespace}:${String(id)}`)
    fail(`\`${name}.caipNetworkId\` must be "${chainNamespace}:${String(id)}".`)
  if (typeof network.name !== 'string' || network.name.length === 0)
    fail(`\`${name}.name\` must be a non-empty string.`)
  if (
    !isRecord(nativeCurrency) ||
    typeof nativeCurrency.name !== 'string' ||
    typeof nativeCurrency.symbol !== 'string' ||
    typeof nativeCurrency.decimals !== 'number'
  )
    fail(`\`${name}.nativeCurrency\` must have a name, a symbol and decimals.`)
  const http = isRecord(rpcUrls) && isRecord(rpcUrls.default) ? rpcUrls.default.http : undefined
  if (!Array.isArray(http) || http.length === 0)
    fail(`\`${name}.rpcUrls.default.http\` must list at least one URL.`)
}

/** An option, feature or theme variable Latch does not act on as AppKit does, with its value. */
export type ReportedOption = readonly [name: string, value: unknown]

/**
 * Warns once per name, from a chunk loaded only when there is something to say: the table of
 * AppKit's options (docs/migrating-from-appkit.md) stays out of a site's first load.
 */
export function reportOptions(reported: readonly ReportedOption[]): Promise<void> | undefined {
  if (reported.length === 0) return undefined
  // A chunk that fails to load (offline) costs the warnings only, never an unhandled rejection.
  return import('./appKitCompatibility.js').then(
    (m) => m.warnAboutOptions(reported),
    () => undefined,
  )
}

/**
 * Checks theme variables: AppKit's eight in both spellings take a string or a number (anything
 * else throws); other names are reported (a typo, or a variable of another library).
 */
export function validateThemeVariables(
  themeVariables: unknown,
  reported: ReportedOption[] = [],
): ReportedOption[] {
  if (!isRecord(themeVariables)) fail('`themeVariables` must be an object.')
  for (const [key, value] of Object.entries(themeVariables)) {
    if (!isThemeVariable(key)) reported.push([`themeVariables.${key}`, value])
    else if (typeof value !== 'string' && typeof value !== 'number')
      fail(`\`themeVariables["${key}"]\` must be a string or a number.`)
  }
  return reported
}

/**
 * Checks the options of `createAppKit` before anything starts, so a mistake fails at once with
 * a message that names the option instead of misbehaving later. AppKit's options that Latch
 * does not act on the same way, and unknown ones, are not mistakes: each writes a one-time
 * console warning (see {@link reportOptions}). Networks may be viem chains.
 */
export function validateOptions(options: unknown): asserts options is AppKitOptions {
  if (!isRecord(options)) fail('`createAppKit` needs an options object.')
  if (options.siweConfig !== undefined && options.siwx !== undefined)
    fail('Cannot set both `siweConfig` and `siwx` options.')
  const reported: ReportedOption[] = []
  for (const key of Object.keys(options))
    if (!handledOptions.includes(key) && options[key] !== undefined)
      reported.push([key, options[key]])

  const { adapters = [], networks, defaultNetwork } = options
  // AppKit lets a site leave adapters out: WalletConnect and the email wallet then connect.
  if (!Array.isArray(adapters))
    fail('`adapters` must be an array of adapters, e.g. `[createEvmAdapter()]`.')
  const adapterNamespaces = new Set<string>()
  for (const adapter of adapters) {
    if (!isRecord(adapter) || typeof adapter.namespace !== 'string')
      fail('Every entry of `adapters` must be an adapter object.')
    if (adapterNamespaces.has(adapter.namespace))
      fail(`\`adapters\` has two adapters for namespace ${adapter.namespace}.`)
    adapterNamespaces.add(adapter.namespace)
  }

  if (!Array.isArray(networks) || networks.length === 0)
    fail('`networks` must list at least one network.')
  const ids = new Set<string>()
  networks.forEach((input, index) => {
    const network = toNetwork(input)
    checkNetwork(network, `networks[${index}]`)
    if (ids.has(network.caipNetworkId)) fail(`\`networks\` lists ${network.caipNetworkId} twice.`)
    ids.add(network.caipNetworkId)
    if (!adapterNamespaces.has(network.chainNamespace))
      reported.push([`adapters.${network.chainNamespace}`, network.caipNetworkId])
  })
  if (defaultNetwork !== undefined) {
    const network = toNetwork(defaultNetwork as Network)
    checkNetwork(network, 'defaultNetwork')
    if (!ids.has(network.caipNetworkId)) fail('`defaultNetwork` must be one of `networks`.')
  }

  if (options.projectId !== undefined && typeof options.projectId !== 'string')
    fail('`projectId` must be a string.')
  if (
    options.themeMode !== undefined &&
    options.themeMode !== 'light' &&
    options.themeMode !== 'dark'
  )
    fail('`themeMode` must be "light" or "dark".')
  if (options.themeVariables !== undefined) validateThemeVariables(options.themeVariables, reported)
  if (
    options.allWallets !== undefined &&
    !['SHOW', 'HIDE', 'ONLY_MOBILE'].includes(options.allWallets as string)
  )
    fail('`allWallets` must be "SHOW", "HIDE" or "ONLY_MOBILE".')
  for (const name of booleanOptions)
    if (options[name] !== undefined && typeof options[name] !== 'boolean')
      fail(`\`${name}\` must be a boolean.`)
  for (const name of stringListOptions) checkStringList(options[name], name)
  for (const name of imageMapOptions) {
    const images = options[name]
    if (images === undefined) continue
    if (!isRecord(images)) fail(`\`${name}\` must be an object of image URLs.`)
    for (const [key, url] of Object.entries(images))
      checkUrl(url, `${name}["${key}"]`, 'an https, http or data', ['https:', 'http:', 'data:'])
  }
  if (options.customRpcUrls !== undefined) {
    if (!isRecord(options.customRpcUrls)) fail('`customRpcUrls` must be an object.')
    for (const [id, urls] of Object.entries(options.customRpcUrls)) {
      if (!Array.isArray(urls)) fail(`\`customRpcUrls["${id}"]\` must be an array of \`{ url }\`.`)
      for (const [index, entry] of urls.entries())
        checkUrl(isRecord(entry) ? entry.url : undefined, `customRpcUrls["${id}"][${index}].url`)
    }
  }
  checkUrl(options.apiUrl, 'apiUrl')
  checkUrl(options.relayUrl, 'relayUrl', 'a ws:// or wss://', ['wss:', 'ws:'])
  checkUrl(options.frameUrl, 'frameUrl')
  checkUrl(options.termsConditionsUrl, 'termsConditionsUrl')
  checkUrl(options.privacyPolicyUrl, 'privacyPolicyUrl')
  if (options.loginChallenge !== undefined && typeof options.loginChallenge !== 'function')
    fail('`loginChallenge` must be a function.')
  if (options.locale !== undefined && typeof options.locale !== 'string')
    fail('`locale` must be a language tag such as "de".')
  validateMessages(options.messages)

  if (options.metadata !== undefined) {
    const { metadata } = options
    if (!isRecord(metadata)) fail('`metadata` must be an object.')
    if (typeof metadata.name !== 'string') fail('`metadata.name` must be a string.')
    checkUrl(metadata.url, 'metadata.url')
    checkStringList(metadata.icons, 'metadata.icons')
  }

  if (options.customWallets !== undefined) {
    if (!Array.isArray(options.customWallets)) fail('`customWallets` must be an array.')
    options.customWallets.forEach((wallet, index) => {
      if (!isRecord(wallet) || typeof wallet.id !== 'string' || typeof wallet.name !== 'string')
        fail(`\`customWallets[${index}]\` must have a string id and name.`)
      for (const link of ['homepage', 'image_url', 'webapp_link'])
        checkUrl(wallet[link], `customWallets[${index}].${link}`)
    })
  }

  if (options.features !== undefined) {
    const { features } = options
    if (!isRecord(features)) fail('`features` must be an object.')
    for (const [key, value] of Object.entries(features))
      if (!handledFeatures.includes(key) && value !== undefined)
        reported.push([`features.${key}`, value])
    for (const name of booleanFeatures)
      if (features[name] !== undefined && typeof features[name] !== 'boolean')
        fail(`\`features.${name}\` must be a boolean.`)
    if (features.socials !== false) checkStringList(features.socials, 'features.socials')
    checkStringList(
      features.connectorTypeOrder,
      'features.connectorTypeOrder',
      defaultConnectorTypeOrder,
    )
    checkStringList(features.connectMethodsOrder, 'features.connectMethodsOrder', connectMethods)
    checkStringList(features.walletFeaturesOrder, 'features.walletFeaturesOrder', walletFeatures)
  }
  void reportOptions(reported)
}

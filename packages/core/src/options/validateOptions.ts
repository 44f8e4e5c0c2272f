import { InvalidOptionsError } from '../errors/options.js'
import type { Network } from '../types/network.js'
import { defaultConnectorTypeOrder } from '../walletList/getWalletSections.js'
import type { ConnectMethod, Options } from './options.js'

const connectMethods: readonly ConnectMethod[] = ['wallet', 'email', 'social']
const walletFeatures = ['onramp', 'swaps', 'receive', 'send']
const booleanFeatures = [
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
  'basic',
  'enableReconnect',
  'debug',
  'ssr',
]
const stringListOptions = ['includeWalletIds', 'excludeWalletIds', 'featuredWalletIds']
const themeVariableNames = [
  '--w3m-font-family',
  '--w3m-accent',
  '--w3m-color-mix',
  '--w3m-color-mix-strength',
  '--w3m-font-size-master',
  '--w3m-border-radius-master',
  '--w3m-z-index',
]
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
  if (!url?.host || !protocols.includes(url.protocol)) fail(`\`${name}\` must be ${kind} URL.`)
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

/**
 * Checks the options of `createAppKit` before anything starts, so a mistake fails at once with
 * a message that names the option instead of misbehaving later.
 */
export function validateOptions(options: unknown): asserts options is Options {
  if (!isRecord(options)) fail('`createAppKit` needs an options object.')
  if (options.siweConfig !== undefined && options.siwx !== undefined)
    fail('Cannot set both `siweConfig` and `siwx` options.')

  const { adapters, networks, defaultNetwork } = options
  if (!Array.isArray(adapters) || adapters.length === 0)
    fail('`adapters` must list at least one adapter, e.g. `[createEvmAdapter()]`.')
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
  networks.forEach((network, index) => {
    checkNetwork(network, `networks[${index}]`)
    if (ids.has(network.caipNetworkId)) fail(`\`networks\` lists ${network.caipNetworkId} twice.`)
    ids.add(network.caipNetworkId)
    if (!adapterNamespaces.has(network.chainNamespace))
      fail(
        `\`networks\` has ${network.caipNetworkId} but no adapter for ${network.chainNamespace}.`,
      )
  })
  if (defaultNetwork !== undefined) {
    checkNetwork(defaultNetwork, 'defaultNetwork')
    if (!ids.has(defaultNetwork.caipNetworkId)) fail('`defaultNetwork` must be one of `networks`.')
  }

  if (options.projectId !== undefined && typeof options.projectId !== 'string')
    fail('`projectId` must be a string.')
  if (
    options.themeMode !== undefined &&
    options.themeMode !== 'light' &&
    options.themeMode !== 'dark'
  )
    fail('`themeMode` must be "light" or "dark".')
  if (options.themeVariables !== undefined) {
    if (!isRecord(options.themeVariables)) fail('`themeVariables` must be an object.')
    for (const [key, value] of Object.entries(options.themeVariables)) {
      if (!themeVariableNames.includes(key))
        fail(`\`themeVariables\` has an unknown variable "${key}".`)
      if (typeof value !== 'string' && typeof value !== 'number')
        fail(`\`themeVariables["${key}"]\` must be a string or a number.`)
    }
  }
  if (
    options.allWallets !== undefined &&
    !['SHOW', 'HIDE', 'ONLY_MOBILE'].includes(options.allWallets as string)
  )
    fail('`allWallets` must be "SHOW", "HIDE" or "ONLY_MOBILE".')
  for (const name of booleanOptions)
    if (options[name] !== undefined && typeof options[name] !== 'boolean')
      fail(`\`${name}\` must be a boolean.`)
  for (const name of stringListOptions) checkStringList(options[name], name)
  checkUrl(options.apiUrl, 'apiUrl')
  checkUrl(options.relayUrl, 'relayUrl', 'a ws:// or wss://', ['wss:', 'ws:'])
  checkUrl(options.frameUrl, 'frameUrl')
  checkUrl(options.termsConditionsUrl, 'termsConditionsUrl')
  checkUrl(options.privacyPolicyUrl, 'privacyPolicyUrl')
  if (options.loginChallenge !== undefined && typeof options.loginChallenge !== 'function')
    fail('`loginChallenge` must be a function.')
  if (options.locale !== undefined && typeof options.locale !== 'string')
    fail('`locale` must be a language tag such as "de".')

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
    const known = [
      ...booleanFeatures,
      'socials',
      'connectorTypeOrder',
      'walletFeaturesOrder',
      'connectMethodsOrder',
    ]
    for (const key of Object.keys(features))
      if (!known.includes(key)) fail(`\`features\` has an unknown feature "${key}".`)
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
}

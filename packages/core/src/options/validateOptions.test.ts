import { mockAdapter } from '@latch/test'
import { expect, test } from 'vitest'
import { InvalidOptionsError } from '../errors/options.js'
import { mainnet } from '../networks/mainnet.js'
import { optimism } from '../networks/optimism.js'
import { validateOptions } from './validateOptions.js'

const base = () => ({ adapters: [mockAdapter()], networks: [mainnet] })

const call = async () => {
  throw new Error('not called')
}
/** A SIWX config of the right shape (AppKit's `SIWXConfig`); its methods are never called here. */
const siwx = {
  createMessage: call,
  addSession: call,
  revokeSession: call,
  setSessions: call,
  getSessions: call,
}
/** A legacy SIWE config of the right shape (AppKit's `SIWEConfig`). */
const siweConfig = {
  getNonce: call,
  createMessage: () => '',
  verifyMessage: call,
  getSession: call,
  signOut: call,
}

/** The short message `validateOptions` throws for `options`. */
function messageOf(options: unknown): string {
  try {
    validateOptions(options)
  } catch (error) {
    if (error instanceof InvalidOptionsError) return error.shortMessage
    throw error
  }
  throw new Error('validateOptions accepted the options')
}

test('default', () => {
  expect(() => validateOptions(base())).not.toThrow()
})

test('behavior: accepts every option set correctly', () => {
  const options = {
    adapters: [mockAdapter()],
    networks: [mainnet, optimism],
    defaultNetwork: optimism,
    projectId: 'abc123',
    metadata: {
      name: 'Latch',
      description: 'Demo',
      url: 'https://latch.dev',
      icons: ['https://latch.dev/icon.png'],
    },
    features: {
      swaps: false,
      onramp: true,
      receive: true,
      send: true,
      email: false,
      emailShowWallets: true,
      socials: ['google', 'github'],
      connectorTypeOrder: ['injected', 'recent', 'walletConnect'],
      history: true,
      analytics: false,
      allWallets: true,
      legalCheckbox: true,
      smartSessions: false,
      collapseWallets: false,
      walletFeaturesOrder: ['send', 'receive'],
      connectMethodsOrder: ['email', 'wallet'],
      pay: false,
    },
    themeMode: 'dark',
    themeVariables: { '--w3m-accent': '#000', '--w3m-z-index': 1000 },
    termsConditionsUrl: 'https://latch.dev/terms',
    relayUrl: 'wss://latch.dev/relay',
    privacyPolicyUrl: 'http://localhost:3000/privacy',
    customWallets: [{ id: 'my', name: 'My Wallet', homepage: 'https://my.wallet' }],
    includeWalletIds: ['a'],
    excludeWalletIds: ['b'],
    featuredWalletIds: ['c'],
    allWallets: 'ONLY_MOBILE',
    enableNetworkSwitch: false,
    allowUnsupportedChain: true,
    enableEmbedded: false,
    disableAppend: true,
    basic: false,
    enableReconnect: false,
    debug: true,
    locale: 'de',
    siwx,
    loginChallenge: async () => 'token',
  }
  expect(() => validateOptions(options)).not.toThrow()
  expect(() => validateOptions({ ...base(), features: { socials: false } })).not.toThrow()
  expect(() => validateOptions({ ...base(), siweConfig })).not.toThrow()
})

test('error: not an object', () => {
  expect(messageOf(undefined)).toMatchInlineSnapshot(`"\`createAppKit\` needs an options object."`)
  expect(messageOf([])).toMatchInlineSnapshot(`"\`createAppKit\` needs an options object."`)
})

test('error: siweConfig and siwx together', () => {
  expect(messageOf({ ...base(), siweConfig, siwx })).toMatchInlineSnapshot(
    `"Cannot set both \`siweConfig\` and \`siwx\` options."`,
  )
  // Checked first: the spec's message wins over any other mistake.
  expect(messageOf({ siweConfig: {}, siwx: {} })).toBe(
    'Cannot set both `siweConfig` and `siwx` options.',
  )
})

test('error: adapters', () => {
  expect(messageOf({ adapters: mockAdapter(), networks: [mainnet] })).toMatchInlineSnapshot(
    `"\`adapters\` must be an array of adapters, e.g. \`[createEvmAdapter()]\`."`,
  )
  expect(messageOf({ adapters: [{}], networks: [mainnet] })).toMatchInlineSnapshot(
    `"Every entry of \`adapters\` must be an adapter object."`,
  )
  expect(
    messageOf({ adapters: [mockAdapter(), mockAdapter()], networks: [mainnet] }),
  ).toMatchInlineSnapshot(`"\`adapters\` has two adapters for namespace eip155."`)
})

test('error: networks', () => {
  const adapters = [mockAdapter()]
  expect(messageOf({ adapters })).toMatchInlineSnapshot(
    `"\`networks\` must list at least one network."`,
  )
  expect(messageOf({ adapters, networks: [] })).toMatchInlineSnapshot(
    `"\`networks\` must list at least one network."`,
  )
  expect(messageOf({ adapters, networks: ['eip155:1'] })).toMatchInlineSnapshot(
    `"\`networks[0]\` must be a network object."`,
  )
  expect(
    messageOf({ adapters, networks: [{ ...mainnet, chainNamespace: 'cosmos' }] }),
  ).toMatchInlineSnapshot(
    `"\`networks[0].chainNamespace\` must be one of eip155, solana, bip122, polkadot."`,
  )
  expect(
    messageOf({ adapters, networks: [{ ...mainnet, caipNetworkId: 'eip155:10' }] }),
  ).toMatchInlineSnapshot(`"\`networks[0].caipNetworkId\` must be "eip155:1"."`)
  expect(messageOf({ adapters, networks: [{ ...mainnet, name: '' }] })).toMatchInlineSnapshot(
    `"\`networks[0].name\` must be a non-empty string."`,
  )
  expect(
    messageOf({ adapters, networks: [{ ...mainnet, nativeCurrency: { symbol: 'ETH' } }] }),
  ).toMatchInlineSnapshot(
    `"\`networks[0].nativeCurrency\` must have a name, a symbol and decimals."`,
  )
  expect(
    messageOf({ adapters, networks: [{ ...mainnet, rpcUrls: { default: { http: [] } } }] }),
  ).toMatchInlineSnapshot(`"\`networks[0].rpcUrls.default.http\` must list at least one URL."`)
  expect(messageOf({ adapters, networks: [mainnet, optimism, mainnet] })).toMatchInlineSnapshot(
    `"\`networks\` lists eip155:1 twice."`,
  )
})

// Regression test: this was a bug found while writing these tests.
test('error: networks: nativeCurrency without name and symbol', () => {
  expect(
    messageOf({ ...base(), networks: [{ ...mainnet, nativeCurrency: { decimals: 18 } }] }),
  ).toBe('`networks[0].nativeCurrency` must have a name, a symbol and decimals.')
})

test('error: defaultNetwork', () => {
  expect(messageOf({ ...base(), defaultNetwork: optimism })).toMatchInlineSnapshot(
    `"\`defaultNetwork\` must be one of \`networks\`."`,
  )
  expect(
    messageOf({ ...base(), defaultNetwork: { ...mainnet, rpcUrls: {} } }),
  ).toMatchInlineSnapshot(`"\`defaultNetwork.rpcUrls.default.http\` must list at least one URL."`)
})

test('error: projectId, themeMode, allWallets, locale', () => {
  expect(messageOf({ ...base(), projectId: 42 })).toMatchInlineSnapshot(
    `"\`projectId\` must be a string."`,
  )
  expect(messageOf({ ...base(), themeMode: 'system' })).toMatchInlineSnapshot(
    `"\`themeMode\` must be "light" or "dark"."`,
  )
  expect(messageOf({ ...base(), allWallets: 'show' })).toMatchInlineSnapshot(
    `"\`allWallets\` must be "SHOW", "HIDE" or "ONLY_MOBILE"."`,
  )
  expect(messageOf({ ...base(), locale: 49 })).toMatchInlineSnapshot(
    `"\`locale\` must be a language tag such as "de"."`,
  )
})

test('error: loginChallenge', () => {
  expect(messageOf({ ...base(), loginChallenge: 'token' })).toMatchInlineSnapshot(
    `"\`loginChallenge\` must be a function."`,
  )
})

test('error: themeVariables', () => {
  expect(messageOf({ ...base(), themeVariables: 'dark' })).toMatchInlineSnapshot(
    `"\`themeVariables\` must be an object."`,
  )
  expect(messageOf({ ...base(), themeVariables: { '--w3m-accent': null } })).toMatchInlineSnapshot(
    `"\`themeVariables["--w3m-accent"]\` must be a string or a number."`,
  )
})

test('error: boolean options', () => {
  for (const name of [
    'enableNetworkSwitch',
    'allowUnsupportedChain',
    'enableEmbedded',
    'disableAppend',
    'enableReconnect',
    'debug',
    'enableWallets',
    'enableWalletConnect',
    'enableInjected',
    'enableEIP6963',
    'enableMobileFullScreen',
  ])
    expect(messageOf({ ...base(), [name]: 'true' })).toBe(`\`${name}\` must be a boolean.`)
})

test('error: wallet id lists', () => {
  for (const name of ['includeWalletIds', 'excludeWalletIds', 'featuredWalletIds']) {
    expect(messageOf({ ...base(), [name]: 'io.metamask' })).toBe(
      `\`${name}\` must be an array of strings.`,
    )
    expect(messageOf({ ...base(), [name]: ['io.metamask', 1] })).toBe(
      `\`${name}\` must be an array of strings.`,
    )
  }
})

test('error: legal links', () => {
  expect(messageOf({ ...base(), termsConditionsUrl: 'javascript:alert(1)' })).toMatchInlineSnapshot(
    `"\`termsConditionsUrl\` must be an http(s) URL."`,
  )
  expect(messageOf({ ...base(), termsConditionsUrl: '/terms' })).toBe(
    '`termsConditionsUrl` must be an http(s) URL.',
  )
  expect(messageOf({ ...base(), privacyPolicyUrl: 'data:text/html,hi' })).toMatchInlineSnapshot(
    `"\`privacyPolicyUrl\` must be an http(s) URL."`,
  )
})

test('error: relayUrl', () => {
  for (const relayUrl of ['https://latch.dev/relay', 'latch.dev', 'ws://', 'wss://a b', 42])
    expect(messageOf({ ...base(), relayUrl })).toBe('`relayUrl` must be a ws:// or wss:// URL.')
  expect(() => validateOptions({ ...base(), relayUrl: 'ws://127.0.0.1:8787/relay' })).not.toThrow()
})

test('error: metadata', () => {
  expect(messageOf({ ...base(), metadata: 'Latch' })).toMatchInlineSnapshot(
    `"\`metadata\` must be an object."`,
  )
  expect(messageOf({ ...base(), metadata: { url: 'https://latch.dev' } })).toMatchInlineSnapshot(
    `"\`metadata.name\` must be a string."`,
  )
  expect(
    messageOf({ ...base(), metadata: { name: 'Latch', url: 'ftp://latch.dev' } }),
  ).toMatchInlineSnapshot(`"\`metadata.url\` must be an http(s) URL."`)
  expect(
    messageOf({ ...base(), metadata: { name: 'Latch', icons: 'https://latch.dev/icon.png' } }),
  ).toMatchInlineSnapshot(`"\`metadata.icons\` must be an array of strings."`)
})

test('error: customWallets', () => {
  expect(messageOf({ ...base(), customWallets: {} })).toMatchInlineSnapshot(
    `"\`customWallets\` must be an array."`,
  )
  expect(messageOf({ ...base(), customWallets: [{ name: 'No id' }] })).toMatchInlineSnapshot(
    `"\`customWallets[0]\` must have a string id and name."`,
  )
  expect(
    messageOf({
      ...base(),
      customWallets: [{ id: 'a', name: 'A', webapp_link: 'javascript:alert(1)' }],
    }),
  ).toMatchInlineSnapshot(`"\`customWallets[0].webapp_link\` must be an http(s) URL."`)
  expect(messageOf({ ...base(), customWallets: [{ id: 'a', name: 'A', image_url: 'nope' }] })).toBe(
    '`customWallets[0].image_url` must be an http(s) URL.',
  )
})

test('error: features', () => {
  expect(messageOf({ ...base(), features: true })).toMatchInlineSnapshot(
    `"\`features\` must be an object."`,
  )
  expect(messageOf({ ...base(), features: { swaps: 'yes' } })).toMatchInlineSnapshot(
    `"\`features.swaps\` must be a boolean."`,
  )
  expect(messageOf({ ...base(), features: { socials: true } })).toMatchInlineSnapshot(
    `"\`features.socials\` must be an array of strings."`,
  )
  expect(
    messageOf({ ...base(), features: { connectorTypeOrder: ['injected', 'qr'] } }),
  ).toMatchInlineSnapshot(
    `"\`features.connectorTypeOrder\` has an unknown entry "qr"; allowed: walletConnect, recent, injected, featured, custom, external, recommended."`,
  )
  expect(
    messageOf({ ...base(), features: { connectMethodsOrder: ['passkey'] } }),
  ).toMatchInlineSnapshot(
    `"\`features.connectMethodsOrder\` has an unknown entry "passkey"; allowed: wallet, email, social."`,
  )
  expect(
    messageOf({ ...base(), features: { walletFeaturesOrder: ['bridge'] } }),
  ).toMatchInlineSnapshot(
    `"\`features.walletFeaturesOrder\` has an unknown entry "bridge"; allowed: onramp, swaps, receive, send."`,
  )
})

test('behavior: the error names the options docs', () => {
  try {
    validateOptions({})
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidOptionsError)
    expect((error as InvalidOptionsError).name).toBe('InvalidOptionsError')
    expect((error as InvalidOptionsError).docsPath).toBe('/options')
    return
  }
  throw new Error('validateOptions accepted {}')
})

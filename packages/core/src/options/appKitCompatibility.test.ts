import { fakeEmbeddedWallet, memoryStorage, mockAdapter } from '@latch/test'
import { mainnet as viemMainnet, optimism as viemOptimism } from 'viem/chains'
import { afterEach, beforeEach, expect, type MockInstance, onTestFinished, test, vi } from 'vitest'
import { mount } from '../actions/mount.js'
import { createConfig } from '../config/createConfig.js'
import { InvalidOptionsError } from '../errors/options.js'
import { mainnet } from '../networks/mainnet.js'
import { solana } from '../networks/solana.js'
import { resetWarnings } from '../utils/warnOnce.js'
import {
  appKitFeatures,
  appKitOptions,
  appKitThemeVariables,
  type CompatibilityEntry,
} from './appKitCompatibility.js'
import { validateOptions } from './validateOptions.js'

let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  resetWarnings()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  warn.mockRestore()
})

const base = () => ({ adapters: [mockAdapter()], networks: [mainnet] })

/** The options object that sets one table entry (`features.swaps` sets `features: { swaps }`). */
function setting(entry: CompatibilityEntry, value: unknown) {
  const feature = entry.name.startsWith('features.') ? entry.name.slice(9) : undefined
  if (feature) return { ...base(), features: { [feature]: value } }
  if (entry.name.startsWith('--')) return { ...base(), themeVariables: { [entry.name]: value } }
  return { ...base(), [entry.name]: value }
}

/** A value of the entry's option that does not behave as in AppKit (so it must warn). */
const differentValue = (entry: CompatibilityEntry) => !entry.sameWhen?.(true)

/** The warnings written, once the lazily loaded table has answered. */
async function warnings(): Promise<string[]> {
  await vi.dynamicImportSettled()
  return warn.mock.calls.map(([message]) => String(message))
}

const reported = [...appKitOptions, ...appKitFeatures].filter((e) => e.status !== 'supported')

test('default: a plain Latch setup warns about nothing', async () => {
  validateOptions({ ...base(), themeVariables: { '--w3m-accent': '#f00' }, features: {} })
  expect(await warnings()).toEqual([])
})

test.each(reported.map((entry) => [entry.name, entry] as const))(
  'behavior: %s warns once, naming it and what Latch does instead',
  async (name, entry) => {
    validateOptions(setting(entry, differentValue(entry)))
    validateOptions(setting(entry, differentValue(entry)))
    const written = await warnings()
    expect(written).toHaveLength(1)
    expect(written[0]).toMatch(/^Latch: `/)
    expect(written[0]).toContain(`\`${name}\``)
    expect(written[0]).toContain(entry.note)
  },
)

test('behavior: a value that behaves as in AppKit does not warn (a feature Latch lacks, off)', async () => {
  for (const entry of reported.filter((e) => e.sameWhen?.(true) || e.sameWhen?.(false)))
    validateOptions(setting(entry, !differentValue(entry)))
  validateOptions({ ...base(), defaultAccountTypes: { eip155: 'eoa', solana: 'eoa' } })
  expect(await warnings()).toEqual([])
})

test('behavior: supported options, features and theme variables do not warn', async () => {
  for (const entry of [...appKitFeatures, ...appKitThemeVariables].filter(
    (e) => e.status === 'supported',
  ))
    if (!entry.name.endsWith('Order') && entry.name !== 'features.socials')
      validateOptions(setting(entry, entry.name.startsWith('--') ? '1px' : true))
  validateOptions({
    ...base(),
    enableWallets: true,
    enableWalletConnect: false,
    enableInjected: false,
    enableEIP6963: true,
    chainImages: { 1: 'https://latch.dev/eth.png' },
    connectorImages: { 'io.metamask': 'data:image/png;base64,AAAA' },
    customRpcUrls: { 'eip155:1': [{ url: 'https://rpc.latch.dev' }] },
  })
  expect(await warnings()).toEqual([])
})

test('behavior: legalCheckbox, collapseWallets and emailShowWallets are built: no warning either way', async () => {
  for (const value of [true, false])
    validateOptions({
      ...base(),
      termsConditionsUrl: 'https://example.com/terms',
      features: { legalCheckbox: value, collapseWallets: value, emailShowWallets: value },
    })
  expect(await warnings()).toEqual([])
  const entries = appKitFeatures.filter((entry) =>
    ['features.legalCheckbox', 'features.collapseWallets', 'features.emailShowWallets'].includes(
      entry.name,
    ),
  )
  expect(entries.map((entry) => entry.status)).toEqual(['supported', 'supported', 'supported'])
})

test('behavior: every supported top-level option is one validateOptions handles itself', async () => {
  const url = 'https://latch.dev'
  const valid: Record<string, unknown> = {
    adapters: [mockAdapter()],
    networks: [mainnet],
    defaultNetwork: mainnet,
    projectId: 'p',
    metadata: { name: 'Latch', description: '', url, icons: [] },
    features: {},
    themeMode: 'dark',
    themeVariables: {},
    termsConditionsUrl: url,
    privacyPolicyUrl: url,
    featuredWalletIds: [],
    includeWalletIds: [],
    excludeWalletIds: [],
    customWallets: [],
    allWallets: 'HIDE',
    enableWallets: false,
    enableWalletConnect: false,
    enableInjected: false,
    enableEIP6963: false,
    enableNetworkSwitch: false,
    allowUnsupportedChain: true,
    enableReconnect: false,
    debug: true,
    enableEmbedded: true,
    disableAppend: true,
    enableMobileFullScreen: true,
    chainImages: {},
    connectorImages: {},
    customRpcUrls: {},
    siwx: {},
    siweConfig: {},
  }
  for (const entry of appKitOptions.filter((e) => e.status === 'supported')) {
    expect(entry.name in valid, entry.name).toBe(true)
    validateOptions({ ...base(), [entry.name]: valid[entry.name] })
  }
  expect(await warnings()).toEqual([])
})

test('behavior: an option neither Latch nor AppKit knows warns as a likely typo, not a throw', async () => {
  expect(() =>
    validateOptions({
      ...base(),
      enableWalletconnect: false,
      features: { emails: true },
      themeVariables: { '--w3m-background': '#fff' },
    }),
  ).not.toThrow()
  expect(await warnings()).toEqual([
    'Latch: `enableWalletconnect` is not an option of Latch or AppKit and is ignored (a typo?). See docs/migrating-from-appkit.md.',
    'Latch: `themeVariables.--w3m-background` is not an option of Latch or AppKit and is ignored (a typo?). See docs/migrating-from-appkit.md.',
    'Latch: `features.emails` is not an option of Latch or AppKit and is ignored (a typo?). See docs/migrating-from-appkit.md.',
  ])
})

// The findings of issue 15, each of which threw before.
test('behavior: --apkt-* and --w3m-qr-color theme variables are accepted', async () => {
  expect(() =>
    validateOptions({
      ...base(),
      themeVariables: {
        '--apkt-accent': '#00BB7F',
        '--apkt-color-mix': '#00BB7F',
        '--apkt-color-mix-strength': 40,
        '--w3m-qr-color': '#123456',
        '--apkt-qr-color': '#123456',
      },
    }),
  ).not.toThrow()
  expect(await warnings()).toEqual([])
})

test('behavior: viem chain objects are accepted as networks and defaultNetwork', () => {
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [viemMainnet, viemOptimism],
    defaultNetwork: viemOptimism,
    storage: memoryStorage(),
  })
  const chain = config.store.getState().chains.eip155
  expect(chain?.network.caipNetwork?.caipNetworkId).toBe('eip155:10')
  expect(chain?.network.requestedNetworks.map((n) => n.caipNetworkId)).toEqual([
    'eip155:1',
    'eip155:10',
  ])
  expect(config.options.networks[0]).toMatchObject({
    chainNamespace: 'eip155',
    name: viemMainnet.name,
    rpcUrls: { default: { http: viemMainnet.rpcUrls.default.http } },
  })
})

test('behavior: features.headless is accepted', async () => {
  expect(() => validateOptions({ ...base(), features: { headless: true } })).not.toThrow()
  expect(await warnings()).toEqual([])
  expect(() => validateOptions({ ...base(), features: { headless: 'yes' } })).toThrow(
    '`features.headless` must be a boolean.',
  )
})

test('behavior: leaving out adapters is accepted, with one warning per namespace without one', async () => {
  const config = createConfig({ networks: [mainnet, solana], storage: memoryStorage() })
  expect(Object.keys(config.store.getState().chains)).toEqual(['eip155', 'solana'])
  expect([...config.adapters.keys()]).toEqual(['eip155', 'solana'])
  createConfig({ networks: [mainnet], storage: memoryStorage() })
  expect(await warnings()).toEqual([
    'Latch: `networks` has eip155:1 but `adapters` has no adapter for eip155: it connects through WalletConnect and the email wallet only (no browser wallets, no balance).',
    `Latch: \`networks\` has ${solana.caipNetworkId} but \`adapters\` has no adapter for solana: it connects through WalletConnect and the email wallet only (no browser wallets, no balance).`,
  ])
})

test('behavior: without adapters, the email wallet (a connector spanning namespaces) connects', async () => {
  const address = '0x0000000000000000000000000000000000000abc'
  const wallet = fakeEmbeddedWallet((context) => ({
    connectOtp: async () => {
      context().connect({ eip155: { accounts: [address], chainId: 1 } }, { email: 'a@b.c' })
      return 'CONNECTED' as const
    },
  }))
  const config = createConfig(
    { networks: [mainnet], storage: memoryStorage(), enableReconnect: false },
    { connectors: [wallet] },
  )
  onTestFinished(mount(config))
  await wallet.connectOtp({ otp: '123456' } as never)
  const account = config.store.getState().chains.eip155?.account
  expect(account?.status).toBe('connected')
  expect(account?.address).toBe(address)
})

test('behavior: a namespace with an adapter keeps it; the others get one that lists no wallets', () => {
  const adapter = mockAdapter()
  const config = createConfig({
    adapters: [adapter],
    networks: [mainnet, solana],
    storage: memoryStorage(),
  })
  expect(config.adapters.get('eip155')).toBe(adapter)
  const setConnectors = vi.fn()
  config.adapters.get('solana')?.setup({
    setConnectors,
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {},
  })
  expect(setConnectors).not.toHaveBeenCalled()
})

test('parameters: customRpcUrls replace a network RPC URLs', () => {
  const config = createConfig({
    ...base(),
    networks: [mainnet, viemOptimism],
    customRpcUrls: { 'eip155:10': [{ url: 'https://op.rpc.latch.dev' }] },
    storage: memoryStorage(),
  })
  expect(config.options.networks[0]?.rpcUrls.default.http).toEqual(mainnet.rpcUrls.default.http)
  expect(config.options.networks[1]?.rpcUrls.default.http).toEqual(['https://op.rpc.latch.dev'])
})

test('error: invalid values of options Latch implements still throw', () => {
  for (const [options, message] of [
    [{ enableWalletConnect: 'no' }, '`enableWalletConnect` must be a boolean.'],
    [
      { chainImages: { 1: 'javascript:alert(1)' } },
      '`chainImages["1"]` must be an https, http or data URL.',
    ],
    [{ connectorImages: [] }, '`connectorImages` must be an object of image URLs.'],
    [
      { customRpcUrls: { 'eip155:1': 'https://rpc' } },
      '`customRpcUrls["eip155:1"]` must be an array of `{ url }`.',
    ],
    [
      { customRpcUrls: { 'eip155:1': [{ url: 'ftp://rpc' }] } },
      '`customRpcUrls["eip155:1"][0].url` must be an http(s) URL.',
    ],
    [
      { themeVariables: { '--apkt-z-index': null } },
      '`themeVariables["--apkt-z-index"]` must be a string or a number.',
    ],
    [{ features: { pay: 'yes' } }, '`features.pay` must be a boolean.'],
  ] as const)
    expect(() => validateOptions({ ...base(), ...options })).toThrow(
      new InvalidOptionsError(message),
    )
})

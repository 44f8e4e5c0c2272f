import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Config,
  closeModal,
  connect,
  createConfig,
  disconnect as latchDisconnect,
  switchNetwork as latchSwitchNetwork,
  mount,
  type Network,
} from '@latch/core'
import { storageKeys } from '@latch/core/internal'
import { defineDevnetNetwork, solana } from '@latch/core/networks'
import { type Devnet, startDevnet } from '@latch/devnet'
import { type DevWalletHandle, installDevWallet } from '@latch/devnet/wallet'
import { memoryStorage } from '@latch/test'
import {
  createStorage,
  getAccount,
  getClient,
  noopStorage,
  reconnect,
  sendTransaction,
  signMessage,
  switchChain,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
  waitForTransactionReceipt,
  writeContract,
} from '@wagmi/core'
import {
  defineChain,
  erc20Abi,
  http,
  parseEther,
  UserRejectedRequestError,
  verifyMessage,
} from 'viem'
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  expect,
  onTestFinished,
  test,
  vi,
} from 'vitest'
import { latchConnectorId } from './latchConnector.js'
import { WagmiAdapter } from './WagmiAdapter.js'

/**
 * The adapter's behaviour with a real devnet (anvil), the dev wallet and wagmi's own actions.
 * Each wagmi major runs these: WagmiAdapter.test.ts on wagmi 3 (the workspace's), and
 * WagmiAdapter.wagmi2.test.ts with `@wagmi/core` 2 in its place for the adapter and the actions.
 * `ports` keeps the two files' devnets apart, as vitest may run them at once.
 */
export function describeWagmiAdapter(ports: readonly [number, number]) {
  let devnet: Devnet
  let wallet: DevWalletHandle
  let networks: [Network, Network]

  beforeAll(async () => {
    devnet = await startDevnet({
      // Ports of their own: the end-to-end and dev-wallet tests' devnets may run at the same time.
      chains: [
        { chainId: 31337, port: ports[0], name: 'Wagmi Test A' },
        { chainId: 31338, port: ports[1], name: 'Wagmi Test B' },
      ],
      manifestPath: join(tmpdir(), `latch-wagmi-test-${ports[0]}-${process.pid}`, 'manifest.json'),
      solana: false,
    })
    const [a, b] = devnet.manifest.chains.map((chain) => defineDevnetNetwork(chain))
    networks = [a!, b!]
  })

  afterAll(async () => {
    await devnet?.stop()
  })

  beforeEach(() => {
    localStorage.clear()
    wallet = installDevWallet({
      accounts: devnet.manifest.accounts,
      chains: devnet.manifest.chains,
      knownChainIds: devnet.manifest.chains.map((chain) => chain.chainId),
      autoApprove: true,
    })
  })

  afterEach(() => {
    wallet.uninstall()
    delete (window as { ethereum?: unknown }).ethereum
  })

  const account = (index: number) => devnet.manifest.accounts[index]!.address

  /** A running Latch with the adapter, as `createAppKit` would start it. */
  function start(storage = memoryStorage()) {
    const adapter = new WagmiAdapter({ networks: [...networks, solana] })
    const config = createConfig({ adapters: [adapter], networks, storage })
    onTestFinished(mount(config))
    return { adapter, config, wagmi: adapter.wagmiConfig, storage }
  }

  const connectInModal = (config: Config) => connect(config, { connectorId: wallet.info.rdns })
  const latchStatus = (config: Config) => config.store.getState().chains.eip155?.account.status

  test('default: wagmi has the eip155 chains and one connector, Latch', () => {
    const { wagmi } = start()
    expect(wagmi.chains.map((chain) => chain.id)).toEqual([31337, 31338])
    expect(wagmi.connectors.map((connector) => connector.id)).toEqual([latchConnectorId])
    expect(wagmi._internal.mipd).toBeUndefined()
    expect(getAccount(wagmi).status).toBe('disconnected')
  })

  test("parameters: ssr, storage and transports are wagmi's; http on the network's RPC by default", () => {
    const storage = createStorage({ storage: noopStorage, key: 'site' })
    const transport = http(networks[0].rpcUrls.default.http[0], { batch: true })
    const wagmi = new WagmiAdapter({
      networks,
      ssr: true,
      storage,
      transports: { 31338: transport },
    }).wagmiConfig
    expect(wagmi._internal.ssr).toBe(true)
    expect(wagmi.storage).toBe(storage)
    expect(wagmi._internal.transports?.[31338]).toBe(transport)
    expect(getClient(wagmi, { chainId: 31337 })?.transport).toMatchObject({
      type: 'http',
      url: networks[0].rpcUrls.default.http[0],
    })
  })

  test('behavior: viem chains as networks, for Latch and wagmi alike', async () => {
    const toChain = (network: Network) =>
      defineChain({
        id: Number(network.id),
        name: network.name,
        nativeCurrency: network.nativeCurrency,
        rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
      })
    const chains = [toChain(networks[0]), toChain(networks[1])] as const
    const adapter = new WagmiAdapter({ networks: chains })
    const config = createConfig({ adapters: [adapter], networks: chains, storage: memoryStorage() })
    onTestFinished(mount(config))
    const wagmi = adapter.wagmiConfig
    expect(wagmi.chains).toEqual(chains)
    await connectInModal(config)
    await vi.waitFor(() =>
      expect(getAccount(wagmi)).toMatchObject({ status: 'connected', chainId: 31337 }),
    )
    await switchChain(wagmi, { chainId: 31338 })
    expect(config.store.getState().chains.eip155?.network.caipNetwork?.caipNetworkId).toBe(
      'eip155:31338',
    )
  })

  test('behavior: a modal connection connects wagmi, whose hooks then use the wallet', async () => {
    const { config, wagmi } = start()
    await connectInModal(config)
    await vi.waitFor(() =>
      expect(getAccount(wagmi)).toMatchObject({
        status: 'connected',
        address: account(0),
        chainId: 31337,
        connector: { id: latchConnectorId },
      }),
    )

    const hash = await sendTransaction(wagmi, { to: account(1), value: parseEther('0.001') })
    const receipt = await waitForTransactionReceipt(wagmi, { hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(account(0).toLowerCase())

    // useWriteContract's action: an ERC-20 transfer of the devnet's token.
    const token = devnet.manifest.chains[0]!.contracts.usd.address
    const transfer = await writeContract(wagmi, {
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account(1), 1n],
    })
    await expect(waitForTransactionReceipt(wagmi, { hash: transfer })).resolves.toMatchObject({
      status: 'success',
      to: token.toLowerCase(),
    })

    const signature = await signMessage(wagmi, { message: 'Hello from wagmi' })
    await expect(
      verifyMessage({ address: account(0), message: 'Hello from wagmi', signature }),
    ).resolves.toBe(true)
  })

  test('behavior: wagmi switchChain switches Latch, and the wallet reports it to both', async () => {
    const { config, wagmi } = start()
    await connectInModal(config)
    await vi.waitFor(() => expect(getAccount(wagmi).status).toBe('connected'))

    await switchChain(wagmi, { chainId: 31338 })
    expect(config.store.getState().chains.eip155?.network.caipNetwork?.id).toBe(31338)
    expect(getAccount(wagmi).chainId).toBe(31338)
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')

    // The modal's network switch (core's switchNetwork) reaches wagmi as well.
    await latchSwitchNetwork(config, { network: networks[0] })
    await vi.waitFor(() => expect(getAccount(wagmi).chainId).toBe(31337))
    await switchChain(wagmi, { chainId: 31338 })

    wallet.switchChain(31337)
    await vi.waitFor(() => expect(getAccount(wagmi).chainId).toBe(31337))
    expect(config.store.getState().chains.eip155?.network.caipNetwork?.id).toBe(31337)

    wallet.selectAccount(1)
    await vi.waitFor(() => expect(getAccount(wagmi).address).toBe(account(1)))
    expect(config.store.getState().chains.eip155?.account.address?.toLowerCase()).toBe(
      account(1).toLowerCase(),
    )
  })

  test('behavior: a disconnect on either side disconnects the other', async () => {
    const { config, wagmi } = start()
    await connectInModal(config)
    await vi.waitFor(() => expect(getAccount(wagmi).status).toBe('connected'))
    await wagmiDisconnect(wagmi)
    expect(latchStatus(config)).toBe('disconnected')
    expect(getAccount(wagmi).status).toBe('disconnected')

    await connectInModal(config)
    await vi.waitFor(() => expect(getAccount(wagmi).status).toBe('connected'))
    await latchDisconnect(config)
    expect(getAccount(wagmi).status).toBe('disconnected')

    await connectInModal(config)
    await vi.waitFor(() => expect(getAccount(wagmi).status).toBe('connected'))
    wallet.disconnect()
    await vi.waitFor(() => expect(getAccount(wagmi).status).toBe('disconnected'))
    expect(latchStatus(config)).toBe('disconnected')
  })

  test('behavior: wagmi reconnect on load restores through Latch, without a prompt', async () => {
    const first = start()
    await connectInModal(first.config)
    await vi.waitFor(() => expect(getAccount(first.wagmi).status).toBe('connected'))

    // The next page load: the same stored connection, a new Latch and a new wagmi config.
    const request = vi.spyOn(wallet.provider, 'request')
    const { config, wagmi } = start(first.storage)
    const [connection] = await reconnect(wagmi)
    expect(connection).toMatchObject({ accounts: [account(0)], chainId: 31337 })
    expect(getAccount(wagmi).status).toBe('connected')
    expect(latchStatus(config)).toBe('connected')
    const methods = request.mock.calls.map(([{ method }]) => method)
    expect(methods).toContain('eth_accounts')
    expect(methods).not.toContain('eth_requestAccounts')
  })

  test('behavior: Latch set up after wagmi reconnected follows all the same', async () => {
    const adapter = new WagmiAdapter({ networks })
    const wagmi = adapter.wagmiConfig
    await expect(reconnect(wagmi)).resolves.toEqual([])
    const config = createConfig({ adapters: [adapter], networks, storage: memoryStorage() })
    onTestFinished(mount(config))
    await connectInModal(config)
    await vi.waitFor(() =>
      expect(getAccount(wagmi)).toMatchObject({ status: 'connected', address: account(0) }),
    )
  })

  test("behavior: Latch's teardown (destroy) disconnects wagmi, not the stored connection", async () => {
    const adapter = new WagmiAdapter({ networks })
    const config = createConfig({ adapters: [adapter], networks, storage: memoryStorage() })
    const stop = mount(config)
    await connectInModal(config)
    await vi.waitFor(() => expect(getAccount(adapter.wagmiConfig).status).toBe('connected'))
    stop()
    expect(getAccount(adapter.wagmiConfig).status).toBe('disconnected')
    expect(config.storage.getString(storageKeys.connectorId('eip155'))).toBe(wallet.info.rdns)
  })

  test('behavior: reconnect with nothing stored leaves wagmi disconnected', async () => {
    const { wagmi } = start()
    await expect(reconnect(wagmi)).resolves.toEqual([])
    expect(getAccount(wagmi).status).toBe('disconnected')
  })

  test('behavior: wagmi connect opens the modal; closing it is a refusal', async () => {
    const { config, wagmi } = start()
    const connector = wagmi.connectors[0]!
    const connecting = wagmiConnect(wagmi, { connector })
    await vi.waitFor(() => expect(config.store.getState().modal.status).toBe('open'))
    await closeModal(config)
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)

    const connected = wagmiConnect(wagmi, { connector })
    await vi.waitFor(() => expect(config.store.getState().modal.status).toBe('open'))
    await connectInModal(config)
    await expect(connected).resolves.toMatchObject({ accounts: [account(0)], chainId: 31337 })
    expect(getAccount(wagmi).status).toBe('connected')
  })

  test('behavior: the adapter is an eip155 adapter that finds browser wallets', async () => {
    const { adapter, config } = start()
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.discoveryTimeoutMs).toBe(1000)
    await vi.waitFor(() =>
      expect(config.store.getState().connectors.map((c) => c.id)).toContain(wallet.info.rdns),
    )
    const balance = await adapter.getBalance({ address: account(2), network: networks[0] })
    expect(balance).toMatchObject({ decimals: 18, symbol: 'ETH' })
    expect(balance.value).toBeGreaterThan(0n)
  })

  test('behavior: `connectors` are left out, with one console warning that names them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    onTestFinished(() => warn.mockRestore())
    const { wagmi } = start()
    const withConnectors = () =>
      new WagmiAdapter({ networks, connectors: [wagmi.connectors[0]!] as never })
    expect(withConnectors().wagmiConfig.connectors.map((c) => c.id)).toEqual([latchConnectorId])
    withConnectors()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(/WagmiAdapter ignores `connectors`/)
  })
}

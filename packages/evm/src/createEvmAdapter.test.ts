import {
  type AdapterContext,
  ChainNotAddedError,
  type Connector,
  NoAccountsError,
  RequestPendingError,
  UserRejectedRequestError,
  WalletRequestError,
} from '@latch/core'
import { defineDevnetNetwork, mainnet, optimism } from '@latch/core/networks'
import { expect, test, vi } from 'vitest'

import { createEvmAdapter } from './createEvmAdapter.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const secondAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

type Request = { method: string; params?: unknown }
type Handler = (params: unknown) => unknown

/** A scripted EIP-1193 provider: each method answers from a queue; the last answer repeats. */
class FakeProvider {
  requests: Request[] = []
  #answers = new Map<string, Handler[]>()
  #listeners = new Map<string, Set<(...arguments_: unknown[]) => void>>()

  constructor(answers: Record<string, unknown> = {}) {
    this.answer('eth_requestAccounts', [address, secondAddress])
    this.answer('eth_accounts', [address])
    this.answer('eth_chainId', '0x1')
    this.answer('wallet_switchEthereumChain', null)
    this.answer('wallet_addEthereumChain', null)
    this.answer('wallet_revokePermissions', null)
    for (const [method, value] of Object.entries(answers)) this.answer(method, value)
  }

  /** Sets what `method` answers; `fail(error)` values are thrown. Several values answer in turn. */
  answer(method: string, ...values: unknown[]): this {
    this.#answers.set(
      method,
      values.map((value) =>
        value instanceof Failure
          ? () => {
              throw value.error
            }
          : () => value,
      ),
    )
    return this
  }

  async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    this.requests.push(params === undefined ? { method } : { method, params })
    const queue = this.#answers.get(method)
    const handler = queue && (queue.length > 1 ? queue.shift() : queue[0])
    if (!handler) throw Object.assign(new Error('Method not supported'), { code: 4200 })
    return handler(params)
  }

  on(event: string, listener: (...arguments_: unknown[]) => void) {
    const set = this.#listeners.get(event) ?? new Set()
    set.add(listener)
    this.#listeners.set(event, set)
  }

  removeListener(event: string, listener: (...arguments_: unknown[]) => void) {
    this.#listeners.get(event)?.delete(listener)
  }

  emit(event: string, ...arguments_: unknown[]) {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) listener(...arguments_)
  }

  listenerCount(): number {
    return [...this.#listeners.values()].reduce((sum, set) => sum + set.size, 0)
  }

  get methods(): string[] {
    return this.requests.map((request) => request.method)
  }
}

class Failure {
  constructor(readonly error: unknown) {}
}
const fail = (error: unknown) => new Failure(error)
const rpcError = (code: number, message = 'error') => Object.assign(new Error(message), { code })

const connectorOf = (provider: FakeProvider | undefined, id = 'io.metamask'): Connector => ({
  id,
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  provider,
})

function setup(answers: Record<string, unknown> = {}) {
  const provider = new FakeProvider(answers)
  const connector = connectorOf(provider)
  // A window of its own, so that discovery sees no wallet of another test.
  const adapter = createEvmAdapter({ window: new EventTarget() as unknown as Window })
  const context = {
    setConnectors: vi.fn<AdapterContext['setConnectors']>(),
    onAccountsChanged: vi.fn<AdapterContext['onAccountsChanged']>(),
    onChainChanged: vi.fn<AdapterContext['onChainChanged']>(),
    onDisconnect: vi.fn<AdapterContext['onDisconnect']>(),
  }
  const teardown = adapter.setup(context)
  return { adapter, provider, connector, context, teardown }
}

test('default', async () => {
  const { adapter, provider, connector, context } = setup()
  expect(adapter.namespace).toBe('eip155')
  expect(adapter.discoveryTimeoutMs).toBe(1000)
  expect(context.setConnectors).toHaveBeenLastCalledWith([])

  await expect(adapter.connect({ connector })).resolves.toEqual({
    accounts: [address, secondAddress],
    chainId: 1,
  })
  expect(provider.requests).toEqual([{ method: 'eth_requestAccounts' }, { method: 'eth_chainId' }])
})

test('parameters: discoveryTimeoutMs', () => {
  expect(createEvmAdapter({ discoveryTimeoutMs: 50 }).discoveryTimeoutMs).toBe(50)
})

test('behavior: setup discovers the wallets of the window', () => {
  const target = new EventTarget() as unknown as Window & { ethereum?: unknown }
  target.ethereum = new FakeProvider()
  const setConnectors = vi.fn<AdapterContext['setConnectors']>()
  const teardown = createEvmAdapter({ window: target }).setup({
    setConnectors,
    onAccountsChanged: () => {},
    onChainChanged: () => {},
    onDisconnect: () => {},
  })
  expect(setConnectors).toHaveBeenLastCalledWith([
    expect.objectContaining({ id: 'injected', name: 'Browser Wallet', provider: target.ethereum }),
  ])
  teardown()
})

test('behavior: connect parses chain ids and keeps only well-formed addresses', async () => {
  const { adapter, connector } = setup({
    eth_requestAccounts: [
      'garbage',
      address,
      42,
      `${address}00`,
      '0xZZ9Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      secondAddress.toLowerCase(),
    ],
    eth_chainId: '0xaa36a7',
  })
  await expect(adapter.connect({ connector })).resolves.toEqual({
    accounts: [address, secondAddress.toLowerCase()],
    chainId: 11_155_111,
  })
})

test.each([
  ['0x1', 1],
  ['0xA', 10],
  ['10', 10],
  [137, 137],
])('behavior: chain id %o is %i', async (chainId, expected) => {
  const { adapter, connector } = setup({ eth_chainId: chainId })
  await expect(adapter.connect({ connector })).resolves.toMatchObject({ chainId: expected })
})

test.each(['0x0', '0x', 'mainnet', -1, 0, 1.5, null, '0x1fffffffffffffff'])(
  'error: chain id %o from the wallet',
  async (chainId) => {
    const { adapter, connector } = setup({ eth_chainId: chainId })
    await expect(adapter.connect({ connector })).rejects.toThrow(WalletRequestError)
  },
)

test('error: rejected in the wallet (4001)', async () => {
  const cause = rpcError(4001, 'User rejected the request.')
  const { adapter, connector } = setup({ eth_requestAccounts: fail(cause) })
  const error = await adapter.connect({ connector }).catch((error: unknown) => error)
  expect(error).toBeInstanceOf(UserRejectedRequestError)
  expect((error as UserRejectedRequestError).cause).toBe(cause)
  expect((error as UserRejectedRequestError).details).toBe('User rejected the request.')
})

test('error: a code nested in data.originalError', async () => {
  const { adapter, connector } = setup({
    eth_requestAccounts: fail({ message: 'wrapped', data: { originalError: { code: 4001 } } }),
  })
  await expect(adapter.connect({ connector })).rejects.toThrow(UserRejectedRequestError)
})

test('error: a code nested in cause', async () => {
  const { adapter, connector } = setup({
    eth_requestAccounts: fail(new Error('outer', { cause: rpcError(-32002) })),
  })
  await expect(adapter.connect({ connector })).rejects.toThrow(RequestPendingError)
})

// Regression test: this was a bug found while writing these tests.
test('error: a nested code behind a generic outer -32603', async () => {
  const { adapter, connector } = setup({
    eth_requestAccounts: fail({
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { originalError: { code: 4001, message: 'User rejected the request.' } },
    }),
  })
  await expect(adapter.connect({ connector })).rejects.toThrow(UserRejectedRequestError)
})

test('error: a request already pending (-32002)', async () => {
  const { adapter, connector } = setup({ eth_requestAccounts: fail(rpcError(-32002)) })
  await expect(adapter.connect({ connector })).rejects.toThrow(RequestPendingError)
})

test('error: any other wallet error keeps its code', async () => {
  const { adapter, connector } = setup({ eth_requestAccounts: fail(rpcError(-32603)) })
  const error = await adapter.connect({ connector }).catch((error: unknown) => error)
  expect(error).toBeInstanceOf(WalletRequestError)
  expect((error as WalletRequestError).code).toBe(-32603)

  const { adapter: other, connector: otherConnector } = setup({ eth_requestAccounts: fail('boom') })
  const plain = await other.connect({ connector: otherConnector }).catch((error: unknown) => error)
  expect(plain).toBeInstanceOf(WalletRequestError)
  expect((plain as WalletRequestError).code).toBeUndefined()
})

test('error: no account', async () => {
  const { adapter, provider, connector } = setup({ eth_requestAccounts: [] })
  await expect(adapter.connect({ connector })).rejects.toThrow(NoAccountsError)
  expect(provider.methods).toEqual(['eth_requestAccounts'])

  const { adapter: other, connector: otherConnector } = setup({
    eth_requestAccounts: ['not an address'],
  })
  await expect(other.connect({ connector: otherConnector })).rejects.toThrow(NoAccountsError)

  const { adapter: third, connector: thirdConnector } = setup({ eth_requestAccounts: null })
  await expect(third.connect({ connector: thirdConnector })).rejects.toThrow(NoAccountsError)
})

test('error: a connector without provider', async () => {
  const { adapter } = setup()
  await expect(adapter.connect({ connector: connectorOf(undefined) })).rejects.toThrow(
    WalletRequestError,
  )
})

test('behavior: reconnect uses eth_accounts and never prompts', async () => {
  const { adapter, provider, connector } = setup({ eth_chainId: '0xa' })
  await expect(adapter.reconnect({ connector })).resolves.toEqual({
    accounts: [address],
    chainId: 10,
  })
  expect(provider.methods).toEqual(['eth_accounts', 'eth_chainId'])
})

test('behavior: reconnect is undefined when the wallet grants no account', async () => {
  const { adapter, provider, connector } = setup({ eth_accounts: [] })
  await expect(adapter.reconnect({ connector })).resolves.toBeUndefined()
  expect(provider.methods).toEqual(['eth_accounts'])
  expect(provider.listenerCount()).toBe(0)
})

test('behavior: switchNetwork', async () => {
  const { adapter, provider, connector } = setup()
  await adapter.switchNetwork({ connector, network: optimism })
  expect(provider.requests).toEqual([
    { method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] },
  ])
})

test('behavior: switchNetwork adds an unknown chain (4902)', async () => {
  const { adapter, provider, connector } = setup({
    wallet_switchEthereumChain: fail(rpcError(4902, 'Unrecognized chain ID')),
    eth_chainId: '0xa',
  })
  await adapter.switchNetwork({ connector, network: optimism })
  expect(provider.requests).toEqual([
    { method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] },
    {
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0xa',
          chainName: 'OP Mainnet',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: ['https://mainnet.optimism.io'],
          blockExplorerUrls: ['https://optimistic.etherscan.io'],
        },
      ],
    },
    // The wallet switched while adding: no second request.
    { method: 'eth_chainId' },
  ])
})

test('behavior: switchNetwork switches again when adding did not switch', async () => {
  const { adapter, provider, connector } = setup({ eth_chainId: '0x1' })
  provider.answer('wallet_switchEthereumChain', fail(rpcError(4902)), null)
  await adapter.switchNetwork({ connector, network: optimism })
  expect(provider.methods).toEqual([
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'eth_chainId',
    'wallet_switchEthereumChain',
  ])
  expect(provider.requests.at(-1)).toEqual({
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: '0xa' }],
  })
})

test('behavior: switchNetwork sends no blockExplorerUrls for a network without explorer', async () => {
  const devnet = defineDevnetNetwork({
    chainId: 31_337,
    name: 'Devnet',
    rpcUrl: 'http://127.0.0.1:8545',
  })
  expect(devnet.blockExplorers).toBeUndefined()
  const { adapter, provider, connector } = setup({
    wallet_switchEthereumChain: fail(rpcError(4902)),
    eth_chainId: '0x7a69',
  })
  await adapter.switchNetwork({ connector, network: devnet })
  const added = provider.requests.find((request) => request.method === 'wallet_addEthereumChain')
  expect(added?.params).toEqual([
    {
      chainId: '0x7a69',
      chainName: devnet.name,
      nativeCurrency: devnet.nativeCurrency,
      rpcUrls: ['http://127.0.0.1:8545'],
    },
  ])
  expect(Object.keys((added?.params as object[] | undefined)?.[0] ?? {})).not.toContain(
    'blockExplorerUrls',
  )
})

test('behavior: switchNetwork adds the chain for a 4902 nested in data.originalError', async () => {
  const { adapter, provider, connector } = setup({
    wallet_switchEthereumChain: fail({ data: { originalError: { code: 4902 } } }),
    eth_chainId: '0xa',
  })
  await adapter.switchNetwork({ connector, network: optimism })
  expect(provider.methods).toContain('wallet_addEthereumChain')
})

// Regression test: this was a bug found while writing these tests.
test('behavior: switchNetwork adds the chain for a 4902 behind -32603', async () => {
  const { adapter, provider, connector } = setup({
    wallet_switchEthereumChain: fail({
      code: -32603,
      message: 'Unrecognized chain ID "0xa".',
      data: { originalError: { code: 4902 } },
    }),
    eth_chainId: '0xa',
  })
  await adapter.switchNetwork({ connector, network: optimism })
  expect(provider.methods).toContain('wallet_addEthereumChain')
})

test('error: switchNetwork rejected in the wallet', async () => {
  const { adapter, provider, connector } = setup({
    wallet_switchEthereumChain: fail(rpcError(4001)),
  })
  await expect(adapter.switchNetwork({ connector, network: optimism })).rejects.toThrow(
    UserRejectedRequestError,
  )
  expect(provider.methods).toEqual(['wallet_switchEthereumChain'])
})

test('error: switchNetwork fails otherwise', async () => {
  const { adapter, provider, connector } = setup({
    wallet_switchEthereumChain: fail(rpcError(-32603)),
  })
  const error = await adapter
    .switchNetwork({ connector, network: optimism })
    .catch((error: unknown) => error)
  expect(error).toBeInstanceOf(WalletRequestError)
  expect((error as WalletRequestError).code).toBe(-32603)
  expect(provider.methods).toEqual(['wallet_switchEthereumChain'])
})

test('error: adding the chain is rejected', async () => {
  const { adapter, provider, connector } = setup({
    wallet_switchEthereumChain: fail(rpcError(4902)),
    wallet_addEthereumChain: fail(rpcError(4001)),
  })
  await expect(adapter.switchNetwork({ connector, network: optimism })).rejects.toThrow(
    UserRejectedRequestError,
  )
  expect(provider.methods).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain'])
})

test('error: 4902 outside switchNetwork is ChainNotAddedError', async () => {
  const { adapter, connector } = setup({ eth_requestAccounts: fail(rpcError(4902)) })
  await expect(adapter.connect({ connector })).rejects.toThrow(ChainNotAddedError)
})

test('behavior: wallet events reach the context', async () => {
  const { adapter, provider, connector, context } = setup()
  await adapter.connect({ connector })

  provider.emit('accountsChanged', [secondAddress, 'bad', address])
  expect(context.onAccountsChanged).toHaveBeenLastCalledWith('io.metamask', [
    secondAddress,
    address,
  ])
  provider.emit('accountsChanged', [])
  expect(context.onAccountsChanged).toHaveBeenLastCalledWith('io.metamask', [])
  provider.emit('accountsChanged', 'not a list')
  expect(context.onAccountsChanged).toHaveBeenLastCalledWith('io.metamask', [])

  provider.emit('chainChanged', '0x89')
  expect(context.onChainChanged).toHaveBeenLastCalledWith('io.metamask', 137)
  provider.emit('chainChanged', 10)
  expect(context.onChainChanged).toHaveBeenLastCalledWith('io.metamask', 10)

  provider.emit('disconnect', rpcError(4900))
  expect(context.onDisconnect).toHaveBeenCalledWith('io.metamask')
})

test('behavior: malformed chain ids from the wallet are ignored', async () => {
  const { adapter, provider, connector, context } = setup()
  await adapter.connect({ connector })
  for (const chainId of ['0x', 'polygon', '0x0', -5, null, undefined, {}, '0x1fffffffffffffff'])
    provider.emit('chainChanged', chainId)
  expect(context.onChainChanged).not.toHaveBeenCalled()
})

// Regression test: this was a bug found while writing these tests.
test('behavior: a chain id with trailing garbage is ignored', async () => {
  const { adapter, provider, connector, context } = setup()
  await adapter.connect({ connector })
  provider.emit('chainChanged', '0x89zz')
  provider.emit('chainChanged', '1e3')
  expect(context.onChainChanged).not.toHaveBeenCalled()
})

test('behavior: listeners are attached once per connector', async () => {
  const { adapter, provider, connector, context } = setup()
  await adapter.connect({ connector })
  await adapter.reconnect({ connector })
  await adapter.connect({ connector })
  expect(provider.listenerCount()).toBe(3)
  provider.emit('chainChanged', '0xa')
  expect(context.onChainChanged).toHaveBeenCalledTimes(1)
})

test('behavior: disconnect revokes permissions and stops listening', async () => {
  const { adapter, provider, connector, context } = setup()
  await adapter.connect({ connector })
  await adapter.disconnect({ connector })
  expect(provider.requests.at(-1)).toEqual({
    method: 'wallet_revokePermissions',
    params: [{ eth_accounts: {} }],
  })
  expect(provider.listenerCount()).toBe(0)
  provider.emit('accountsChanged', [secondAddress])
  provider.emit('chainChanged', '0xa')
  expect(context.onAccountsChanged).not.toHaveBeenCalled()
  expect(context.onChainChanged).not.toHaveBeenCalled()
})

test('behavior: disconnect swallows a failure to revoke', async () => {
  const { adapter, provider, connector } = setup({
    wallet_revokePermissions: fail(rpcError(4200, 'Method not supported')),
  })
  await adapter.connect({ connector })
  await expect(adapter.disconnect({ connector })).resolves.toBeUndefined()
  expect(provider.methods.at(-1)).toBe('wallet_revokePermissions')
  expect(provider.listenerCount()).toBe(0)
})

test('behavior: disconnect of the generic Browser Wallet does not revoke', async () => {
  const { adapter, provider } = setup()
  const connector = connectorOf(provider, 'injected')
  await adapter.connect({ connector })
  await adapter.disconnect({ connector })
  expect(provider.methods).not.toContain('wallet_revokePermissions')
  expect(provider.listenerCount()).toBe(0)
})

test('behavior: teardown removes every listener', async () => {
  const { adapter, provider, connector, context, teardown } = setup()
  await adapter.connect({ connector })
  teardown()
  expect(provider.listenerCount()).toBe(0)
  provider.emit('accountsChanged', [secondAddress])
  expect(context.onAccountsChanged).not.toHaveBeenCalled()
})

test('behavior: getBalance refuses a malformed address without a request', async () => {
  const { adapter } = setup()
  await expect(adapter.getBalance({ address: 'nope', network: mainnet })).rejects.toThrow(
    WalletRequestError,
  )
})

test("behavior: getBalance reads eth_getBalance from the network's RPC", async () => {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0xde0b6b3a7640000' })),
  )
  vi.stubGlobal('fetch', fetch)
  try {
    const { adapter, provider } = setup()
    await expect(adapter.getBalance({ address, network: mainnet })).resolves.toEqual({
      value: 10n ** 18n,
      decimals: 18,
      symbol: 'ETH',
    })
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe(mainnet.rpcUrls.default.http[0])
    expect(JSON.parse(String(init.body))).toMatchObject({
      method: 'eth_getBalance',
      params: [address, 'latest'],
    })
    // A read of the network, not of the wallet.
    expect(provider.requests).toEqual([])
  } finally {
    vi.unstubAllGlobals()
  }
})

test('error: getBalance refuses a malformed balance from the node', async () => {
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '1e18' })),
  )
  try {
    const { adapter } = setup()
    await expect(adapter.getBalance({ address, network: mainnet })).rejects.toThrow(
      WalletRequestError,
    )
  } finally {
    vi.unstubAllGlobals()
  }
})

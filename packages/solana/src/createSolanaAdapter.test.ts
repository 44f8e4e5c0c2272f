import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type AdapterContext,
  type Connector,
  ConnectorNotFoundError,
  type Network,
  NoAccountsError,
  UserRejectedRequestError,
  WalletRequestError,
} from '@latch/core'
import { defineNetwork, solana } from '@latch/core/networks'
// The devnet package is private tooling and exports no Surfpool helper yet, hence the path.
import { type SolanaNode, solanaDevAccounts, startSolana } from '@latch/devnet'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter.js'

const [account0, account1] = solanaDevAccounts(2).map((account) => account.address) as [
  string,
  string,
]
const cluster = 'EtWTRABZaYq6iMfeYKouRu166VPbdkiq'

/** A provider as a WalletConnect session hands it over: `request` plus the cluster it is on. */
class FakeProvider {
  methods: string[] = []
  chainId: unknown = cluster
  constructor(private readonly answer: () => unknown) {}
  async request({ method }: { method: string; params?: unknown }): Promise<unknown> {
    this.methods.push(method)
    return this.answer()
  }
}

const connectorWith = (provider: unknown): Connector => ({
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'solana',
  provider,
})

const surfnetOf = (rpcUrl: string): Network =>
  defineNetwork({
    id: 'localSurfnet',
    caipNetworkId: 'solana:localSurfnet',
    chainNamespace: 'solana',
    name: 'Surfnet',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })

describe('createSolanaAdapter', () => {
  test('default: the solana namespace, with no discovery yet', () => {
    const adapter = createSolanaAdapter()
    expect(adapter.namespace).toBe('solana')
    expect(adapter.discoveryTimeoutMs).toBe(0)
    const reported: (readonly Connector[])[] = []
    const context: AdapterContext = {
      setConnectors: (connectors) => reported.push(connectors),
      onAccountsChanged: () => {},
      onChainChanged: () => {},
      onDisconnect: () => {},
    }
    const teardown = adapter.setup(context)
    expect(reported).toEqual([[]])
    expect(teardown()).toBeUndefined()
  })

  test('behavior: connect reads the accounts and the cluster from the provider', async () => {
    const provider = new FakeProvider(() => [{ pubkey: account0 }, { pubkey: account1 }])
    const connection = await createSolanaAdapter().connect({ connector: connectorWith(provider) })
    expect(connection).toEqual({ accounts: [account0, account1], chainId: cluster })
    expect(provider.methods).toEqual(['solana_getAccounts'])
  })

  test('behavior: connect drops what is not a 32-byte base58 public key', async () => {
    const provider = new FakeProvider(() => [
      { pubkey: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
      account0,
      { pubkey: `${account1}1` },
      { pubkey: 42 },
      null,
      { pubkey: account1 },
      { pubkey: account1 },
    ])
    const connection = await createSolanaAdapter().connect({ connector: connectorWith(provider) })
    expect(connection.accounts).toEqual([account1])
  })

  test('error: connect without accounts', async () => {
    for (const answer of [[], [{ pubkey: 'not a key' }], { pubkey: account0 }, null, 'x']) {
      const connector = connectorWith(new FakeProvider(() => answer))
      await expect(createSolanaAdapter().connect({ connector })).rejects.toBeInstanceOf(
        NoAccountsError,
      )
    }
  })

  test('error: connect without a provider', async () => {
    for (const provider of [undefined, null, {}, { request: 'nope' }]) {
      const connecting = createSolanaAdapter().connect({ connector: connectorWith(provider) })
      await expect(connecting).rejects.toBeInstanceOf(ConnectorNotFoundError)
      await expect(connecting).rejects.toThrow('Connector "walletConnect" not found.')
    }
  })

  test('error: connect when the provider reports no cluster', async () => {
    for (const chainId of [undefined, 1, '', 'solana:EtWTRABZaYq6iMfeYKouRu166VPbdkiq', 'a b']) {
      const provider = new FakeProvider(() => [{ pubkey: account0 }])
      provider.chainId = chainId
      const connecting = createSolanaAdapter().connect({ connector: connectorWith(provider) })
      await expect(connecting).rejects.toBeInstanceOf(WalletRequestError)
    }
  })

  test('error: wallet errors become core errors', async () => {
    const failWith = (error: unknown) =>
      createSolanaAdapter().connect({
        connector: connectorWith(
          new FakeProvider(() => {
            throw error
          }),
        ),
      })
    await expect(failWith({ code: 4001, message: 'no' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    await expect(failWith({ code: 5000, message: 'User rejected.' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    const other = await failWith(Object.assign(new Error('boom'), { code: -32603 })).catch(
      (error: unknown) => error,
    )
    expect(other).toBeInstanceOf(WalletRequestError)
    expect((other as WalletRequestError).code).toBe(-32603)
    expect((other as WalletRequestError).details).toBe('boom')
  })

  test('behavior: reconnect', async () => {
    const adapter = createSolanaAdapter()
    expect(await adapter.reconnect({ connector: connectorWith(undefined) })).toBeUndefined()
    expect(
      await adapter.reconnect({ connector: connectorWith(new FakeProvider(() => [])) }),
    ).toBeUndefined()
    const provider = new FakeProvider(() => [{ pubkey: account1 }])
    expect(await adapter.reconnect({ connector: connectorWith(provider) })).toEqual({
      accounts: [account1],
      chainId: cluster,
    })
  })

  test('behavior: disconnect and switchNetwork ask the wallet nothing', async () => {
    const provider = new FakeProvider(() => [])
    const adapter = createSolanaAdapter()
    const connector = connectorWith(provider)
    await expect(adapter.disconnect({ connector })).resolves.toBeUndefined()
    await expect(adapter.switchNetwork({ connector, network: solana })).resolves.toBeUndefined()
    expect(provider.methods).toEqual([])
  })
})

describe('getBalance on a real Surfpool', () => {
  let node: SolanaNode
  const lamports = 1_234_567_891

  beforeAll(async () => {
    node = await startSolana({ accounts: solanaDevAccounts(1), lamports })
  })

  afterAll(async () => {
    await node?.stop()
  })

  test('default: the exact lamports, in the network currency', async () => {
    const network = surfnetOf(node.devnet.rpcUrl)
    const balance = await createSolanaAdapter().getBalance({ address: account0, network })
    expect(balance).toEqual({ value: 1_234_567_891n, decimals: 9, symbol: 'SOL' })
  })

  test('behavior: an address nobody funded holds 0', async () => {
    const network = surfnetOf(node.devnet.rpcUrl)
    const balance = await createSolanaAdapter().getBalance({ address: account1, network })
    expect(balance.value).toBe(0n)
  })
})

describe('getBalance with a misbehaving RPC', () => {
  let server: Server
  let baseUrl: string
  const requests: { url: string; body: unknown }[] = []
  // Each path answers in its own wrong way; the raw text, so numbers JSON cannot hold get through.
  const replies: Record<string, string | undefined> = {
    '/ok': '{"jsonrpc":"2.0","id":1,"result":{"context":{"slot":1},"value":5}}',
    '/not-json': '{"jsonrpc":"2.0","id":1,"result":',
    '/html': '<html>502 Bad Gateway</html>',
    '/array': '[{"jsonrpc":"2.0","id":1,"result":{"value":5}}]',
    '/no-result': '{"jsonrpc":"2.0","id":1}',
    '/null-result': '{"jsonrpc":"2.0","id":1,"result":null}',
    '/bare-number': '{"jsonrpc":"2.0","id":1,"result":5}',
    '/negative': '{"jsonrpc":"2.0","id":1,"result":{"value":-1}}',
    '/fraction': '{"jsonrpc":"2.0","id":1,"result":{"value":1.5}}',
    '/string': '{"jsonrpc":"2.0","id":1,"result":{"value":"5"}}',
    '/unsafe': '{"jsonrpc":"2.0","id":1,"result":{"value":9007199254740993}}',
    '/wrong-id': '{"jsonrpc":"2.0","id":2,"result":{"value":5}}',
    '/no-version': '{"id":1,"result":{"value":5}}',
    '/rpc-error': '{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"Invalid param"}}',
  }

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      let body = ''
      request.setEncoding('utf8')
      request.on('data', (chunk: string) => {
        body += chunk
      })
      request.on('end', () => {
        requests.push({ url: request.url ?? '', body: JSON.parse(body) })
        if (request.url === '/hang') return
        if (request.url === '/http-500') {
          response.writeHead(500, { 'content-type': 'application/json' })
          response.end('{"jsonrpc":"2.0","id":1,"result":{"value":5}}')
          return
        }
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(replies[request.url ?? ''] ?? '')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  const read = (path: string, address = account0) =>
    createSolanaAdapter({ balanceTimeoutMs: 500 }).getBalance({
      address,
      network: surfnetOf(`${baseUrl}${path}`),
    })

  test('default: sends getBalance with confirmed commitment', async () => {
    requests.length = 0
    expect(await read('/ok')).toEqual({ value: 5n, decimals: 9, symbol: 'SOL' })
    expect(requests).toEqual([
      {
        url: '/ok',
        body: {
          jsonrpc: '2.0',
          id: 1,
          method: 'getBalance',
          params: [account0, { commitment: 'confirmed' }],
        },
      },
    ])
  })

  test('error: every malformed reply is a WalletRequestError', async () => {
    const paths = [...Object.keys(replies).filter((path) => path !== '/ok'), '/http-500', '/hang']
    for (const path of paths) {
      const error = await read(path).catch((caught: unknown) => caught)
      expect(error, path).toBeInstanceOf(WalletRequestError)
    }
  })

  test('error: the RPC error code is kept', async () => {
    const error = (await read('/rpc-error').catch(
      (caught: unknown) => caught,
    )) as WalletRequestError
    expect(error.code).toBe(-32602)
    expect(error.message).toMatchInlineSnapshot(`
      "The wallet could not complete the request.

      Details: getBalance: Invalid param
      Version: @latch/core@0.1.0"
    `)
  })

  test('error: an invalid address is refused before any request', async () => {
    requests.length = 0
    for (const address of ['', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', `${account0}1`]) {
      await expect(read('/ok', address)).rejects.toBeInstanceOf(WalletRequestError)
    }
    expect(requests).toEqual([])
  })

  test('error: a network without an RPC URL', async () => {
    const network = { ...solana, rpcUrls: { default: { http: [] } } }
    await expect(
      createSolanaAdapter().getBalance({ address: account0, network }),
    ).rejects.toBeInstanceOf(WalletRequestError)
  })

  test('error: a refused connection', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const network = surfnetOf(`http://127.0.0.1:${port}`)
    await expect(
      createSolanaAdapter().getBalance({ address: account0, network }),
    ).rejects.toBeInstanceOf(WalletRequestError)
  })
})

import { compile } from '@latch/devnet'
import {
  createTestApp,
  databases,
  startAnvil,
  transferEmitter,
  useTestDatabase,
} from '@latch/test/server'
import {
  type Address,
  createPublicClient,
  encodeDeployData,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
  parseEther,
} from 'viem'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { takeChainLease } from '../chainData/indexer/chainLease.js'
import { createChainClient } from '../chainData/indexer/createChainClient.js'
import { indexChain } from '../chainData/indexer/indexChain.js'
import { learnTokens } from '../chainData/indexer/learnTokens.js'
import { createProject } from '../projects/createProject.js'

const chainId = 'eip155:31337'
const origin = 'https://app.example.com'
const zero = '0x0000000000000000000000000000000000000000'
const emitterAbi = parseAbi(transferEmitter.abi)

let anvil: { rpcUrl: string; stop(): Promise<void> }
let chain: PublicClient
let accounts: Address[]
let usd: Address
let emitter: Address

async function send(from: Address, to: Address | undefined, data?: Hex, value = 0n) {
  const hash = (await chain.request({
    method: 'eth_sendTransaction' as never,
    params: [{ from, to, data, value: `0x${value.toString(16)}` }] as never,
  })) as Hex
  return chain.waitForTransactionReceipt({ hash, pollingInterval: 5 })
}

async function deployToken(name: string, symbol: string, decimals: number, supply: bigint) {
  const { LatchToken } = await compile()
  const data = encodeDeployData({
    abi: LatchToken.abi,
    bytecode: LatchToken.bytecode,
    args: [name, symbol, decimals, supply],
  })
  return getAddress((await send(accounts[0] as Address, undefined, data)).contractAddress as Hex)
}

beforeAll(async () => {
  anvil = await startAnvil('chainDataRoutes')
  chain = createPublicClient({ transport: http(anvil.rpcUrl) })
  accounts = (await chain.request({ method: 'eth_accounts' as never })) as Address[]
  const [deployer, visitor] = accounts as [Address, Address]
  usd = await deployToken('Latch USD', 'LUSD', 6, 10_000_000_000n)
  const spam = await deployToken('Free Airdrop', 'SPAM', 0, 1000n)
  emitter = getAddress(
    (await send(deployer, undefined, transferEmitter.bytecode)).contractAddress as Hex,
  )
  await send(deployer, visitor, undefined, parseEther('1.5'))
  await send(
    deployer,
    usd,
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [visitor, 12_500_000n] }),
  )
  await send(
    deployer,
    spam,
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [visitor, 10n] }),
  )
  const emit = (data: Hex) => send(deployer, emitter, data)
  await emit(
    encodeFunctionData({ abi: emitterAbi, functionName: 'erc721', args: [zero, visitor, 7n] }),
  )
  await emit(
    encodeFunctionData({ abi: emitterAbi, functionName: 'single', args: [zero, visitor, 3n, 5n] }),
  )
  // An "ERC-20" without balanceOf: its transfer is history, but it has no balance to show.
  await emit(
    encodeFunctionData({ abi: emitterAbi, functionName: 'erc20', args: [visitor, deployer, 1n] }),
  )
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

describe.each(databases)('chain data routes ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle
  const app = () =>
    createTestApp({
      db: handle.db,
      config: {
        chainRpcUrls: { [chainId]: anvil.rpcUrl },
        chainDataIndex: { [chainId]: { startBlock: 0, confirmations: 0, pollIntervalMs: 1000 } },
        chainDataPrices: { [chainId]: { native: 3000, [usd.toLowerCase()]: 1 } },
      },
    })
  const get = (path: string) => app().request(path, { headers: { origin } })
  const visitor = () => `${chainId}:${accounts[1]}`

  beforeAll(async () => {
    if (!database.url) return
    await createProject(handle.db, { id: 'demo', name: 'Demo', origins: [origin] })
    const client = createChainClient(anvil.rpcUrl)
    await takeChainLease(handle.db, { chainId, owner: 'test' })
    const step = () =>
      indexChain({ db: handle.db, client, chainId, owner: 'test', startBlock: 0, confirmations: 0 })
    while ((await step()).kind !== 'caught_up');
    await learnTokens(handle.db, client, { chainId })
  })

  test('default: balances with prices; low-quality and undescribable tokens left out', async () => {
    const response = await get(`/chain/v1/balances?projectId=demo&account=${visitor()}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, max-age=15')
    expect(response.headers.get('access-control-allow-origin')).toBe(origin)
    expect(await response.json()).toEqual({
      currency: 'usd',
      balances: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId,
          quantity: { decimals: '18', numeric: '10001.5' },
          price: 3000,
          value: 30_004_500,
        },
        {
          name: 'Latch USD',
          symbol: 'LUSD',
          chainId,
          address: `${chainId}:${usd}`,
          quantity: { decimals: '6', numeric: '12.5' },
          price: 1,
          value: 12.5,
        },
      ],
    })
  })

  test('behavior: balances are kept between reads; a revalidating read (max-age=0) asks past that', async () => {
    const server = app()
    const read = async (headers: Record<string, string> = {}) => {
      const response = await server.request(
        `/chain/v1/balances?projectId=demo&account=${visitor()}`,
        { headers: { origin, ...headers } },
      )
      const { balances } = (await response.json()) as {
        balances: { quantity: { numeric: string } }[]
      }
      return balances[0]?.quantity.numeric
    }
    const setBalance = (wei: bigint) =>
      chain.request({
        method: 'anvil_setBalance' as never,
        params: [accounts[1], `0x${wei.toString(16)}`] as never,
      })
    expect(await read()).toBe('10001.5')
    // A change the index has not seen (as right after a send): the kept answer stays...
    await setBalance(7n * 10n ** 18n)
    try {
      expect(await read()).toBe('10001.5')
      // ...until the browser revalidates, as the modal's forced read does.
      expect(await read({ 'cache-control': 'max-age=0' })).toBe('7')
      expect(await read()).toBe('7')
    } finally {
      await setBalance(100015n * 10n ** 17n)
    }
  })

  test('default: NFTs, ERC-721 and ERC-1155, by contract and id', async () => {
    const response = await get(`/chain/v1/nfts?projectId=demo&account=${visitor()}`)
    expect(response.status).toBe(200)
    const contract = `${chainId}:${emitter}`
    expect(await response.json()).toEqual({
      nfts: [
        {
          chainId,
          contract,
          tokenId: '3',
          standard: 'ERC1155',
          amount: '5',
          name: 'Emitter #3',
          collection: 'Emitter',
        },
        {
          chainId,
          contract,
          tokenId: '7',
          standard: 'ERC721',
          amount: '1',
          name: 'Emitter #7',
          collection: 'Emitter',
        },
      ],
    })
  })

  test('default: history newest first, grouped by transaction', async () => {
    const response = await get(`/chain/v1/history?projectId=demo&account=${visitor()}`)
    expect(response.status).toBe(200)
    const { data, next } = (await response.json()) as {
      data: {
        metadata: { operationType: string; status: string; sentFrom: string; sentTo: string }
        transfers: unknown[]
      }[]
      next?: string
    }
    expect(next).toBeUndefined()
    expect(
      data.map(({ metadata, transfers }) => [metadata.operationType, metadata.status, transfers]),
    ).toEqual([
      [
        'send',
        'confirmed',
        [
          {
            direction: 'out',
            fungible_info: { name: 'Emitter', symbol: 'EMT' },
            quantity: { numeric: '0.000001' },
          },
        ],
      ],
      [
        'mint',
        'confirmed',
        [{ direction: 'in', nft_info: { name: 'Emitter #3' }, quantity: { numeric: '5' } }],
      ],
      [
        'mint',
        'confirmed',
        [{ direction: 'in', nft_info: { name: 'Emitter #7' }, quantity: { numeric: '1' } }],
      ],
      [
        'receive',
        'confirmed',
        [
          {
            direction: 'in',
            fungible_info: { name: 'Free Airdrop', symbol: 'SPAM' },
            quantity: { numeric: '10' },
          },
        ],
      ],
      [
        'receive',
        'confirmed',
        [
          {
            direction: 'in',
            fungible_info: { name: 'Latch USD', symbol: 'LUSD' },
            quantity: { numeric: '12.5' },
          },
        ],
      ],
      [
        'receive',
        'confirmed',
        [
          {
            direction: 'in',
            fungible_info: { name: 'Ether', symbol: 'ETH' },
            quantity: { numeric: '1.5' },
          },
        ],
      ],
    ])
    expect(data[5]?.metadata.sentFrom).toBe(getAddress(accounts[0] as Address))
  })

  test('error: bad input is a 400 that names the problem, never cached', async () => {
    const long = 'x'.repeat(257)
    const cases: [string, number, string][] = [
      [
        '/chain/v1/balances?projectId=demo',
        400,
        'Invalid query parameter account: must be a CAIP-10 account such as eip155:1:0xab….',
      ],
      [
        '/chain/v1/balances?projectId=demo&account=nonsense',
        400,
        'Invalid query parameter account: must be a CAIP-10 account such as eip155:1:0xab….',
      ],
      [
        `/chain/v1/balances?projectId=demo&account=${chainId}:0x1234`,
        400,
        'Invalid query parameter account: 0x1234 is not an eip155 address (0x and 40 hex digits).',
      ],
      [
        `/chain/v1/nfts?projectId=demo&account=eip155:1:${accounts[1]}`,
        400,
        'Invalid query parameter account: chain eip155:1 is not served by this server.',
      ],
      [
        `/chain/v1/history?projectId=demo&account=${visitor()}&cursor=abc`,
        400,
        'The cursor is not valid.',
      ],
      [
        `/chain/v1/nfts?projectId=demo&account=${visitor()}&cursor=-1`,
        400,
        'The cursor is not valid.',
      ],
      [
        `/chain/v1/history?projectId=demo&account=${visitor()}&cursor=${long}`,
        400,
        'Invalid query parameter cursor: must be at most 256 characters.',
      ],
      [
        `/chain/v1/balances?projectId=demo&account=${visitor()}&currency=USD`,
        400,
        'Invalid query parameter currency: must be an ISO 4217 code in lower case, e.g. usd.',
      ],
      [
        `/chain/v1/history?projectId=nope&account=${visitor()}`,
        404,
        'Project nope does not exist.',
      ],
    ]
    for (const [path, status, message] of cases) {
      const response = await get(path)
      expect(response.status, path).toBe(status)
      expect(response.headers.get('cache-control'), path).toBe('no-store')
      expect(((await response.json()) as { error: { message: string } }).error.message, path).toBe(
        message,
      )
    }
  })
})

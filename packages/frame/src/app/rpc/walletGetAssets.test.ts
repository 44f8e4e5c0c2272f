// @vitest-environment node
// Node, not jsdom: fake-indexeddb under vitest's jsdom clones a Uint8Array into another realm, so
// the device share would not load (see createRpcRequestHandler.test.ts).

import { createProject } from '@latch/server'
import { createTestApp, databases, useTestDatabase } from '@latch/test/server'
import { numberToHex } from 'viem'
import { beforeAll, describe, expect, test as plainTest } from 'vitest'
import { replyRefusal } from '../testing/replyError.js'
import { createRpcHandlerFrame, installTestDocument, useAnvil } from '../testing/rpcHandlerFrame.js'
import { answerGetAssets } from './answerGetAssets.js'

await installTestDocument()

const chainId = 'eip155:31337'
const frameOrigin = 'https://frame.test'
// 1.5 ETH and one wei: the answer must carry it to the wei.
const nativeBalance = 1_500_000_000_000_000_001n

const anvil = useAnvil('frame wallet_getAssets test')

// wallet_getAssets (EIP-7811, https://eips.ethereum.org/EIPS/eip-7811) answered by the frame
// from a real Latch server's chain-data service, which reads anvil through its indexer provider.
describe.each(databases)('wallet_getAssets against a Latch server ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle

  let app: ReturnType<typeof createTestApp> | undefined
  beforeAll(async () => {
    if (!database.url) return
    await createProject(handle.db, { id: 'demo', name: 'Demo', origins: ['https://app.test'] })
    app = createTestApp({
      db: handle.db,
      config: {
        frameOrigin,
        chainRpcUrls: { [chainId]: anvil.rpcUrl },
        chainDataIndex: { [chainId]: { startBlock: 0, confirmations: 0, pollIntervalMs: 1000 } },
        chainDataPrices: { [chainId]: { native: 3000 } },
      },
    })
  })

  const setup = async () => {
    const server = app
    if (!server) throw new Error('The test server is not started.')
    const answers: Response[] = []
    const frame = await createRpcHandlerFrame({
      // 31338 is not served by the server: it has no assets to give.
      rpcUrls: { [chainId]: anvil.rpcUrl, 'eip155:31338': 'http://127.0.0.1:9' },
      // The server as the frame's browser reaches it: from the frame's origin.
      chainData: async (input, init) => {
        const headers = new Headers(init?.headers)
        headers.set('Origin', frameOrigin)
        const response = await server.fetch(new Request(input, { ...init, headers }))
        answers.push(response.clone())
        return response
      },
    })
    const address = frame.accounts.eip155.address
    await anvil.rpc('anvil_setBalance', [address, numberToHex(nativeBalance)])
    return { frame, address, answers }
  }

  test('default: the wallet’s own holdings, balances exact in hex base units', async () => {
    const { frame, address, answers } = await setup()
    const { result } = await frame.send({
      method: 'wallet_getAssets',
      params: [{ account: address }],
    }).promise
    expect(result).toEqual({
      '0x7a69': [
        {
          address: 'native',
          balance: numberToHex(nativeBalance),
          type: 'native',
          metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000 },
        },
      ],
    })
    // A browser lets the frame read the answer: the server allows the frame's origin.
    expect(answers.map((answer) => answer.headers.get('access-control-allow-origin'))).toContain(
      frameOrigin,
    )
    expect(frame.upstream).not.toContain('wallet_getAssets')
  })

  test('parameters: chainFilter', async () => {
    const { frame, address } = await setup()
    const ask = async (chainFilter: string[]) =>
      (
        await frame.send({
          method: 'wallet_getAssets',
          params: [{ account: address, chainFilter }],
        }).promise
      ).result
    expect(await ask(['0x1'])).toEqual({})
    expect(Object.keys((await ask(['0x7a69', '0x7a6a'])) as object)).toEqual(['0x7a69'])
  })

  test('error: another account, or no account, is refused with invalid_params', async () => {
    const { frame } = await setup()
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    for (const params of [[{ account: other }], [{}], [{ account: 'nonsense' }], []])
      expect(
        await replyRefusal(frame.send({ method: 'wallet_getAssets', params }).promise),
      ).toMatchObject({ code: 'invalid_params' })
  })

  test('behavior: wallet_getCapabilities advertises asset discovery', async () => {
    const { frame, address } = await setup()
    const { result } = await frame.send({
      method: 'wallet_getCapabilities',
      params: [address, ['0x7a69']],
    }).promise
    expect(result).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
    })
  })
})

plainTest('behavior: ERC-20 holdings are mapped with their contract, exactly', async () => {
  const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
  const result = await answerGetAssets({
    params: [{ account: address.toLowerCase() }],
    address,
    rpcUrls: { [chainId]: 'http://127.0.0.1:9' },
    readBalances: async () => ({
      currency: 'usd',
      balances: [
        {
          name: 'Latch USD',
          symbol: 'LUSD',
          chainId,
          address: `${chainId}:${token}`,
          price: 1,
          quantity: { decimals: '6', numeric: '250.125' },
          iconUrl: 'https://api.test/images/lusd',
        },
        // More fraction digits than decimals cannot be exact: left out.
        { name: 'Odd', symbol: 'ODD', chainId, quantity: { decimals: '2', numeric: '0.001' } },
      ],
    }),
  })
  expect(result).toEqual({
    '0x7a69': [
      {
        address: token,
        balance: numberToHex(250_125_000n),
        type: 'erc20',
        metadata: {
          name: 'Latch USD',
          symbol: 'LUSD',
          decimals: 6,
          price: 1,
          iconUrl: 'https://api.test/images/lusd',
        },
      },
    ],
  })
})

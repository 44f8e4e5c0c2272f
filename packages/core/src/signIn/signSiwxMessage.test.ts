import { memoryStorage, mockAdapter, mockConnector } from '@latch/test'
import { expect, test } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import { mainnet } from '../networks/mainnet.js'
import { applyConnection } from '../state/applyConnection.js'
import { encodeBase58 } from '../utils/encodeBase58.js'
import { signSiwxMessage } from './signSiwxMessage.js'

const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

/** An instance whose eip155 wallet answers with `answer` (or throws it). */
function setup(answer: (request: { method: string; params?: unknown }) => unknown) {
  const requests: { method: string; params?: unknown }[] = []
  const provider = {
    async request(request: { method: string; params?: unknown }) {
      requests.push(request)
      return answer(request)
    },
  }
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet],
    storage: memoryStorage(),
  })
  config.store.setState({
    connectors: [
      { ...mockConnector, provider },
      { ...mockConnector, chain: 'solana', provider },
    ],
  })
  applyConnection(config, 'eip155', 'mock', { accounts: [mockAccount], chainId: 1 })
  return { config, requests }
}
const mockAccount = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('default: personal_sign of the UTF-8 text on eip155', async () => {
  const { config, requests } = setup(() => `0x${'12'.repeat(65)}`)
  const signature = await signSiwxMessage(config, {
    namespace: 'eip155',
    address: mockAccount,
    message: 'Grüße',
  })
  expect(signature).toBe(`0x${'12'.repeat(65)}`)
  expect(requests).toEqual([{ method: 'personal_sign', params: ['0x4772c3bcc39f65', mockAccount] }])
})

test('behavior: solana_signMessage of the base58 bytes on solana', async () => {
  const { config, requests } = setup(() => ({ signature: '5'.repeat(88) }))
  config.store.setState({
    chains: {
      ...config.store.getState().chains,
      solana: {
        account: {
          status: 'connected',
          connectorId: 'mock',
          address: solanaAddress,
          allAccounts: [solanaAddress],
          balanceStatus: 'idle',
        },
        network: {
          requestedNetworks: [],
          approvedNetworkIds: [],
          supportsAllNetworks: false,
          isUnsupported: false,
        },
      },
    },
  })
  const signature = await signSiwxMessage(config, {
    namespace: 'solana',
    address: solanaAddress,
    message: 'hi',
  })
  expect(signature).toBe('5'.repeat(88))
  expect(requests).toEqual([
    {
      method: 'solana_signMessage',
      params: { message: encodeBase58(new TextEncoder().encode('hi')), pubkey: solanaAddress },
    },
  ])
})

test('error: a refusal, a wallet failure, and an answer that is no signature', async () => {
  const sign = (answer: (request: { method: string }) => unknown) =>
    signSiwxMessage(setup(answer).config, {
      namespace: 'eip155',
      address: mockAccount,
      message: 'a',
    })
  await expect(
    sign(() => {
      throw Object.assign(new Error('no'), { code: 4001 })
    }),
  ).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
  await expect(
    sign(() => {
      throw Object.assign(new Error('boom'), { code: -32603 })
    }),
  ).rejects.toMatchObject({ name: 'WalletRequestError', code: -32603 })
  for (const answer of [undefined, '0x', 'not hex', { signature: '0x00' }, `0x${'1'.repeat(9)}`])
    await expect(sign(() => answer)).rejects.toMatchObject({ name: 'WalletRequestError' })
})

test('error: not connected, or a namespace that cannot sign', async () => {
  const { config } = setup(() => '0x00')
  await expect(
    signSiwxMessage(config, { namespace: 'solana', address: solanaAddress, message: 'a' }),
  ).rejects.toMatchObject({ name: 'NotConnectedError' })
  config.store.setState({
    connectors: [
      ...config.store.getState().connectors,
      { ...mockConnector, chain: 'bip122', provider: {} },
    ],
    chains: {
      ...config.store.getState().chains,
      bip122: {
        account: {
          status: 'connected',
          connectorId: 'mock',
          address: 'bc1q',
          allAccounts: [],
          balanceStatus: 'idle',
        },
        network: {
          requestedNetworks: [],
          approvedNetworkIds: [],
          supportsAllNetworks: false,
          isUnsupported: false,
        },
      },
    },
  })
  await expect(
    signSiwxMessage(config, { namespace: 'bip122', address: 'bc1q', message: 'a' }),
  ).rejects.toMatchObject({ name: 'SiwxUnsupportedNamespaceError' })
})

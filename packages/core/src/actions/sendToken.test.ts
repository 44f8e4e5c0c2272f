import { memoryStorage, mockAccounts, mockAdapter } from '@latch/test'
import { encodeAbiParameters } from 'viem'
import { afterEach, expect, onTestFinished, test, vi } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import { latchCatalogue } from '../i18n/latchCatalogue.js'
import { mainnet } from '../networks/mainnet.js'
import type { TokenBalance } from '../protocol/chainData.js'
import { connect } from './connect.js'
import { mount } from './mount.js'
import {
  checkSend,
  getMaxAmount,
  getSendForm,
  SendError,
  sendToken,
  setSendForm,
} from './sendToken.js'

const [address, receiver] = mockAccounts as [string, string]

afterEach(() => {
  vi.unstubAllGlobals()
})

const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  quantity: { decimals: '18', numeric: '2' },
}
const usd: TokenBalance = {
  name: 'Latch USD',
  symbol: 'LUSD',
  chainId: 'eip155:1',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  quantity: { decimals: '6', numeric: '1000.5' },
}

/** The message a refused send carries. */
function refusal(parameters: Parameters<typeof checkSend>[0]) {
  try {
    checkSend(parameters)
  } catch (error) {
    if (error instanceof SendError) return [error.messageKey, error.values]
    throw error
  }
  return undefined
}

const base = { namespace: 'eip155', from: address, token: usd, amount: '1', receiver }

test('checkSend: the spec messages and the form checks', () => {
  expect(refusal({ ...base, namespace: 'bip122' })).toEqual(['send.errors.unsupported_chain', {}])
  expect(refusal({ ...base, token: undefined })).toEqual(['send.errors.token_required', {}])
  expect(refusal({ ...base, amount: '' })).toEqual(['send.errors.amount_receiver_required', {}])
  expect(refusal({ ...base, receiver: ' ' })).toEqual(['send.errors.amount_receiver_required', {}])
  expect(refusal({ ...base, receiver: '0x1234' })).toEqual(['send.errors.invalid_address', {}])
  expect(refusal({ ...base, receiver: receiver.replace('C51', 'c51') })).toEqual([
    'send.errors.invalid_address',
    {},
  ])
  expect(refusal({ ...base, amount: '0' })).toEqual(['send.errors.amount_zero', {}])
  expect(refusal({ ...base, amount: 'abc' })).toEqual(['send.errors.amount_zero', {}])
  expect(refusal({ ...base, amount: '1.1234567' })).toEqual([
    'send.errors.too_many_decimals',
    { symbol: 'LUSD', decimals: '6' },
  ])
  expect(refusal({ ...base, amount: '1000.500001' })).toEqual([
    'send.errors.insufficient_balance',
    { symbol: 'LUSD' },
  ])
  expect(refusal({ ...base, pending: 99 })).toEqual(['send.errors.pending_limit', {}])
  expect(refusal({ ...base, amount: '1000.5', pending: 98 })).toBeUndefined()
})

test('checkSend: native sends value, ERC-20 sends transfer calldata to the token', () => {
  expect(checkSend({ ...base, token: ether, amount: '1.5' })).toEqual({
    value: 15n * 10n ** 17n,
    transaction: { from: address, to: receiver, value: '0x14d1120d7b160000' },
  })
  expect(checkSend({ ...base, amount: '1.5' }).transaction).toEqual({
    from: address,
    to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    value: '0x0',
    data: `0xa9059cbb000000000000000000000000${receiver.slice(2).toLowerCase()}${(1_500_000).toString(16).padStart(64, '0')}`,
  })
})

test('getMaxAmount: the whole token balance; the native balance less twice the fee', () => {
  expect(getMaxAmount(usd, 10n ** 15n)).toBe('1000.5')
  expect(getMaxAmount(ether, 10n ** 15n)).toBe('1.998')
  expect(
    getMaxAmount({ ...ether, quantity: { decimals: '18', numeric: '0.001' } }, 10n ** 15n),
  ).toBe('0')
})

/** A connected config whose wallet answers with `answer`. */
async function setup(answer: (method: string, params: unknown) => unknown) {
  const config = createConfig(
    {
      adapters: [mockAdapter()],
      networks: [mainnet],
      storage: memoryStorage(),
      projectId: 'p',
      apiUrl: 'https://api.test',
    },
    { catalogue: latchCatalogue },
  )
  onTestFinished(mount(config))
  await connect(config, { connectorId: 'mock' })
  const requests: { method: string; params: unknown }[] = []
  const provider = {
    request: async ({ method, params }: { method: string; params?: unknown }) => {
      requests.push({ method, params })
      return answer(method, params)
    },
  }
  config.store.setState((state) => ({
    connectors: state.connectors.map((row) => (row.id === 'mock' ? { ...row, provider } : row)),
  }))
  vi.stubGlobal('fetch', async () => Response.json({ balances: [], currency: 'usd' }))
  return { config, requests }
}

const hash = `0x${'ab'.repeat(32)}`

test('sendToken: sends through the connector row’s provider, lists it pending then confirmed, resets the form', async () => {
  const { config, requests } = await setup((method) =>
    method === 'eth_sendTransaction' ? hash : { status: '0x1', blockNumber: '0x5' },
  )
  setSendForm(config, { token: ether, sendTokenAmount: '0.5', receiverAddress: receiver })
  const statuses: string[] = []
  config.store.subscribe((state) => {
    const status = state.chains.eip155?.account.transactions?.items[0]?.metadata.status
    if (status && statuses.at(-1) !== status) statuses.push(status)
  })
  await expect(sendToken(config, { token: ether, amount: '0.5', receiver })).resolves.toBe(hash)
  // The wallet's own eth_ requests; the balances read after the send may ask it for its assets.
  expect(
    requests.map((request) => request.method).filter((method) => method.startsWith('eth_')),
  ).toEqual(['eth_sendTransaction', 'eth_getTransactionReceipt'])
  expect(statuses).toEqual(['pending', 'confirmed'])
  expect(getSendForm(config)).toEqual({ chainId: 'eip155:1', status: 'success', hash })
})

test('sendToken: a revert is replayed at its block for the Error(string) reason', async () => {
  const reason = `0x08c379a0${encodeAbiParameters([{ type: 'string' }], ['Token paused']).slice(2)}`
  const { config, requests } = await setup((method) => {
    if (method === 'eth_sendTransaction') return hash
    if (method === 'eth_getTransactionReceipt') return { status: '0x0', blockNumber: '0x7' }
    throw Object.assign(new Error('execution reverted'), { code: 3, data: reason })
  })
  setSendForm(config, { token: usd, sendTokenAmount: '1', receiverAddress: receiver })
  await expect(sendToken(config, { token: usd, amount: '1', receiver })).rejects.toMatchObject({
    messageKey: 'send.errors.reverted',
    values: { reason: 'Token paused' },
  })
  expect(requests.at(-1)).toMatchObject({
    method: 'eth_call',
    params: [{ to: usd.address?.split(':')[2] }, '0x7'],
  })
  expect(getSendForm(config)?.error).toEqual({
    messageKey: 'send.errors.reverted',
    values: { reason: 'Token paused' },
  })
  expect(
    config.store.getState().chains.eip155?.account.transactions?.items[0]?.metadata.status,
  ).toBe('failed')
})

test('sendToken: a revert without a reason (a custom error) says "unknown reason"', async () => {
  const { config } = await setup((method) => {
    if (method === 'eth_sendTransaction') return hash
    if (method === 'eth_getTransactionReceipt') return { status: '0x0', blockNumber: '0x7' }
    throw Object.assign(new Error('execution reverted'), { code: 3, data: { data: '0xdb42144d' } })
  })
  await expect(sendToken(config, { token: usd, amount: '1', receiver })).rejects.toMatchObject({
    values: { reason: 'unknown reason' },
  })
})

test('behavior: a form filled on another network counts as empty; a wallet refusal is kept', async () => {
  const { config } = await setup(() => {
    throw Object.assign(new Error('User rejected'), { code: 4001 })
  })
  setSendForm(config, { token: ether, sendTokenAmount: '0.5', receiverAddress: receiver })
  await expect(sendToken(config, { token: ether, amount: '0.5', receiver })).rejects.toMatchObject({
    messageKey: 'errors.user_rejected',
  })
  expect(getSendForm(config)?.status).toBe('error')
  config.store.setState((state) => ({ send: { ...state.send!, chainId: 'eip155:10' } }))
  expect(getSendForm(config)).toBeUndefined()
})

import { memoryStorage, mockAccounts, mockAdapter } from '@latch/test'
import { encodeAbiParameters } from 'viem'
import { afterEach, expect, onTestFinished, test, vi } from 'vitest'
import type {
  AdapterTransferOutcome,
  AdapterTransferParameters,
} from '../adapters/adapterTransfer.js'
import { createAdapter } from '../adapters/createAdapter.js'
import { createConfig } from '../config/createConfig.js'
import { UserRejectedRequestError } from '../errors/connect.js'
import { latchCatalogue } from '../i18n/latchCatalogue.js'
import { mainnet } from '../networks/mainnet.js'
import { solana } from '../networks/solana.js'
import type { TokenBalance } from '../protocol/chainData.js'
import { connect } from './connect.js'
import { mount } from './mount.js'
import {
  checkSend,
  estimateSendFee,
  getMaxAmount,
  getSendForm,
  reviewSend,
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
    to: receiver,
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

test('sendToken: a receipt that does not come within receiptTimeoutMs fails with the timeout, still pending', async () => {
  const { config } = await setup((method) => (method === 'eth_sendTransaction' ? hash : null))
  setSendForm(config, { token: ether, sendTokenAmount: '0.5', receiverAddress: receiver })
  await expect(
    sendToken(config, { token: ether, amount: '0.5', receiver, receiptTimeoutMs: 1 }),
  ).rejects.toMatchObject({ messageKey: 'send.errors.receipt_timeout' })
  expect(getSendForm(config)).toMatchObject({ status: 'error', hash })
  expect(
    config.store.getState().chains.eip155?.account.transactions?.items[0]?.metadata.status,
  ).toBe('pending')
})

test('reviewSend: goes to the review step, or keeps the form with the spec message', async () => {
  const { config } = await setup(() => hash)
  setSendForm(config, { token: usd, sendTokenAmount: '1', receiverAddress: receiver })
  reviewSend(config, { token: usd, amount: '1', receiver })
  expect(getSendForm(config)).toMatchObject({ status: 'review', error: undefined })
  reviewSend(config, { token: usd, amount: '', receiver })
  expect(getSendForm(config)).toMatchObject({
    status: 'form',
    error: { messageKey: 'send.errors.amount_receiver_required' },
  })
})

const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const solanaReceiver = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
const sol: TokenBalance = {
  name: 'Solana',
  symbol: 'SOL',
  chainId: solana.caipNetworkId,
  quantity: { decimals: '9', numeric: '3' },
}
const spl: TokenBalance = {
  name: 'Latch USD',
  symbol: 'LUSD',
  chainId: solana.caipNetworkId,
  address: `${solana.caipNetworkId}:4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU`,
  quantity: { decimals: '6', numeric: '10' },
}

/** A config connected on solana through an adapter whose transfer records and answers. */
async function setupSolana(outcome: AdapterTransferOutcome, sendError?: Error) {
  const provider = { request: async () => undefined }
  const sent: AdapterTransferParameters[] = []
  const adapter = createAdapter({
    namespace: 'solana',
    discoveryTimeoutMs: 0,
    setup(context) {
      context.setConnectors([
        { id: 'sol', name: 'Sol', type: 'ANNOUNCED', chain: 'solana', provider },
      ])
      return () => {}
    },
    connect: async () => ({ accounts: [solanaAddress], chainId: solana.id }),
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({ value: 0n, decimals: 9, symbol: 'SOL' }),
    transfer: {
      isAddress: (value) => value === solanaAddress || value === solanaReceiver,
      estimateFee: async () => 5000n,
      async send(parameters) {
        sent.push(parameters)
        if (sendError) throw sendError
        return { hash: 'sig1', wait: async () => outcome }
      },
    },
  })
  const config = createConfig(
    {
      adapters: [adapter],
      networks: [solana],
      storage: memoryStorage(),
      projectId: 'p',
      apiUrl: 'https://api.test',
    },
    { catalogue: latchCatalogue },
  )
  onTestFinished(mount(config))
  await connect(config, { connectorId: 'sol' })
  vi.stubGlobal('fetch', async () => Response.json({ balances: [], currency: 'usd' }))
  return { config, sent, provider }
}

test('sendToken on solana: checks with the adapter’s address rule, sends SOL and SPL through its transfer', async () => {
  const { config, sent, provider } = await setupSolana({ status: 'confirmed' })
  expect(() =>
    checkSend({
      token: sol,
      amount: '1',
      receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      namespace: 'solana',
      from: solanaAddress,
    }),
  ).toThrow(expect.objectContaining({ messageKey: 'send.errors.unsupported_chain' }))
  reviewSend(config, { token: sol, amount: '1', receiver: receiver })
  expect(getSendForm(config)?.error?.messageKey).toBe('send.errors.invalid_address')
  await expect(
    estimateSendFee(config, { token: sol, amount: '1', receiver: solanaReceiver }),
  ).resolves.toBe(5000n)
  await expect(
    sendToken(config, { token: sol, amount: '1.5', receiver: solanaReceiver }),
  ).resolves.toBe('sig1')
  await expect(
    sendToken(config, { token: spl, amount: '2.25', receiver: solanaReceiver }),
  ).resolves.toBe('sig1')
  expect(
    sent.map(({ provider: used, network, ...rest }) => ({
      used: used === provider,
      network: network.caipNetworkId,
      ...rest,
    })),
  ).toEqual([
    {
      used: true,
      network: solana.caipNetworkId,
      from: solanaAddress,
      to: solanaReceiver,
      value: 1_500_000_000n,
      token: undefined,
    },
    {
      used: true,
      network: solana.caipNetworkId,
      from: solanaAddress,
      to: solanaReceiver,
      value: 2_250_000n,
      token: { address: '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU', decimals: 6 },
    },
  ])
  expect(getSendForm(config)).toEqual({
    chainId: solana.caipNetworkId,
    status: 'success',
    hash: 'sig1',
  })
})

test('sendToken on solana: a failed, an expired and a refused transfer each say why', async () => {
  const failed = await setupSolana({ status: 'failed', reason: 'custom program error: 0x1' })
  setSendForm(failed.config, { token: spl, sendTokenAmount: '1', receiverAddress: solanaReceiver })
  await expect(
    sendToken(failed.config, { token: spl, amount: '1', receiver: solanaReceiver }),
  ).rejects.toMatchObject({
    messageKey: 'send.errors.reverted',
    values: { reason: 'custom program error: 0x1' },
  })
  expect(getSendForm(failed.config)).toMatchObject({ status: 'error', hash: 'sig1' })
  const expired = await setupSolana({ status: 'expired' })
  await expect(
    sendToken(expired.config, { token: sol, amount: '1', receiver: solanaReceiver }),
  ).rejects.toMatchObject({
    messageKey: 'send.errors.expired',
  })
  const refused = await setupSolana({ status: 'confirmed' }, new UserRejectedRequestError())
  await expect(
    sendToken(refused.config, { token: sol, amount: '1', receiver: solanaReceiver }),
  ).rejects.toMatchObject({
    messageKey: 'errors.user_rejected',
  })
})

test('sendToken: a transfer the wallet’s estimate sees revert says so, with the reason when it has one', async () => {
  const reason = `0x08c379a0${encodeAbiParameters([{ type: 'string' }], ['Cannot send to the token contract']).slice(2)}`
  const { config } = await setup(() => {
    throw Object.assign(new Error('execution reverted: Cannot send to the token contract'), {
      code: 3,
      data: reason,
    })
  })
  await expect(sendToken(config, { token: usd, amount: '1', receiver })).rejects.toMatchObject({
    messageKey: 'send.errors.reverted',
    values: { reason: 'Cannot send to the token contract' },
  })
  const custom = await setup(() => {
    throw Object.assign(new Error('execution reverted'), { code: -32603, data: '0xdb42144d' })
  })
  await expect(
    sendToken(custom.config, { token: usd, amount: '1', receiver }),
  ).rejects.toMatchObject({
    messageKey: 'send.errors.reverted',
    values: { reason: 'unknown reason' },
  })
  const other = await setup(() => {
    throw Object.assign(new Error('nonce too low'), { code: -32000 })
  })
  await expect(
    sendToken(other.config, { token: usd, amount: '1', receiver }),
  ).rejects.toMatchObject({
    messageKey: 'send.errors.failed',
  })
})

test('estimateSendFee: priced before the form is complete, and while it holds an amount it refuses', async () => {
  const { config, requests } = await setup((method) =>
    method === 'eth_estimateGas' ? '0x5208' : '0x3b9aca00',
  )
  for (const [amount, to] of [
    ['', ''],
    ['1.1234567', '0x1234'],
    ['100000000', receiver],
  ] as const)
    await expect(estimateSendFee(config, { token: usd, amount, receiver: to })).resolves.toBe(
      21_000n * 10n ** 9n,
    )
  const estimates = requests.filter((request) => request.method === 'eth_estimateGas')
  expect(
    estimates.map(({ params }) => (params as [{ data: string }])[0].data.slice(34, 74)),
  ).toEqual([
    address.slice(2).toLowerCase(),
    address.slice(2).toLowerCase(),
    receiver.slice(2).toLowerCase(),
  ])
})

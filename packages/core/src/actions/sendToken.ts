import type { Config } from '@latch/core'
import { updateChainState } from '@latch/core/internal'
import { sentTransactions } from '../accountData/chainDataMemory.js'
import { BaseError } from '../errors/base.js'
import type { MessageKey } from '../i18n/messageKey.js'
import type { ChainTransaction, TokenBalance } from '../protocol/chainData.js'
import {
  decodeRevertReason,
  encodeTransfer,
  formatAmount,
  isEvmAddress,
  parseAmount,
  readRevertData,
} from '../send/evmSend.js'
import type { SendState } from '../types/state.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'

/** The spec's limit of pending transactions (section 9). */
export const maxPendingTransactions = 99

/** How often the receipt is asked for while waiting (ms). */
const receiptPollMs = 1_000

export type SendTokenParameters = {
  /** A holding of `account.tokenBalance`. */
  token?: TokenBalance | undefined
  /** Whole units as a decimal string, e.g. `'1.5'`. */
  amount?: string | undefined
  receiver?: string | undefined
}

/** A send the form or the chain refused; `messageKey` (with `values`) is what the visitor reads. */
export class SendError extends BaseError {
  override name = 'SendError'
  messageKey: MessageKey
  values: Record<string, string>
  constructor(messageKey: MessageKey, values: Record<string, string> = {}, cause?: unknown) {
    super(messageKey, { cause, details: values.reason })
    this.messageKey = messageKey
    this.values = values
  }
}

type Provider = { request(arguments_: { method: string; params?: unknown }): Promise<unknown> }

/** What a checked send carries: the transaction to ask for and the amount in base units. */
export type CheckedSend = {
  value: bigint
  transaction: { from: string; to: string; value: `0x${string}`; data?: `0x${string}` | undefined }
}

/**
 * Checks a send (spec section 5): a token, an amount and a receiver; eip155 only here (Solana
 * comes later, other namespaces are an Unsupported chain); an address of the namespace, an amount
 * above zero with no more decimals than the token and no more than its balance, and fewer than 99
 * pending transactions. Throws a {@link SendError}.
 */
export function checkSend(
  parameters: SendTokenParameters & { from: string; namespace: string; pending?: number },
): CheckedSend {
  const { token, amount, receiver, namespace, from } = parameters
  if (namespace !== 'eip155') throw new SendError('send.errors.unsupported_chain')
  if (!token) throw new SendError('send.errors.token_required')
  if (!amount?.trim() || !receiver?.trim())
    throw new SendError('send.errors.amount_receiver_required')
  if (!isEvmAddress(receiver.trim())) throw new SendError('send.errors.invalid_address')
  const decimals = Number(token.quantity.decimals)
  const value = parseAmount(amount, decimals)
  if (value === undefined) {
    if (/^\d*\.\d+$/.test(amount.trim()))
      throw new SendError('send.errors.too_many_decimals', {
        symbol: token.symbol,
        decimals: String(decimals),
      })
    throw new SendError('send.errors.amount_zero')
  }
  if (value === 0n) throw new SendError('send.errors.amount_zero')
  if (value > (parseAmount(token.quantity.numeric, decimals) ?? 0n))
    throw new SendError('send.errors.insufficient_balance', { symbol: token.symbol })
  if ((parameters.pending ?? 0) >= maxPendingTransactions)
    throw new SendError('send.errors.pending_limit')
  const to = receiver.trim()
  const contract = token.address?.split(':')[2]
  return {
    value,
    transaction: contract
      ? { from, to: contract, value: '0x0', data: encodeTransfer(to, value) }
      : { from, to, value: `0x${value.toString(16)}` },
  }
}

/** The connected eip155 account, its network and its wallet's EIP-1193 provider, whatever the connector. */
function readWallet(config: Config) {
  const state = config.store.getState()
  const namespace = state.activeNamespace ?? 'eip155'
  const chain = state.chains[namespace]
  const account = chain?.account
  const provider = state.connectors.find(
    (row) => row.id === account?.connectorId && row.chain === namespace,
  )?.provider as Provider | undefined
  if (account?.status !== 'connected' || !account.address || !account.caipAddress)
    throw new SendError('send.errors.failed')
  return {
    namespace,
    provider,
    from: account.address,
    caipAddress: account.caipAddress,
    chainId:
      chain?.network.caipNetwork?.caipNetworkId ??
      account.caipAddress.split(':').slice(0, 2).join(':'),
    pending:
      account.transactions?.items.filter((item) => item.metadata.status === 'pending').length ?? 0,
  }
}

/** The Send form of the active network, or undefined when none is filled (or it was filled on another). */
export function getSendForm(config: Config): SendState | undefined {
  const state = config.store.getState()
  const send = state.send
  const network = state.activeNamespace
    ? state.chains[state.activeNamespace]?.network.caipNetwork?.caipNetworkId
    : undefined
  return send && send.chainId === network ? send : undefined
}

/** Changes the Send form; a change of the fields goes back to the form step. */
export function setSendForm(config: Config, change: Partial<Omit<SendState, 'chainId'>>): void {
  const state = config.store.getState()
  const chainId = state.activeNamespace
    ? state.chains[state.activeNamespace]?.network.caipNetwork?.caipNetworkId
    : undefined
  if (!chainId) return
  config.store.setState({
    send: { ...getSendForm(config), status: 'form', error: undefined, ...change, chainId },
  })
}

/** Empties the Send form. */
export function resetSendForm(config: Config): void {
  config.store.setState({ send: undefined })
}

/**
 * The network fee of a send, in the native currency's base units: the gas the wallet's node
 * estimates times its gas price (with EIP-1559, the base fee and tip it answers). Undefined when
 * the wallet cannot say.
 */
export async function estimateSendFee(
  config: Config,
  parameters: SendTokenParameters,
): Promise<bigint | undefined> {
  try {
    const wallet = readWallet(config)
    if (!wallet.provider) return undefined
    const token = parameters.token
    const decimals = Number(token?.quantity.decimals ?? 18)
    const probe = checkSend({
      ...wallet,
      token,
      amount: parameters.amount || formatAmount(1n, decimals),
      receiver: parameters.receiver || wallet.from,
      pending: 0,
    })
    const [gas, price] = await Promise.all([
      wallet.provider.request({ method: 'eth_estimateGas', params: [probe.transaction] }),
      wallet.provider.request({ method: 'eth_gasPrice' }),
    ])
    return BigInt(gas as string) * BigInt(price as string)
  } catch {
    return undefined
  }
}

/**
 * The most a send of `token` may carry: the whole balance, less twice the fee on the native
 * currency so that the gas is left (the fee may rise between the estimate and the block).
 */
export function getMaxAmount(token: TokenBalance, fee: bigint | undefined): string {
  const decimals = Number(token.quantity.decimals)
  const balance = parseAmount(token.quantity.numeric, decimals) ?? 0n
  const left = token.address ? balance : balance - 2n * (fee ?? 0n)
  return formatAmount(left > 0n ? left : 0n, decimals)
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Sends a token (native or ERC-20 on eip155) through the connected wallet's provider, whatever
 * its connector, and follows it: the transaction is listed at once as pending, the receipt is
 * awaited, a revert is replayed to read its reason ("unknown reason" otherwise, spec section 7),
 * the balances are read again, and the form is reset. Returns the hash; throws a
 * {@link SendError}, also kept in `state.send.error`.
 */
export async function sendToken(config: Config, parameters: SendTokenParameters): Promise<string> {
  const fail = (error: unknown): never => {
    const sendError =
      error instanceof SendError
        ? error
        : (error as { code?: unknown } | undefined)?.code === 4001
          ? new SendError('errors.user_rejected', {}, error)
          : new SendError('send.errors.failed', {}, error)
    if (getSendForm(config))
      setSendForm(config, {
        status: 'error',
        error: { messageKey: sendError.messageKey, values: sendError.values },
      })
    throw sendError
  }
  let wallet: ReturnType<typeof readWallet>
  let checked: CheckedSend
  try {
    wallet = readWallet(config)
    checked = checkSend({ ...parameters, ...wallet })
    if (!wallet.provider) throw new SendError('send.errors.failed')
  } catch (error) {
    return fail(error)
  }
  const { provider, caipAddress } = wallet
  setSendForm(config, { status: 'sending' })
  let hash: string
  try {
    hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [checked.transaction],
    })) as string
  } catch (error) {
    return fail(error)
  }
  if (getSendForm(config)) setSendForm(config, { status: 'sending', hash })
  const token = parameters.token as TokenBalance
  const listed: ChainTransaction = {
    id: `${wallet.chainId}:${hash}`,
    metadata: {
      operationType: 'send',
      hash,
      chain: wallet.chainId as ChainTransaction['metadata']['chain'],
      sentFrom: wallet.from,
      sentTo: (parameters.receiver ?? '').trim(),
      status: 'pending',
    },
    transfers: [
      {
        direction: 'out',
        fungible_info: { name: token.name, symbol: token.symbol },
        quantity: { numeric: formatAmount(checked.value, Number(token.quantity.decimals)) },
      },
    ],
  }
  const list = (status: ChainTransaction['metadata']['status']) => {
    const transaction = { ...listed, metadata: { ...listed.metadata, status } }
    const sent = sentTransactions(config, caipAddress)
    sent.splice(0, sent.length, transaction, ...sent.filter((item) => item.id !== listed.id))
    const previous = config.store.getState().chains.eip155?.account.transactions
    updateChainState(config, 'eip155', {
      account: {
        transactions: {
          account: caipAddress,
          status: previous?.account === caipAddress ? previous.status : 'ready',
          next: previous?.account === caipAddress ? previous.next : undefined,
          items: [
            transaction,
            ...(previous?.account === caipAddress ? previous.items : []).filter(
              (item) => item.id !== listed.id,
            ),
          ],
        },
      },
    })
  }
  list('pending')
  let receipt = null as { status?: string; blockNumber?: string } | null
  while (!receipt) {
    try {
      receipt = (await provider.request({
        method: 'eth_getTransactionReceipt',
        params: [hash],
      })) as typeof receipt
    } catch {}
    if (!receipt) await wait(receiptPollMs)
  }
  const reverted = receipt.status === '0x0'
  list(reverted ? 'failed' : 'confirmed')
  void fetchTokenBalances(config, { force: true })
  if (reverted) {
    let reason: string | undefined
    try {
      await provider.request({
        method: 'eth_call',
        params: [checked.transaction, receipt.blockNumber],
      })
    } catch (error) {
      reason = decodeRevertReason(readRevertData(error))
    }
    return fail(
      new SendError('send.errors.reverted', {
        reason: reason ?? config.i18n.t('send.errors.unknown_reason'),
      }),
    )
  }
  if (getSendForm(config))
    config.store.setState({ send: { chainId: wallet.chainId, status: 'success', hash } })
  return hash
}

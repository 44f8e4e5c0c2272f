import type { AdapterTransfer, Config } from '@latch/core'
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

/**
 * How long an eip155 send waits for its receipt before it says so (ms). The spec's default is 0,
 * no limit: a transaction may still be mined after any wait, so a limit only stops the waiting.
 */
export const defaultReceiptTimeoutMs = 0

export type SendTokenParameters = {
  /** A holding of `account.tokenBalance`. */
  token?: TokenBalance | undefined
  /** Whole units as a decimal string, e.g. `'1.5'`. */
  amount?: string | undefined
  receiver?: string | undefined
  /** How long to wait for the receipt (eip155) before failing with a timeout; 0 waits on. */
  receiptTimeoutMs?: number | undefined
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

/** What a checked send carries: the amount in base units, the receiver, and on eip155 the transaction. */
export type CheckedSend = {
  value: bigint
  to: string
  /** The eip155 transaction to ask the wallet for; absent on other namespaces. */
  transaction?:
    | { from: string; to: string; value: `0x${string}`; data?: `0x${string}` | undefined }
    | undefined
}

/** The address check of a namespace: EIP-55 on eip155, the adapter's elsewhere, none if it cannot send. */
const addressRule = (
  namespace: string,
  adapterRule?: ((address: string) => boolean) | undefined,
) => (namespace === 'eip155' ? isEvmAddress : adapterRule)

/**
 * Checks a send (spec section 5): a token, an amount and a receiver; eip155, or a namespace whose
 * adapter can transfer (`isAddress` is its address check; Solana), otherwise an Unsupported chain;
 * an address of the namespace, an amount above zero with no more decimals than the token and no
 * more than its balance, and fewer than 99 pending transactions. Throws a {@link SendError}.
 */
export function checkSend(
  parameters: SendTokenParameters & {
    from: string
    namespace: string
    pending?: number
    isAddress?: ((address: string) => boolean) | undefined
  },
): CheckedSend {
  const { token, amount, receiver, namespace, from } = parameters
  const isAddress = addressRule(namespace, parameters.isAddress)
  if (!isAddress) throw new SendError('send.errors.unsupported_chain')
  if (!token) throw new SendError('send.errors.token_required')
  if (!amount?.trim() || !receiver?.trim())
    throw new SendError('send.errors.amount_receiver_required')
  if (!isAddress(receiver.trim())) throw new SendError('send.errors.invalid_address')
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
  if (namespace !== 'eip155') return { value, to }
  const contract = token.address?.split(':')[2]
  return {
    value,
    to,
    transaction: contract
      ? { from, to: contract, value: '0x0', data: encodeTransfer(to, value) }
      : { from, to, value: `0x${value.toString(16)}` },
  }
}

/**
 * The connected account of the active namespace, its network, its wallet's provider (whatever the
 * connector: EIP-1193 on eip155) and, on other namespaces, the adapter's transfer.
 */
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
  const transfer: AdapterTransfer | undefined =
    namespace === 'eip155' ? undefined : config.adapters.get(namespace)?.transfer
  return {
    namespace,
    provider,
    transfer,
    isAddress: transfer?.isAddress,
    network: chain?.network.caipNetwork,
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
    // The fee does not depend on the amount, nor much on the receiver: the smallest amount is
    // priced, to the form's receiver once it is an address, else to the sender, so that the fee
    // shows before the form is complete and while it holds an amount it refuses.
    const receiver = parameters.receiver?.trim() ?? ''
    const probe = checkSend({
      ...wallet,
      token,
      amount: formatAmount(1n, decimals),
      receiver: addressRule(wallet.namespace, wallet.isAddress)?.(receiver)
        ? receiver
        : wallet.from,
      pending: 0,
    })
    if (!probe.transaction)
      return await wallet.transfer?.estimateFee(transferParameters(wallet, probe, token))
    // eth_gasPrice answers the base fee plus the suggested tip on EIP-1559 chains, which is
    // what the wallet (choosing its own fees) is expected to pay.
    const [gas, price] = await Promise.all([
      wallet.provider.request({ method: 'eth_estimateGas', params: [probe.transaction] }),
      wallet.provider.request({ method: 'eth_gasPrice' }),
    ])
    return BigInt(gas as string) * BigInt(price as string)
  } catch {
    return undefined
  }
}

/** What an adapter's transfer gets for a checked send. */
function transferParameters(
  wallet: ReturnType<typeof readWallet>,
  checked: CheckedSend,
  token: TokenBalance | undefined,
) {
  const address = token?.address?.split(':')[2]
  if (!wallet.network) throw new SendError('send.errors.failed')
  return {
    provider: wallet.provider,
    network: wallet.network,
    from: wallet.from,
    to: checked.to,
    value: checked.value,
    token: address ? { address, decimals: Number(token?.quantity.decimals) } : undefined,
  }
}

/**
 * Checks the Send form against the connected account and goes to its review step, or keeps the
 * form with the reason it was refused.
 */
export function reviewSend(config: Config, parameters: SendTokenParameters): void {
  try {
    checkSend({ ...parameters, ...readWallet(config) })
    setSendForm(config, { status: 'review' })
  } catch (error) {
    if (!(error instanceof SendError)) throw error
    setSendForm(config, {
      status: 'form',
      error: { messageKey: error.messageKey, values: error.values },
    })
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
 * Any failure of a send as a SendError: a wallet's refusal (4001) keeps its meaning, and a
 * transaction the wallet's own gas estimate saw revert says so, with its reason when it has one.
 */
function toSendError(config: Config, error: unknown): SendError {
  if (error instanceof SendError) return error
  const { code, name, message } = (error ?? {}) as {
    code?: unknown
    name?: unknown
    message?: unknown
  }
  if (code === 4001 || name === 'UserRejectedRequestError')
    return new SendError('errors.user_rejected', {}, error)
  const reason = decodeRevertReason(readRevertData(error))
  if (reason || (typeof message === 'string' && /execution reverted/i.test(message)))
    return new SendError(
      'send.errors.reverted',
      { reason: reason ?? config.i18n.t('send.errors.unknown_reason') },
      error,
    )
  return new SendError('send.errors.failed', {}, error)
}

/**
 * Sends a token through the connected wallet, whatever its connector, and follows it to its end.
 * On eip155 (native or ERC-20, over EIP-1193): the transaction is listed at once as pending, the
 * receipt is awaited (without limit by default, as the spec says; `receiptTimeoutMs` sets one),
 * and a revert is replayed to read its reason ("unknown reason" otherwise, spec section 7). On
 * other namespaces the adapter's transfer builds, sends and follows it (Solana: SOL and SPL).
 * Then the balances are read again and the form is reset. Returns the hash; throws a
 * {@link SendError}, also kept in `state.send.error`.
 */
export async function sendToken(config: Config, parameters: SendTokenParameters): Promise<string> {
  const fail = (error: unknown): never => {
    const sendError = toSendError(config, error)
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
  setSendForm(config, { status: 'sending' })
  let hash: string
  try {
    hash = checked.transaction
      ? await sendEvm(config, wallet, checked, parameters)
      : await sendWithAdapter(config, wallet, checked, parameters.token)
  } catch (error) {
    return fail(error)
  }
  if (getSendForm(config))
    config.store.setState({ send: { chainId: wallet.chainId, status: 'success', hash } })
  return hash
}

/** Shows the form's progress: still sending, now with the transaction's hash. */
function showHash(config: Config, hash: string) {
  if (getSendForm(config)) setSendForm(config, { status: 'sending', hash })
}

async function sendWithAdapter(
  config: Config,
  wallet: ReturnType<typeof readWallet>,
  checked: CheckedSend,
  token: TokenBalance | undefined,
): Promise<string> {
  if (!wallet.transfer) throw new SendError('send.errors.unsupported_chain')
  const sent = await wallet.transfer.send(transferParameters(wallet, checked, token))
  showHash(config, sent.hash)
  const outcome = await sent.wait()
  void fetchTokenBalances(config, { force: true })
  if (outcome.status === 'expired') throw new SendError('send.errors.expired')
  if (outcome.status === 'failed')
    throw new SendError('send.errors.reverted', {
      reason: outcome.reason ?? config.i18n.t('send.errors.unknown_reason'),
    })
  return sent.hash
}

async function sendEvm(
  config: Config,
  wallet: ReturnType<typeof readWallet>,
  checked: CheckedSend,
  parameters: SendTokenParameters,
): Promise<string> {
  const provider = wallet.provider as Provider
  const { caipAddress } = wallet
  const hash = (await provider.request({
    method: 'eth_sendTransaction',
    params: [checked.transaction],
  })) as string
  showHash(config, hash)
  const token = parameters.token as TokenBalance
  const listed: ChainTransaction = {
    id: `${wallet.chainId}:${hash}`,
    metadata: {
      operationType: 'send',
      hash,
      chain: wallet.chainId as ChainTransaction['metadata']['chain'],
      sentFrom: wallet.from,
      sentTo: checked.to,
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
  const timeoutMs = parameters.receiptTimeoutMs ?? defaultReceiptTimeoutMs
  const giveUpAt = timeoutMs > 0 ? Date.now() + timeoutMs : Number.POSITIVE_INFINITY
  let receipt = null as { status?: string; blockNumber?: string } | null
  while (!receipt) {
    try {
      receipt = (await provider.request({
        method: 'eth_getTransactionReceipt',
        params: [hash],
      })) as typeof receipt
    } catch {}
    if (receipt) break
    // Still pending in Activity: it may be mined later, and the list shows it then.
    if (Date.now() >= giveUpAt) throw new SendError('send.errors.receipt_timeout')
    await wait(receiptPollMs)
  }
  const reverted = receipt.status === '0x0'
  list(reverted ? 'failed' : 'confirmed')
  void fetchTokenBalances(config, { force: true })
  if (!reverted) return hash
  let reason: string | undefined
  try {
    await provider.request({
      method: 'eth_call',
      params: [checked.transaction, receipt.blockNumber],
    })
  } catch (error) {
    reason = decodeRevertReason(readRevertData(error))
  }
  throw new SendError('send.errors.reverted', {
    reason: reason ?? config.i18n.t('send.errors.unknown_reason'),
  })
}

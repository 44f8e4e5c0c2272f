import type { AdapterSentTransfer, AdapterTransferParameters } from '@latch/core'
import { ConnectorNotFoundError, WalletRequestError } from '@latch/core'
import { base58, base64 } from '@scure/base'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type TransactionMessageBytesBase64,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { requestWallet } from '../rpc/requestWallet.js'
import { isSolanaProvider } from '../types/solanaProvider.js'
import type { CreateSolanaTransferParameters } from './createSolanaTransfer.js'

type Rpc = ReturnType<typeof createSolanaRpc>

const fail = (message: string) => new WalletRequestError({ cause: new Error(message) })

function rpcOf(transfer: AdapterTransferParameters): Rpc {
  const url = transfer.network.rpcUrls.default.http[0]
  if (!url) throw fail(`${transfer.network.name} has no RPC URL.`)
  return createSolanaRpc(url)
}

/**
 * The token account of `owner` that holds at least `value` of `mint`, and the token program that
 * owns it (Token or Token-2022): the associated account when it holds enough, else the fullest.
 */
async function findSourceAccount(rpc: Rpc, owner: Address, mint: Address, value: bigint) {
  const { value: accounts } = await rpc
    .getTokenAccountsByOwner(owner, { mint }, { encoding: 'jsonParsed', commitment: 'confirmed' })
    .send()
  const holdings = accounts
    .map(({ pubkey, account }) => ({
      pubkey,
      program: account.owner,
      amount: BigInt(account.data.parsed.info.tokenAmount.amount),
    }))
    .filter((holding) => holding.amount >= value)
    .sort((a, b) => (a.amount < b.amount ? 1 : a.amount > b.amount ? -1 : 0))
  const [first] = holdings
  if (!first) throw fail('No token account holds enough of this token.')
  const [associated] = await findAssociatedTokenPda({
    owner,
    mint,
    tokenProgram: first.program,
  })
  return holdings.find((holding) => holding.pubkey === associated) ?? first
}

/**
 * The transfer's instructions: a SOL transfer, or (for a token) creating the receiver's
 * associated token account when it has none (idempotent, paid by the sender) and a
 * `TransferChecked` of the token's decimals.
 */
async function buildInstructions(
  rpc: Rpc,
  transfer: AdapterTransferParameters,
): Promise<Instruction[]> {
  const signer = createNoopSigner(address(transfer.from))
  const to = address(transfer.to)
  if (!transfer.token)
    return [getTransferSolInstruction({ source: signer, destination: to, amount: transfer.value })]
  const mint = address(transfer.token.address)
  const source = await findSourceAccount(rpc, signer.address, mint, transfer.value)
  const [destination] = await findAssociatedTokenPda({
    owner: to,
    mint,
    tokenProgram: source.program,
  })
  return [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: signer,
      ata: destination,
      owner: to,
      mint,
      tokenProgram: source.program,
    }),
    getTransferCheckedInstruction(
      {
        source: source.pubkey,
        mint,
        destination,
        authority: signer,
        amount: transfer.value,
        decimals: transfer.token.decimals,
      },
      { programAddress: source.program },
    ),
  ]
}

/** The unsigned transaction of a transfer, on a fresh blockhash, with the height it expires at. */
async function buildTransaction(rpc: Rpc, transfer: AdapterTransferParameters) {
  const [instructions, { value: latest }] = await Promise.all([
    buildInstructions(rpc, transfer),
    rpc.getLatestBlockhash({ commitment: 'confirmed' }).send(),
  ])
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(createNoopSigner(address(transfer.from)), draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(latest, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  return {
    transaction: compileTransaction(message),
    lastValidBlockHeight: latest.lastValidBlockHeight,
  }
}

/** The network fee of a transfer in lamports, as the cluster prices its message; undefined when it cannot. */
export async function estimateSolanaTransferFee(
  transfer: AdapterTransferParameters,
): Promise<bigint | undefined> {
  const rpc = rpcOf(transfer)
  const { transaction } = await buildTransaction(rpc, transfer)
  const message = base64.encode(new Uint8Array(transaction.messageBytes))
  const { value } = await rpc
    .getFeeForMessage(message as TransactionMessageBytesBase64, { commitment: 'confirmed' })
    .send()
  return value === null ? undefined : BigInt(value)
}

/** A wallet's `{ signature }` reply, checked: 64 bytes in base58. */
function readSignature(reply: unknown): string {
  const signature = (reply as { signature?: unknown } | null)?.signature
  try {
    if (typeof signature === 'string' && base58.decode(signature).length === 64) return signature
  } catch {}
  throw fail('The wallet answered without a transaction signature.')
}

/** The wallet does not have this method (JSON-RPC -32601, EIP-1193 4200). */
const isUnsupported = (error: unknown) => {
  const code = (error as { code?: unknown } | undefined)?.code
  return code === -32601 || code === 4200
}

/**
 * Builds the transfer, has the wallet sign and send it (`solana_signAndSendTransaction`; a wallet
 * that only signs gets `solana_signTransaction`, and the cluster is sent the signed transaction
 * here), and returns its signature with a `wait` that polls its status until it is confirmed,
 * failed, or past its blockhash's last valid height (expired: it can never be included).
 */
export async function sendSolanaTransfer(
  transfer: AdapterTransferParameters,
  options: CreateSolanaTransferParameters = {},
): Promise<AdapterSentTransfer> {
  const provider = transfer.provider
  if (!isSolanaProvider(provider)) throw new ConnectorNotFoundError('solana')
  const rpc = rpcOf(transfer)
  const { transaction, lastValidBlockHeight } = await buildTransaction(rpc, transfer)
  const wire = getBase64EncodedWireTransaction(transaction)
  let hash: string
  try {
    hash = readSignature(
      await requestWallet(provider, 'solana_signAndSendTransaction', { transaction: wire }),
    )
  } catch (error) {
    if (!isUnsupported((error as { cause?: unknown }).cause ?? error)) throw error
    const signed = await requestWallet(provider, 'solana_signTransaction', { transaction: wire })
    hash = readSignature(signed)
    const bytes = (signed as { transaction?: unknown }).transaction
    const raw =
      typeof bytes === 'string'
        ? bytes
        : getBase64EncodedWireTransaction({
            ...transaction,
            signatures: { ...transaction.signatures, [transfer.from]: base58.decode(hash) },
          } as typeof transaction)
    await rpc.sendTransaction(raw as typeof wire, { encoding: 'base64' }).send()
  }
  const pollMs = options.confirmationPollMs ?? 1_000
  return {
    hash,
    async wait() {
      for (;;) {
        const [{ value: statuses }, height] = await Promise.all([
          rpc.getSignatureStatuses([hash as Parameters<Rpc['getSignatureStatuses']>[0][0]]).send(),
          rpc.getBlockHeight({ commitment: 'confirmed' }).send(),
        ])
        const status = statuses[0]
        if (status?.err) return { status: 'failed', reason: JSON.stringify(status.err) }
        if (
          status?.confirmationStatus === 'confirmed' ||
          status?.confirmationStatus === 'finalized'
        )
          return { status: 'confirmed' }
        if (!status && height > lastValidBlockHeight) return { status: 'expired' }
        await new Promise((resolve) => setTimeout(resolve, pollMs))
      }
    },
  }
}

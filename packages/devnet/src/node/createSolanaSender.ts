import { base64 } from '@scure/base'
import { type Instruction, type Signer, signedTransaction } from './solanaTransaction'
import { rpc } from './startSolana'

/** Hand-built transactions to Surfpool from one fee payer, each awaited until processed. */
export type SolanaSender = {
  /** One JSON-RPC call to the node. */
  call(method: string, params?: unknown[]): Promise<unknown>
  /** Signs with the fee payer and `signers`, sends, and waits; throws if the transaction failed. */
  send(instructions: Instruction[], signers?: Signer[]): Promise<void>
}

/**
 * Airdrops `lamports` to `payer` on the Surfpool at `rpcUrl` and gives a sender whose
 * transactions it pays for. Every transaction uses the blockhash read here: the seeding is over
 * well before it expires.
 */
export async function createSolanaSender(
  rpcUrl: string,
  payer: Signer,
  lamports = 1_000_000_000,
): Promise<SolanaSender> {
  const call = (method: string, params: unknown[] = []) => rpc(rpcUrl, method, params)
  await settled(call, (await call('requestAirdrop', [payer.address, lamports])) as string)
  const { value } = (await call('getLatestBlockhash', [{ commitment: 'processed' }])) as {
    value: { blockhash: string }
  }
  return {
    call,
    async send(instructions, signers = []) {
      const transaction = signedTransaction(instructions, [payer, ...signers], value.blockhash)
      const signature = (await call('sendTransaction', [
        base64.encode(transaction),
        { encoding: 'base64', preflightCommitment: 'processed' },
      ])) as string
      await settled(call, signature)
    },
  }
}

type Call = (method: string, params?: unknown[]) => Promise<unknown>

/** Waits until Surfpool has processed `signature`, and throws if it failed. */
async function settled(call: Call, signature: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { value } = (await call('getSignatureStatuses', [[signature]])) as {
      value: ({ err: unknown } | null)[]
    }
    const status = value[0]
    if (status) {
      if (status.err)
        throw new Error(`Solana seeding: ${signature} failed: ${JSON.stringify(status.err)}`)
      return
    }
    if (Date.now() > deadline) throw new Error(`Solana seeding: ${signature} not processed in time`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

import type { Kysely } from 'kysely'
import {
  BaseError,
  decodeAbiParameters,
  encodeFunctionData,
  type Hex,
  hexToString,
  type PublicClient,
  parseAbi,
} from 'viem'
import type { Database, TransferStandard } from '../../db/schema.js'
import { UpstreamError } from '../../rpcProxy/forwardJsonRpc.js'
import { cleanText } from './cleanText.js'

const metadataAbi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
])

/** A string answer, or the bytes32 of older tokens (MKR, SAI); null for anything else. */
function decodeText(data: Hex): string | null {
  try {
    return cleanText(decodeAbiParameters([{ type: 'string' }], data)[0])
  } catch {
    if (data.length !== 66) return null
    try {
      return cleanText(hexToString(data, { size: 32 }).replace(/\0+$/, ''))
    } catch {
      return null
    }
  }
}

/** A transport failure is retried later; a revert or a wrong answer means "has none". */
const isTransportFailure = (error: unknown) =>
  error instanceof BaseError
    ? Boolean(error.walk((cause) => cause instanceof UpstreamError))
    : error instanceof UpstreamError

async function call(client: PublicClient, to: Hex, functionName: 'name' | 'symbol' | 'decimals') {
  try {
    const { data } = await client.call({
      to,
      data: encodeFunctionData({ abi: metadataAbi, functionName }),
    })
    return data ?? '0x'
  } catch (error) {
    if (isTransportFailure(error)) throw error
    return '0x'
  }
}

/**
 * Asks each token contract the indexer saw and does not know yet for its `name`, `symbol` and
 * `decimals` (tolerating contracts without them) and stores what they answered. A transport
 * failure leaves the token unknown, so the next step asks again.
 */
export async function learnTokens(
  db: Kysely<Database>,
  client: PublicClient,
  { chainId, now = new Date() }: { chainId: string; now?: Date | undefined },
): Promise<number> {
  const unknown = await db
    .selectFrom('chain_transfers')
    .leftJoin('chain_tokens', (join) =>
      join
        .onRef('chain_tokens.chain_id', '=', 'chain_transfers.chain_id')
        .onRef('chain_tokens.address', '=', 'chain_transfers.token_address'),
    )
    .select(['chain_transfers.token_address', 'chain_transfers.standard'])
    .distinct()
    .where('chain_transfers.chain_id', '=', chainId)
    .where('chain_transfers.token_address', 'is not', null)
    .where('chain_tokens.address', 'is', null)
    .limit(50)
    .execute()
  // A contract seen under several standards is described by the most specific one.
  const standards = new Map<string, Exclude<TransferStandard, 'native'>>()
  const rank = { erc20: 3, erc721: 2, erc1155: 1, native: 0 } as const
  for (const { token_address: address, standard } of unknown) {
    if (!address || standard === 'native') continue
    const known = standards.get(address)
    if (!known || rank[standard] > rank[known]) standards.set(address, standard)
  }
  for (const [address, standard] of standards) {
    const to = address as Hex
    const [name, symbol, decimals] = [
      decodeText(await call(client, to, 'name')),
      decodeText(await call(client, to, 'symbol')),
      await call(client, to, 'decimals'),
    ]
    let decimalCount: number | null = null
    if (decimals.length === 66) {
      const value = BigInt(decimals)
      decimalCount = value <= 77n ? Number(value) : null
    }
    await db
      .insertInto('chain_tokens')
      .values({
        chain_id: chainId,
        address,
        standard,
        name,
        symbol,
        decimals: standard === 'erc20' ? decimalCount : null,
        updated_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['chain_id', 'address']).doNothing())
      .execute()
  }
  return standards.size
}

import type { CaipAddress, CaipNetworkId, TokenBalance } from '@latch/core'
import type { z } from 'zod'
import type { SolanaClusterSettings } from '../../config/loadConfig.js'
import { forwardJsonRpc, UpstreamError } from '../../rpcProxy/forwardJsonRpc.js'
import { ChainDataSourceError } from '../chainDataErrors.js'
import type { ChainAccount, ChainDataProvider } from '../chainDataProvider.js'
import { chainDataSourceTimeoutMs, maximumChainDataSourceBytes } from '../fetchChainDataJson.js'
import { toDecimalString } from '../toDecimalString.js'
import { readSolanaNfts } from './readSolanaNfts.js'
import {
  getBalanceSchema,
  getMultipleAccountsSchema,
  getTokenAccountsByOwnerSchema,
  solanaRpcReplySchema,
} from './solanaRpcSchemas.js'

/** The programs whose token accounts are balances: the classic Token program and Token-2022. */
const solanaTokenPrograms = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/** Parameters of {@link createSolanaProvider}. */
export type CreateSolanaProviderParameters = {
  /** The clusters served (CAIP-2 `solana:<genesis hash prefix>`) and their token names. */
  clusters: Record<string, SolanaClusterSettings>
  /** Each cluster's JSON-RPC URL (`CHAIN_RPC_URLS`). */
  rpcUrls: Record<string, string>
  /** Defaults to 5 s per call (SECURITY.md T30). */
  timeoutMs?: number | undefined
  /** Defaults to 2 MB per reply (SECURITY.md T30). */
  maxResponseBytes?: number | undefined
}

/**
 * Solana balances and NFTs read live over a cluster's JSON-RPC (issue 13): SOL from `getBalance`,
 * SPL tokens from `getTokenAccountsByOwner` (jsonParsed) of the Token and Token-2022 programs,
 * summed per mint, as exact decimal strings. Names and symbols are not on chain without a
 * metadata account, so they come from configuration; a mint it has none for shows as "Unknown
 * token" with its address abbreviated as the symbol (the route still drops zero-decimal ones
 * without a price, spec 5). A mint held as exactly one token with 0 decimals is an NFT candidate
 * and no balance: `getNfts` reads those mints (`getMultipleAccounts`, jsonParsed) and answers the
 * ones with a supply of 1, named by their TokenMetadata extension (see {@link readSolanaNfts}).
 * Every reply is validated, within the timeout and the size cap; failures throw
 * {@link ChainDataSourceError}, which never names the URL. History is an empty page (eip155 only,
 * spec 9).
 *
 * @example
 * const provider = createSolanaProvider({
 *   clusters: { 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': { tokens: {} } },
 *   rpcUrls: config.chainRpcUrls,
 * })
 */
export function createSolanaProvider(
  parameters: CreateSolanaProviderParameters,
): ChainDataProvider {
  const { clusters, rpcUrls } = parameters
  const timeoutMs = parameters.timeoutMs ?? chainDataSourceTimeoutMs
  const maxResponseBytes = parameters.maxResponseBytes ?? maximumChainDataSourceBytes
  const name = 'solana'
  let id = 0

  const call = async <schema extends z.ZodType>(
    chainId: string,
    method: string,
    params: unknown[],
    schema: schema,
  ): Promise<z.output<schema>> => {
    const url = rpcUrls[chainId]
    if (url === undefined) throw new ChainDataSourceError(name, 'unreachable')
    id += 1
    let reply: unknown
    try {
      reply = await forwardJsonRpc({
        url,
        body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
        timeoutMs,
        maxResponseBytes,
      })
    } catch (error) {
      if (error instanceof UpstreamError)
        throw new ChainDataSourceError(name, error.reason, error.status, { cause: error })
      throw new ChainDataSourceError(name, 'unreachable', undefined, { cause: error })
    }
    const envelope = solanaRpcReplySchema.safeParse(reply)
    // A JSON-RPC error (an account the node rejects) is as unusable here as a wrong shape.
    if (!envelope.success || envelope.data.error)
      throw new ChainDataSourceError(name, 'malformed', undefined, {
        cause: envelope.success ? envelope.data.error : envelope.error,
      })
    const result = schema.safeParse(envelope.data.result)
    if (!result.success)
      throw new ChainDataSourceError(name, 'malformed', undefined, { cause: result.error })
    return result.data
  }

  // What the account holds of each mint, summed over its token accounts of both programs (one
  // owner may hold a mint in several: its associated one and others).
  const holdingsOf = async ({ chainId, address }: ChainAccount) => {
    const options = { encoding: 'jsonParsed', commitment: 'confirmed' }
    const tokenAccounts = await Promise.all(
      solanaTokenPrograms.map((programId) =>
        call(
          chainId,
          'getTokenAccountsByOwner',
          [address, { programId }, options],
          getTokenAccountsByOwnerSchema,
        ),
      ),
    )
    const mints = new Map<string, Holding>()
    for (const { value } of tokenAccounts)
      for (const { account: tokenAccount } of value) {
        const { info } = tokenAccount.data.parsed
        if (info.owner !== address) continue
        const known = mints.get(info.mint)
        const amount = BigInt(info.tokenAmount.amount)
        if (known && known.decimals !== info.tokenAmount.decimals)
          throw new ChainDataSourceError(name, 'malformed')
        mints.set(info.mint, {
          amount: (known?.amount ?? 0n) + amount,
          decimals: info.tokenAmount.decimals,
        })
      }
    return mints
  }

  return {
    name,
    serves: (chainId) => Object.hasOwn(clusters, chainId) && Object.hasOwn(rpcUrls, chainId),
    async getBalances(account) {
      const { chainId, address } = account
      const labels = clusters[chainId]?.tokens ?? {}
      const [lamports, mints] = await Promise.all([
        call(chainId, 'getBalance', [address, { commitment: 'confirmed' }], getBalanceSchema),
        holdingsOf(account),
      ])
      const balances: TokenBalance[] = []
      if (lamports.value > 0)
        balances.push({
          name: sol.name,
          symbol: sol.symbol,
          chainId: chainId as CaipNetworkId,
          quantity: {
            decimals: String(sol.decimals),
            numeric: toDecimalString(BigInt(lamports.value).toString(), sol.decimals) ?? '0',
          },
        })
      const tokens: TokenBalance[] = []
      for (const [mint, { amount, decimals }] of mints) {
        if (isNftShaped({ amount, decimals })) continue
        const numeric = amount > 0n ? toDecimalString(amount.toString(), decimals) : undefined
        if (numeric === undefined) continue
        const label = labels[mint] ?? { name: 'Unknown token', symbol: abbreviate(mint) }
        tokens.push({
          name: label.name,
          symbol: label.symbol,
          chainId: chainId as CaipNetworkId,
          address: `${chainId}:${mint}` as CaipAddress,
          quantity: { decimals: String(decimals), numeric },
        })
      }
      // Named tokens first, then by symbol: the same order on every read.
      tokens.sort(
        (a, b) =>
          Number(labels[mintOf(a)] === undefined) - Number(labels[mintOf(b)] === undefined) ||
          a.symbol.localeCompare(b.symbol) ||
          mintOf(a).localeCompare(mintOf(b)),
      )
      return [...balances, ...tokens]
    },
    async getNfts(account, page) {
      const { chainId } = account
      const mints = [...(await holdingsOf(account))].filter(([, holding]) => isNftShaped(holding))
      return readSolanaNfts({
        chainId,
        mints: mints.map(([mint]) => mint),
        page,
        readMints: (chunk) =>
          call(
            chainId,
            'getMultipleAccounts',
            [chunk, { encoding: 'jsonParsed', commitment: 'confirmed' }],
            getMultipleAccountsSchema,
          ),
      })
    },
    async getHistory() {
      return { items: [] }
    },
  }
}

type Holding = { amount: bigint; decimals: number }

/** One token of a mint with 0 decimals: an NFT if its supply is 1, and never a balance. */
function isNftShaped({ amount, decimals }: Holding): boolean {
  return decimals === 0 && amount === 1n
}

/** `EPjF…Dt1v`: the first and last four characters of a mint. */
function abbreviate(mint: string): string {
  return `${mint.slice(0, 4)}…${mint.slice(-4)}`
}

function mintOf(balance: TokenBalance): string {
  return balance.address?.split(':')[2] ?? ''
}

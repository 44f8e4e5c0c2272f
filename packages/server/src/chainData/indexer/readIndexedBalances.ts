import type { TokenBalance } from '@latch/core'
import type { Kysely } from 'kysely'
import { erc20Abi, getAddress, type Hex, type PublicClient } from 'viem'
import type { Database } from '../../db/schema.js'
import type { ChainAccount } from '../chainDataProvider.js'
import { toDecimalString } from '../toDecimalString.js'
import type { NativeCurrency } from './readIndexedHistory.js'
import { type IndexedToken, readIndexedTokens } from './readIndexedTokens.js'

/** The most ERC-20 contracts asked for one account's balances. */
const maximumTokens = 100

/**
 * An account's holdings: the native balance at the latest block, and for each ERC-20 the
 * account ever sent or received (as indexed), its `balanceOf` now, so the amount is exact
 * whatever the token does beside Transfer events. Zero balances, tokens that do not answer and
 * tokens without a symbol or decimals are left out. The calls are made at once (at most 101:
 * the client sends them as JSON-RPC batches).
 */
export async function readIndexedBalances(
  db: Kysely<Database>,
  client: PublicClient,
  { chainId, address }: ChainAccount,
  native: NativeCurrency,
): Promise<TokenBalance[]> {
  const account = address.toLowerCase() as Hex
  const chain = chainId as TokenBalance['chainId']
  const readTokens = async () => {
    const touched = await db
      .selectFrom('chain_transfers')
      .select('token_address')
      .distinct()
      .where('chain_id', '=', chainId)
      .where('standard', '=', 'erc20')
      .where((where) =>
        where.or([where('from_address', '=', account), where('to_address', '=', account)]),
      )
      .orderBy('token_address')
      .limit(maximumTokens)
      .execute()
    const tokens = await readIndexedTokens(
      db,
      chainId,
      touched.map((row) => row.token_address),
    )
    const described = [...tokens].filter(
      (entry): entry is [string, IndexedToken & { symbol: string; decimals: number }] =>
        entry[1].symbol !== null && entry[1].decimals !== null,
    )
    return Promise.all(
      described.map(async ([token, { name, symbol, decimals }]) => {
        const amount = await client
          .readContract({
            address: token as Hex,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account],
          })
          .catch(() => undefined)
        const numeric =
          amount === undefined ? undefined : toDecimalString(amount.toString(), decimals)
        if (!amount || numeric === undefined) return undefined
        return {
          name: name ?? symbol,
          symbol,
          chainId: chain,
          address: `${chainId}:${getAddress(token)}` as TokenBalance['address'],
          quantity: { decimals: String(decimals), numeric },
        } satisfies TokenBalance
      }),
    )
  }
  const [nativeBalance, tokenBalances] = await Promise.all([
    client.getBalance({ address: account }),
    readTokens(),
  ])
  const balances: TokenBalance[] = []
  if (nativeBalance > 0n)
    balances.push({
      name: native.name,
      symbol: native.symbol,
      chainId: chain,
      quantity: {
        decimals: String(native.decimals),
        numeric: toDecimalString(nativeBalance.toString(), native.decimals) ?? '0',
      },
    })
  for (const balance of tokenBalances) if (balance) balances.push(balance)
  return balances
}

import type { TokenBalance } from '@latch/core'
import type { Kysely } from 'kysely'
import { erc20Abi, getAddress, type Hex, type PublicClient } from 'viem'
import type { Database } from '../../db/schema.js'
import type { ChainAccount } from '../chainDataProvider.js'
import { toDecimalString } from '../toDecimalString.js'
import type { NativeCurrency } from './readIndexedHistory.js'
import { readIndexedTokens } from './readIndexedTokens.js'

/** The most ERC-20 contracts asked for one account's balances. */
const maximumTokens = 100

/**
 * An account's holdings: the native balance at the latest block, and for each ERC-20 the
 * account ever sent or received (as indexed), its `balanceOf` now, so the amount is exact
 * whatever the token does beside Transfer events. Zero balances, tokens that do not answer and
 * tokens without a symbol or decimals are left out.
 */
export async function readIndexedBalances(
  db: Kysely<Database>,
  client: PublicClient,
  { chainId, address }: ChainAccount,
  native: NativeCurrency,
): Promise<TokenBalance[]> {
  const account = address.toLowerCase() as Hex
  const chain = chainId as TokenBalance['chainId']
  const balances: TokenBalance[] = []
  const nativeBalance = await client.getBalance({ address: account })
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
  for (const [token, { name, symbol, decimals }] of tokens) {
    if (symbol === null || decimals === null) continue
    let amount: bigint
    try {
      amount = await client.readContract({
        address: token as Hex,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account],
      })
    } catch {
      continue
    }
    const numeric = toDecimalString(amount.toString(), decimals)
    if (amount === 0n || numeric === undefined) continue
    balances.push({
      name: name ?? symbol,
      symbol,
      chainId: chain,
      address: `${chainId}:${getAddress(token)}` as TokenBalance['address'],
      quantity: { decimals: String(decimals), numeric },
    })
  }
  return balances
}

import type { GetBalancesResponse, TokenBalance } from '@latch/core'
// The same exact decimal-to-base-units rule the modal's Send uses.
import { parseAmount } from '@latch/core/accountData'
import * as v from 'valibot'
import { numberToHex } from 'viem'
import { rpcReplyError } from './rpcMessages.js'

/**
 * One asset of a `wallet_getAssets` answer (EIP-7811, https://eips.ethereum.org/EIPS/eip-7811):
 * the token contract or `'native'`, the balance in base units as hex, the type, and the
 * metadata the modal shows (spec: "Wallet asset response").
 */
export type WalletAsset = {
  address: `0x${string}` | 'native'
  balance: `0x${string}`
  type: 'native' | 'erc20'
  metadata: {
    name: string
    symbol: string
    decimals: number
    price?: number | undefined
    iconUrl?: string | undefined
  }
}

/** What {@link answerGetAssets} needs. */
export type AnswerGetAssetsParameters = {
  params: unknown
  /** The signed-in wallet's EVM address: the only account it answers for. */
  address: `0x${string}`
  /** The chains the frame serves (CAIP-2 → RPC URL); the eip155 ones are asked. */
  rpcUrls: Readonly<Record<string, string>>
  /**
   * The chain-data service's balances of one CAIP-10 account, or `undefined` when the server does
   * not serve its chain.
   */
  readBalances: (account: string) => Promise<GetBalancesResponse | undefined>
}

const hexChainId = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{1,16}$/))
// EIP-7811's request: `account` is required; `chainFilter` narrows the chains. The asset filters
// are optional hints a wallet may serve; this one answers every asset of the chains asked.
const requestSchema = v.looseObject({
  account: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)),
  chainFilter: v.optional(v.pipe(v.array(hexChainId), v.maxLength(64))),
})

const invalid = (details: string): never => {
  throw rpcReplyError('invalidParams', { details })
}

function toAsset(balance: TokenBalance): WalletAsset | undefined {
  const decimals = Number(balance.quantity.decimals)
  if (!Number.isSafeInteger(decimals) || decimals > 255) return undefined
  const amount = parseAmount(balance.quantity.numeric, decimals)
  if (amount === undefined) return undefined
  const contract = balance.address?.split(':')[2]
  if (balance.address !== undefined && !/^0x[0-9a-fA-F]{40}$/.test(contract ?? '')) return undefined
  return {
    address: (contract as `0x${string}` | undefined) ?? 'native',
    balance: numberToHex(amount),
    type: contract ? 'erc20' : 'native',
    metadata: {
      name: balance.name,
      symbol: balance.symbol,
      decimals,
      ...(balance.price === undefined ? {} : { price: balance.price }),
      ...(balance.iconUrl === undefined ? {} : { iconUrl: balance.iconUrl }),
    },
  }
}

/**
 * Answers `wallet_getAssets` (EIP-7811) for the signed-in wallet's own address only (another
 * account is `invalid_params`): the holdings the server's chain-data service reads on each eip155
 * chain the frame serves (those of `chainFilter` when given), keyed by hex chain id, balances in
 * base units. A chain the service does not serve is left out.
 *
 * @example
 * await answerGetAssets({ params: [{ account }], address, rpcUrls, readBalances })
 * // { '0x7a69': [{ address: 'native', balance: '0x14d1120d7b160000', type: 'native', … }] }
 */
export async function answerGetAssets(
  parameters: AnswerGetAssetsParameters,
): Promise<Record<string, WalletAsset[]>> {
  const { params, address, rpcUrls, readBalances } = parameters
  const [request] = Array.isArray(params) ? params : [params]
  const parsed = v.safeParse(requestSchema, request)
  if (!parsed.success) return invalid('account')
  if (parsed.output.account.toLowerCase() !== address.toLowerCase()) return invalid('account')
  const filter = parsed.output.chainFilter?.map((id) => BigInt(id))
  const chains = Object.keys(rpcUrls)
    .map((id) => /^eip155:(\d{1,16})$/.exec(id)?.[1])
    .filter((reference): reference is string => reference !== undefined)
    .filter((reference) => !filter || filter.includes(BigInt(reference)))
  const answers = await Promise.all(
    chains.map(async (reference) => {
      const found = await readBalances(`eip155:${reference}:${address}`)
      const assets = (found?.balances ?? [])
        .filter((balance) => balance.chainId === `eip155:${reference}`)
        .map(toAsset)
        .filter((asset) => asset !== undefined)
      return [numberToHex(BigInt(reference)), assets] as const
    }),
  )
  return Object.fromEntries(answers.filter(([, assets]) => assets.length > 0))
}

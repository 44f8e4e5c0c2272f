import type { TokenBalance } from '../protocol/chainData.js'
import {
  readAmount,
  readCaipAddress,
  readCaipNetworkId,
  readDecimal,
  readHttpUrl,
  readInteger,
  readRecord,
  readText,
} from './readFields.js'

/**
 * One holding of a balances response, or undefined when it is malformed or low quality (spec
 * section 5: zero decimals and no price). Optional fields that are malformed are left out.
 */
export function parseTokenBalance(value: unknown): TokenBalance | undefined {
  const entry = readRecord(value)
  const quantity = readRecord(entry?.quantity)
  const name = readText(entry?.name)
  const symbol = readText(entry?.symbol)
  const chainId = readCaipNetworkId(entry?.chainId)
  const decimals = readInteger(quantity?.decimals)
  const numeric = readDecimal(quantity?.numeric)
  if (!name || !symbol || !chainId || decimals === undefined || numeric === undefined)
    return undefined
  const price = readAmount(entry?.price)
  if (Number(decimals) === 0 && price === undefined) return undefined
  const address = entry?.address === undefined ? undefined : readCaipAddress(entry.address)
  if (entry?.address !== undefined && !address) return undefined
  const value_ = readAmount(entry?.value)
  const iconUrl = readHttpUrl(entry?.iconUrl)
  return {
    name,
    symbol,
    chainId,
    ...(address ? { address } : {}),
    ...(value_ === undefined ? {} : { value: value_ }),
    ...(price === undefined ? {} : { price }),
    quantity: { decimals, numeric },
    ...(iconUrl ? { iconUrl } : {}),
  }
}

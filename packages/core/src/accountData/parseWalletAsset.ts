import type { TokenBalance } from '@latch/core'
import { readAmount, readHttpUrl, readRecord, readText } from './readFields.js'

/**
 * One asset of a wallet's `wallet_getAssets` answer (EIP-7811,
 * https://eips.ethereum.org/EIPS/eip-7811) on eip155 chain `reference`, as a holding, or
 * undefined when it does not match the asset shape (spec: "Wallet asset response": address,
 * balance in hex, type native or erc20, metadata with name, symbol and decimals) or is low
 * quality (zero decimals and no price, spec section 5). The wallet is untrusted: an icon is kept
 * only when it is one of the Latch server's own image URLs (`imageOrigin`), never a URL of the
 * wallet's choosing.
 */
export function parseWalletAsset(
  value: unknown,
  reference: string,
  imageOrigin: string,
): TokenBalance | undefined {
  const entry = readRecord(value)
  const metadata = readRecord(entry?.metadata)
  const address = entry?.address
  const balance = entry?.balance
  const name = readText(metadata?.name)
  const symbol = readText(metadata?.symbol)
  const decimals = metadata?.decimals
  const price = readAmount(metadata?.price)
  // EIP-7811 writes the types in lower case, the spec in upper case.
  const type = String(entry?.type).toLowerCase()
  if (
    !(type === 'native'
      ? address === 'native'
      : type === 'erc20' && /^0x[0-9a-fA-F]{40}$/.test(String(address))) ||
    !/^0x[0-9a-fA-F]{1,64}$/.test(String(balance)) ||
    !name ||
    !symbol ||
    !Number.isInteger(decimals) ||
    !((decimals as number) >= (price === undefined ? 1 : 0) && (decimals as number) < 256)
  )
    return undefined
  // The whole-unit decimal string, exactly: 0x14d1120d7b160000 with 18 decimals is '1.5'.
  const places = decimals as number
  const digits = BigInt(balance as string)
    .toString()
    .padStart(places + 1, '0')
  const fraction = digits.slice(digits.length - places).replace(/0+$/, '')
  const numeric = digits.slice(0, digits.length - places) + (fraction ? `.${fraction}` : '')
  const iconUrl = readHttpUrl(metadata?.iconUrl)
  const chainId = `eip155:${reference}` as const
  return {
    name,
    symbol,
    chainId,
    ...(type === 'erc20' ? { address: `${chainId}:${address as string}` as const } : {}),
    ...(price === undefined ? {} : { price, value: price * Number(numeric) }),
    quantity: { decimals: String(places), numeric },
    ...(iconUrl?.startsWith(`${imageOrigin}/`) ? { iconUrl } : {}),
  }
}

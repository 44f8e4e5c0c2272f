/**
 * Reads an EIP-1193 hex chain id (`wallet_switchEthereumChain`'s `chainId`) strictly: a `0x` string
 * of at most 16 hex digits naming a positive safe integer, or `undefined` for anything else.
 *
 * @example
 * parseHexChainId('0x7a6a') // 31338
 * parseHexChainId('31338') // undefined
 */
export function parseHexChainId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^0x[0-9a-f]{1,16}$/i.test(value)) return undefined
  const chainId = Number.parseInt(value, 16)
  return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
}

/**
 * An integer amount with `decimals` decimals, exact (no float rounding), trailing zeros trimmed.
 *
 * @example
 * formatAmount(1_500_000_000_000_000_000n, 18) // '1.5'
 */
export function formatAmount(amount: bigint, decimals: number): string {
  const negative = amount < 0n
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

// The native token of the bundled EVM networks that do not use ETH.
const evmNativeSymbols: Record<number, string> = {
  56: 'BNB',
  100: 'xDAI',
  137: 'POL',
  250: 'FTM',
  5000: 'MNT',
  8217: 'KAIA',
  42220: 'CELO',
  43113: 'AVAX',
  43114: 'AVAX',
  80002: 'POL',
}

/** The native token symbol of an EVM chain (ETH unless known otherwise). */
export const evmNativeSymbol = (chainId: number | undefined): string =>
  (chainId !== undefined && evmNativeSymbols[chainId]) || 'ETH'

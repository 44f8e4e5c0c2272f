/**
 * Whether an approved amount is effectively unlimited: the type's maximum, or at least 2^255
 * (half of uint256, which no real balance reaches). SECURITY.md T8 wants 100% of these flagged.
 *
 * @example
 * isUnlimitedAmount(2n ** 256n - 1n, 256) // true
 * isUnlimitedAmount(2n ** 160n - 1n, 160) // true (Permit2's max)
 */
export function isUnlimitedAmount(amount: bigint, bits: 160 | 256): boolean {
  return amount >= 2n ** 255n || amount >= 2n ** BigInt(bits) - 1n
}

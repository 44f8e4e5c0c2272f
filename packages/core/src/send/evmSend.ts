import { keccak_256 } from '@noble/hashes/sha3'

/** Whether a string is an eip155 address: 0x and 40 hex digits, EIP-55 checksummed when mixed case. */
export function isEvmAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false
  const digits = address.slice(2)
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return true
  const hash = keccak_256(new TextEncoder().encode(digits.toLowerCase()))
  return [...digits].every((char, i) => {
    const nibble = (hash[i >> 1]! >> (i & 1 ? 0 : 4)) & 15
    return (
      /\d/.test(char) || (nibble >= 8 ? char === char.toUpperCase() : char === char.toLowerCase())
    )
  })
}

const word = (value: bigint | string) =>
  (typeof value === 'bigint' ? value.toString(16) : value.toLowerCase()).padStart(64, '0')

/** The calldata of ERC-20 `transfer(address,uint256)`: selector 0xa9059cbb and two words. */
export function encodeTransfer(to: string, amount: bigint): `0x${string}` {
  return `0xa9059cbb${word(to.slice(2))}${word(amount)}`
}

/**
 * A decimal amount of whole units in base units, or undefined when it is not a plain positive
 * decimal (`1.5`, `.5`, `2`) or has more decimals than the token. `0` is returned as 0n.
 */
export function parseAmount(amount: string, decimals: number): bigint | undefined {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(amount.trim())
  if (!match || amount.trim() === '' || amount.trim() === '.') return undefined
  const fraction = match[2] ?? ''
  if (fraction.length > decimals) return undefined
  return BigInt(`${match[1] || '0'}${fraction.padEnd(decimals, '0')}`)
}

/** Base units as a decimal string of whole units, without trailing zeros (`1500000`, 6 → `1.5`). */
export function formatAmount(value: bigint, decimals: number): string {
  const digits = value.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/**
 * The reason of a revert's return data: the string of `Error(string)` (selector 0x08c379a0), or
 * undefined for anything else (a panic, a custom error, nothing).
 */
export function decodeRevertReason(data: unknown): string | undefined {
  if (typeof data !== 'string' || !/^0x08c379a0([0-9a-f]{64})*$/i.test(data)) return undefined
  const body = data.slice(10)
  const offset = Number.parseInt(body.slice(0, 64), 16) * 2
  const length = Number.parseInt(body.slice(offset, offset + 64), 16)
  const text = body.slice(offset + 64, offset + 64 + length * 2)
  if (text.length !== length * 2) return undefined
  const bytes = Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
  return new TextDecoder().decode(bytes) || undefined
}

/** The revert data a provider's error carries: `error.data`, or `error.data.data` (some wallets). */
export function readRevertData(error: unknown): unknown {
  const data = (error as { data?: unknown } | undefined)?.data
  return typeof data === 'object' && data ? (data as { data?: unknown }).data : data
}

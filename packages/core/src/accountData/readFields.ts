// This entry reaches the rest of core through its published entries, never a relative path, so
// that its bundle shares core's files instead of splitting them into new chunks.
import {
  type CaipAddress,
  type CaipNetworkId,
  isCaipNetworkId,
  parseCaipAddress,
} from '@latch/core'

// Readers of one untrusted field of a chain-data response: each returns the value when it has the
// shape the wire contract promises, else undefined, so a parser drops the entry or the field.

/** The longest name, symbol or collection kept; longer text is cut. */
const maximumTextLength = 128

const decimalPattern = /^\d{1,78}(\.\d{1,78})?$/
const integerPattern = /^\d{1,78}$/

/** A record, or undefined. */
export function readRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
}

/** Display text without control characters, cut to 128 characters; undefined when empty. */
export function readText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const text = value.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return text === '' ? undefined : text.slice(0, maximumTextLength)
}

/** A non-negative decimal string (`'1.5'`), as amounts travel. */
export function readDecimal(value: unknown): string | undefined {
  return typeof value === 'string' && decimalPattern.test(value) ? value : undefined
}

/** A non-negative integer string (`'18'`, a token id). */
export function readInteger(value: unknown): string | undefined {
  return typeof value === 'string' && integerPattern.test(value) ? value : undefined
}

/** A finite, non-negative number (a price or a value in the site's currency). */
export function readAmount(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined
}

/** An http(s) URL; anything else (`javascript:`, `data:`) is dropped. */
export function readHttpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}

export function readCaipNetworkId(value: unknown): CaipNetworkId | undefined {
  return isCaipNetworkId(value) ? value : undefined
}

export function readCaipAddress(value: unknown): CaipAddress | undefined {
  if (typeof value !== 'string') return undefined
  try {
    parseCaipAddress(value)
    return value as CaipAddress
  } catch {
    return undefined
  }
}

/** One of a fixed set of strings. */
export function readOneOf<const option extends string>(
  value: unknown,
  options: readonly option[],
): option | undefined {
  return options.includes(value as option) ? (value as option) : undefined
}

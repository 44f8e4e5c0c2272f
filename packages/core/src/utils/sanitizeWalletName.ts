/** Longest wallet name shown; longer names are cut (SECURITY.md T12). */
export const maximumWalletNameLength = 64

// Control, bidirectional (embeddings, overrides, isolates, marks) and zero-width characters can
// disguise a name.
const invisibleCharacters =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g

/**
 * Cleans a wallet's self-reported name (an EIP-6963 announcement, a WalletConnect peer) for
 * display as text: invisible and direction-changing characters removed, white space folded, at
 * most 64 characters (SECURITY.md T12). Returns undefined when nothing readable is left.
 *
 * @example
 * sanitizeWalletName('\u202eksaMateM') // 'ksaMateM'
 */
export function sanitizeWalletName(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined
  const clean = name.replace(invisibleCharacters, '').replace(/\s+/g, ' ').trim()
  if (clean.length === 0) return undefined
  const characters = [...clean]
  return characters.length > maximumWalletNameLength
    ? `${characters.slice(0, maximumWalletNameLength - 1).join('')}…`
    : clean
}

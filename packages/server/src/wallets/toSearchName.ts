/**
 * A wallet name (or a search) folded for matching: compatibility-decomposed, diacritics removed,
 * lower-cased, spaces collapsed. `Ledger Live`, `LEDGER live` and `Lédger Live` fold alike.
 */
export function toSearchName(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

/**
 * The best of `supported` for a visitor's preferred tags, in their order of preference: a tag
 * matches a supported one exactly (case-insensitively, `_` read as `-`), else through its shorter
 * forms (`zh-Hant-TW` → `zh-Hant` → `zh`). Returns `undefined` when nothing matches.
 *
 * @example
 * matchLocale(['pt-BR', 'en'], ['en', 'pt']) // 'pt'
 * matchLocale(['zh-Hant-TW'], ['en', 'zh']) // 'zh'
 * matchLocale(['sw', 'fr-CA'], ['en', 'fr']) // 'fr'
 */
export function matchLocale(
  preferred: readonly (string | undefined)[],
  supported: readonly string[],
): string | undefined {
  const byTag = new Map(supported.map((tag) => [tag.toLowerCase(), tag]))
  for (const tag of preferred) {
    const parts = tag?.toLowerCase().replaceAll('_', '-').split('-') ?? []
    for (let length = parts.length; length > 0; length--) {
      const match = byTag.get(parts.slice(0, length).join('-'))
      if (match) return match
    }
  }
  return undefined
}

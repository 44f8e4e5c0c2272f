// Schemes that run code, read local data or bypass the browser's checks (SECURITY.md T14).
const forbiddenSchemes = new Set([
  'javascript',
  'vbscript',
  'data',
  'file',
  'blob',
  'about',
  'filesystem',
  'http',
  'ftp',
  'ws',
  'wss',
  'chrome',
  'chrome-extension',
  'view-source',
  'intent',
])

const maximumLength = 2048

/**
 * A link from registry data, or `null` when it is empty or unsafe. `https` links must be https
 * URLs without credentials; `deep` links may also use a wallet's own scheme (`rainbow:`,
 * `cbwallet://`), never a forbidden one (`javascript:`, `data:`, `file:`, `//evil`, ...).
 */
export function toSafeLink(
  value: string | null | undefined,
  kind: 'https' | 'deep',
): string | null {
  if (!value || value.length > maximumLength) return null
  // Whitespace and controls are how `java\tscript:` slips past a naive scheme check.
  if (/[\s\p{Cc}\p{Cf}]/u.test(value)) return null
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(value)?.[1]?.toLowerCase()
  if (!scheme) return null
  if (scheme === 'https') {
    try {
      const url = new URL(value)
      return url.username === '' && url.password === '' && url.hostname !== '' ? value : null
    } catch {
      return null
    }
  }
  if (kind === 'https' || forbiddenSchemes.has(scheme)) return null
  return value
}

/** Returns the link when it is an https URL, the only kind a wallet entry may open. */
export function safeLink(link: string | undefined): string | undefined {
  if (!link) return undefined
  try {
    return new URL(link).protocol === 'https:' ? link : undefined
  } catch {
    return undefined
  }
}

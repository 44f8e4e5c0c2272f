const warned = new Set<string>()

/**
 * Writes `Latch: <message>` to the console the first time `name` (an option, a feature flag, a
 * theme variable) is reported on this page, so a site moving from AppKit learns what behaves
 * differently without a flood of repeats.
 *
 * @example
 * warnOnce('enableCoinbase', '`enableCoinbase` is ignored: …')
 */
export function warnOnce(name: string, message: string): void {
  if (warned.has(name)) return
  warned.add(name)
  // biome-ignore lint/suspicious/noConsole: the warning is for the site's developers
  console.warn(`Latch: ${message}`)
}

/** Forgets which warnings were written, so a test can expect one again. */
export function resetWarnings(): void {
  warned.clear()
}

const warned = new Set<string>()

/**
 * Writes a console warning for the site's developers the first time `message` is seen on this
 * page, so that a prop read on every render does not flood the console.
 *
 * @example
 * warnOnce('Latch: <appkit-button size="lg"> is not "sm" or "md"; "md" is used.')
 */
export function warnOnce(message: string): void {
  if (warned.has(message)) return
  warned.add(message)
  // biome-ignore lint/suspicious/noConsole: the warning is for the site's developers
  console.warn(message)
}

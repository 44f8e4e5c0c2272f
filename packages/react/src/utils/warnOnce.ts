import { warnOnce as warnOnceNamed } from '@latch/core/internal'

/**
 * One console warning (`Latch: <message>`) per message per page, so that a prop read on every
 * render does not flood the console: core's warnOnce, keyed by the message itself.
 *
 * @example
 * warnOnce('<appkit-button size="lg"> is not "sm" or "md"; "md" is used.')
 */
export function warnOnce(message: string): void {
  warnOnceNamed(message, message)
}

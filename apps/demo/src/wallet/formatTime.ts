const format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })

/** A point in time (milliseconds) for the wallet's cards. */
export function formatTime(milliseconds: number): string {
  return format.format(new Date(milliseconds))
}

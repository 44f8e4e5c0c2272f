/**
 * The unit thresholds of relative time (spec section 9: seconds up to 44, a minute at 89 s; the
 * rest follow the same rounding, as in the common relative-time libraries): below `limit`
 * seconds, the time is told in `unit`.
 */
const thresholds: readonly { limit: number; unit: Intl.RelativeTimeFormatUnit; seconds: number }[] =
  [
    { limit: 45, unit: 'second', seconds: 1 },
    { limit: 90, unit: 'minute', seconds: 60 },
    { limit: 45 * 60, unit: 'minute', seconds: 60 },
    { limit: 90 * 60, unit: 'hour', seconds: 3600 },
    { limit: 22 * 3600, unit: 'hour', seconds: 3600 },
    { limit: 36 * 3600, unit: 'day', seconds: 86_400 },
    { limit: 26 * 86_400, unit: 'day', seconds: 86_400 },
    { limit: 46 * 86_400, unit: 'month', seconds: 2_592_000 },
    { limit: 320 * 86_400, unit: 'month', seconds: 2_592_000 },
    { limit: 548 * 86_400, unit: 'year', seconds: 31_536_000 },
  ]

/**
 * Tells how long ago (or in how long) `time` is from `now`, in the modal's locale: "5 seconds
 * ago" up to 44 s, "1 minute ago" from 45 s to 89 s, then minutes, hours, days, months, years.
 */
export function formatRelativeTime(time: number, now: number, locale: string): string {
  const elapsed = Math.round((now - time) / 1000)
  const size = Math.abs(elapsed)
  const { unit, seconds } = thresholds.find((threshold) => size < threshold.limit) ?? {
    unit: 'year' as const,
    seconds: 31_536_000,
  }
  const count = Math.max(unit === 'second' ? 0 : 1, Math.round(size / seconds))
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(
    elapsed >= 0 ? -count : count,
    unit,
  )
}

import { getAnalyticsConfig } from '../api/getAnalyticsConfig.js'
import type { Config } from '../config/createConfig.js'
import type { LatchEvent } from '../events/events.js'
import { walletApiLimits } from '../protocol/walletApi.js'

/** Events wait this long, or until 10 are queued, before they are sent together. */
export const analyticsFlushMs = 5_000
const flushAt = 10

/**
 * Sends the modal's events to the Latch server in batches, only when the site keeps analytics
 * on and the server says it takes them. When the page hides, what is queued goes by
 * `sendBeacon`, which survives the page closing. Returns a function that stops it.
 */
export function startAnalytics(config: Config): () => void {
  const { apiUrl, projectId, features } = config.options
  if (!apiUrl || !projectId || features?.analytics === false || typeof window === 'undefined')
    return () => {}
  let stopped = false
  let enabled = false
  let queue: LatchEvent[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  const url = new URL('analytics/v1/events', apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`)
  url.searchParams.set('projectId', projectId)

  const flush = (useBeacon: boolean) => {
    clearTimeout(timer)
    timer = undefined
    if (!enabled || queue.length === 0) return
    const events = queue.splice(0, walletApiLimits.maximumBatchEvents).map((event) => ({
      event: event.data.event,
      timestamp: event.timestamp,
      ...(event.data.properties ? { properties: event.data.properties } : {}),
    }))
    // text/plain keeps this a simple request: no preflight, and sendBeacon accepts it.
    const body = new Blob([JSON.stringify({ projectId, events })], { type: 'text/plain' })
    if (useBeacon && navigator.sendBeacon?.(url, body)) return
    fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(
      () => undefined,
    )
  }
  const schedule = () => {
    if (queue.length >= flushAt) flush(false)
    else timer ??= setTimeout(() => flush(false), analyticsFlushMs)
  }
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush(true)
  }
  const onPageHide = () => flush(true)

  const stopEvents = config.watchEvents((event) => {
    queue.push(event)
    if (queue.length > 200) queue = queue.slice(-200)
    if (enabled) schedule()
  })
  document.addEventListener('visibilitychange', onHidden)
  window.addEventListener('pagehide', onPageHide)
  void getAnalyticsConfig(config).then(({ isAnalyticsEnabled }) => {
    enabled = isAnalyticsEnabled
    if (!enabled) queue = []
    // A page that hid before the answer came still sends what it queued.
    else if (stopped) flush(true)
    else schedule()
  })
  return () => {
    stopped = true
    flush(true)
    stopEvents()
    document.removeEventListener('visibilitychange', onHidden)
    window.removeEventListener('pagehide', onPageHide)
  }
}

/**
 * A signal that aborts after `timeoutMs`, or as soon as `signal` aborts, whichever comes first,
 * with the reason of the one that fired.
 *
 * `AbortSignal.any` would do this, but Safari has it only from 17.4, and wallet search and every
 * server call go through here: without it the Connect view's search threw on Safari 16.4–17.3,
 * which the README lists as supported. The fallback listens once and stops listening when either
 * side fires, so a long-lived caller signal does not collect listeners.
 *
 * @example
 * await fetch(url, { signal: timeoutSignal(10_000, parameters.signal) })
 */
export function timeoutSignal(timeoutMs: number, signal?: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs)
  if (!signal) return timeout
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([signal, timeout])
  if (signal.aborted) return signal
  const controller = new AbortController()
  const onAbort = (event: Event) => {
    signal.removeEventListener('abort', onAbort)
    timeout.removeEventListener('abort', onAbort)
    controller.abort((event.target as AbortSignal).reason)
  }
  signal.addEventListener('abort', onAbort)
  timeout.addEventListener('abort', onAbort)
  return controller.signal
}

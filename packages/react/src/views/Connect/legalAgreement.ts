import type { Config } from '@latch/core'
import { useSyncExternalStore } from 'react'

/**
 * Whether the visitor ticked the legal checkbox, per config and per page load: closing and
 * reopening the modal keeps the tick, a reload asks again (nothing is stored, as in AppKit).
 */
const agreed = new WeakMap<Config, boolean>()
const listeners = new Set<() => void>()

function setLegalAgreement(config: Config, value: boolean) {
  agreed.set(config, value)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * The legal checkbox's state and its setter.
 *
 * @example
 * const [hasAgreed, setHasAgreed] = useLegalAgreement(config)
 */
export function useLegalAgreement(config: Config): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => agreed.get(config) === true,
    () => false,
  )
  return [value, (next) => setLegalAgreement(config, next)]
}

// Runtime imports through the package's own entries (external in the build), so this lazy entry
// shares no chunk with the index.
import { disconnect, openModal } from '@latch/core'
import type { Config } from '../config/createConfig.js'
import type { Namespace } from '../types/network.js'
import type { LatchSiwx } from './createLatchSiwx.js'
import {
  isShowingSiwe,
  readSiwxTarget,
  resolveSiwxConfig,
  type SiwxRuntime,
  type SiwxTarget,
  setSiwxState,
  siwxRuntimes,
} from './siwxRuntime.js'

/** Statuses in which the visitor has not signed in yet and ConnectingSiwe waits for them. */
const unfinished = new Set(['checking', 'signed_out', 'signing', 'error'])

/**
 * Runs Sign In With X for an instance whose options set `siwx` (or `siweConfig`): `createAppKit`
 * starts it, with its code loaded only then. Returns the function that stops it.
 *
 * - Each time the active account or its network changes (a connection, a restore, a switch), it
 *   asks `getSessions`; without a session (`state.siwx.status` `signed_out`) it shows
 *   ConnectingSiwe once the modal is free, that is closed: a connection's own views close it
 *   when they are done. ConnectingSiwe's Sign in runs `signInWithX`.
 * - Leaving ConnectingSiwe unfinished (Cancel, Close, Escape, the overlay, or closing the
 *   embedded wallet's approval over it) declines: a required sign-in (`getRequired()`, `true`
 *   when absent) disconnects the wallet; an optional one is `dismissed` until the account or
 *   network changes.
 * - A disconnection signs out of every session (`setSessions([])`) unless
 *   `signOutOnDisconnect` is `false`.
 *
 * @example
 * import { watchSiwx } from '@latch/core/signIn'
 * const stop = watchSiwx(config)
 */
export function watchSiwx(config: Config): () => void {
  const resolved = resolveSiwxConfig(config.options)
  if (!resolved) return () => {}
  const { siwx } = resolved
  ;(siwx as Partial<LatchSiwx>)._internal?.use(config)
  const runtime: SiwxRuntime = { ...resolved, generation: 0, prompted: -1 }
  siwxRuntimes.set(config, runtime)

  // The account being handled (CAIP-10), and what the last state changes called for. Reactions
  // run in a microtask: the store notifies synchronously, and a write from inside a
  // notification would reach the other listeners out of order.
  // `null` until the first look, so that the flow's state is set at once.
  let handled: string | null | undefined = null
  let signOut = false
  let declined = false
  let scheduled = false
  let stopped = false

  async function check(target: SiwxTarget, generation: number) {
    const { chainId, address, caipAddress } = target
    setSiwxState(config, { status: 'checking', caipAddress })
    const sessions = await siwx.getSessions(chainId, address).catch(() => [])
    if (generation !== runtime.generation || stopped) return
    const [session] = sessions
    setSiwxState(
      config,
      session
        ? { status: 'signed_in', caipAddress, session }
        : { status: 'signed_out', caipAddress },
    )
  }

  function decline() {
    runtime.generation += 1
    setSiwxState(config, {
      status: 'dismissed',
      caipAddress: config.store.getState().siwx?.caipAddress,
    })
    if (siwx.getRequired?.() ?? true) void disconnect(config).catch(() => undefined)
  }

  function reconcile() {
    scheduled = false
    if (stopped) return
    if (signOut) {
      signOut = false
      if (siwx.signOutOnDisconnect !== false) void siwx.setSessions([]).catch(() => undefined)
    }
    if (declined) {
      declined = false
      decline()
    }
    const target = readSiwxTarget(config.store.getState(), runtime.namespaces)
    if (target?.caipAddress !== handled) {
      handled = target?.caipAddress
      runtime.generation += 1
      if (target) void check(target, runtime.generation)
      else setSiwxState(config, { status: 'idle' })
    }
    const state = config.store.getState()
    if (state.siwx?.status !== 'signed_out' || runtime.prompted === runtime.generation) return
    // Shown already (opened by the site, or still open after a network switch), or shown now.
    if (isShowingSiwe(state)) runtime.prompted = runtime.generation
    else if (state.modal.status === 'closed') {
      runtime.prompted = runtime.generation
      openModal(config, { view: 'ConnectingSiwe' })
    }
  }

  const schedule = () => {
    if (scheduled) return
    scheduled = true
    queueMicrotask(reconcile)
  }

  const unsubscribe = config.store.subscribe((state, previous) => {
    for (const namespace of Object.keys(state.chains) as Namespace[])
      if (
        previous.chains[namespace]?.account.status === 'connected' &&
        state.chains[namespace]?.account.status === 'disconnected'
      )
        signOut = true
    if (
      isShowingSiwe(previous) &&
      !isShowingSiwe(state) &&
      unfinished.has(state.siwx?.status ?? 'idle')
    )
      declined = true
    schedule()
  })
  schedule()

  return () => {
    stopped = true
    unsubscribe()
    runtime.generation += 1
    siwxRuntimes.delete(config)
  }
}

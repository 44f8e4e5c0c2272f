// Runtime imports through the package's own entries (external in the build), so this lazy entry
// shares no chunk with the index.
import { disconnect } from '@latch/core'
import type { Config } from '../config/createConfig.js'
import { SiwxNotStartedError } from '../errors/siwx.js'
import { readSiwxTarget, setSiwxState, siwxRuntimes } from './siwxRuntime.js'

/**
 * Signs the active account out (`revokeSession` of its network). The wallet stays connected
 * when the sign-in is optional (`state.siwx` is then `dismissed` until the account or network
 * changes); a required sign-in has no connection without it, so the wallet disconnects.
 *
 * @example
 * import { signOutWithX } from '@latch/core/signIn'
 * await signOutWithX(config)
 */
export async function signOutWithX(config: Config): Promise<void> {
  const runtime = siwxRuntimes.get(config)
  if (!runtime) throw new SiwxNotStartedError()
  const target = readSiwxTarget(config.store.getState(), runtime.namespaces)
  if (!target) return
  runtime.generation += 1
  await runtime.siwx.revokeSession(target.chainId, target.address)
  setSiwxState(config, { status: 'dismissed', caipAddress: target.caipAddress })
  if (runtime.siwx.getRequired?.() ?? true) await disconnect(config)
}

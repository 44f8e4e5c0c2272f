// Runtime imports through the package's own entries (external in the build), so this lazy entry
// shares no chunk with the index.
import { closeModal, NotConnectedError } from '@latch/core'
import type { Config } from '../config/createConfig.js'
import { SiwxNotStartedError } from '../errors/siwx.js'
import type { SiwxSession } from '../types/siwx.js'
import { signSiwxMessage } from './signSiwxMessage.js'
import { isShowingSiwe, readSiwxTarget, setSiwxState, siwxRuntimes } from './siwxRuntime.js'

/**
 * Signs the active account in (ConnectingSiwe's Sign in): the site's SIWX config makes the
 * message, the connected wallet signs it (the embedded wallet's frame shows it over the modal),
 * and `addSession` checks and keeps it. `state.siwx` goes `signing`, then `signed_in` (and the
 * modal closes) or `error` with the failure's name, which this also throws:
 * `UserRejectedRequestError` when the visitor declines in the wallet, the config's own error
 * when it refuses (with `createLatchSiwx`, `ApiResponseError` with the server's `code`).
 *
 * @example
 * import { signInWithX } from '@latch/core/signIn'
 * await signInWithX(config)
 */
export async function signInWithX(config: Config): Promise<void> {
  const runtime = siwxRuntimes.get(config)
  if (!runtime) throw new SiwxNotStartedError()
  const target = readSiwxTarget(config.store.getState(), runtime.namespaces)
  if (!target) throw new NotConnectedError()
  const { siwx } = runtime
  const { namespace, chainId, address, caipAddress } = target
  runtime.generation += 1
  runtime.prompted = runtime.generation
  const generation = runtime.generation
  // A cancel, or another account or network, while this runs: its outcome is not shown.
  const current = () => generation === runtime.generation
  setSiwxState(config, { status: 'signing', caipAddress })
  try {
    const message = await siwx.createMessage({ accountAddress: address, chainId })
    const text = message.toString()
    if (!current()) return
    const signature = await signSiwxMessage(config, { namespace, address, message: text })
    if (!current()) return
    const { toString: _, ...data } = message
    const signed: SiwxSession = { data, message: text, signature }
    await siwx.addSession(signed)
    const [session] = await siwx.getSessions(chainId, address).catch(() => [])
    if (!current()) return
    setSiwxState(config, { status: 'signed_in', caipAddress, session: session ?? signed })
    if (isShowingSiwe(config.store.getState())) closeModal(config)
  } catch (error) {
    if (current())
      setSiwxState(config, {
        status: 'error',
        caipAddress,
        errorName: error instanceof Error ? error.name : 'UnknownError',
      })
    throw error
  }
}

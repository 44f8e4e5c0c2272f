// Runtime imports through the package's own entries (external in the build), so this lazy entry
// shares no chunk with the index.
import { InvalidOptionsError } from '@latch/core'
import type { Config } from '../config/createConfig.js'
import type { CaipAddress, CaipNetworkId, Namespace } from '../types/network.js'
import type { SiwxConfig, SiwxState } from '../types/siwx.js'
import type { State } from '../types/state.js'
import { fromSiweConfig } from './fromSiweConfig.js'

/** The account a sign-in is for: the active namespace's, on the network it is on. */
export type SiwxTarget = {
  namespace: Namespace
  chainId: CaipNetworkId
  address: string
  caipAddress: CaipAddress
}

/** A running SIWX flow of one instance, shared by its watcher and its actions. */
export type SiwxRuntime = {
  siwx: SiwxConfig
  /** The namespaces it signs in on (a legacy `siweConfig`: eip155 only). */
  namespaces: readonly Namespace[]
  /**
   * Bumped on each new account or network, each sign-in and each cancel: an answer that arrives
   * for an older one is dropped.
   */
  generation: number
  /** The generation ConnectingSiwe was last shown for, so that it opens once per account. */
  prompted: number
}

/** The running flows, by instance; `watchSiwx` adds and removes them. */
export const siwxRuntimes = new WeakMap<Config, SiwxRuntime>()

const requiredMethods = {
  siwx: ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'],
  siweConfig: ['getNonce', 'createMessage', 'verifyMessage', 'getSession', 'signOut'],
} as const

/**
 * Fails by name on a config the flow could not call. Checked here, when the flow starts, and not
 * in `createConfig`: core's index stays free of what only SIWX sites use (the types catch it first).
 */
function checkMethods(name: keyof typeof requiredMethods, value: unknown) {
  const methods = requiredMethods[name]
  if (methods.some((method) => typeof (value as Record<string, unknown>)?.[method] !== 'function'))
    throw new InvalidOptionsError(`\`${name}\` must have the functions ${methods.join(', ')}.`)
}

/**
 * The SIWX config the options ask for (`siwx`, or `siweConfig` mapped), with its namespaces;
 * throws `InvalidOptionsError` when it lacks one of its functions.
 */
export function resolveSiwxConfig(
  options: Config['options'],
): Pick<SiwxRuntime, 'siwx' | 'namespaces'> | undefined {
  if (options.siwx !== undefined) {
    checkMethods('siwx', options.siwx)
    return { siwx: options.siwx, namespaces: ['eip155', 'solana'] }
  }
  if (options.siweConfig !== undefined && options.siweConfig.enabled !== false) {
    checkMethods('siweConfig', options.siweConfig)
    return { siwx: fromSiweConfig(options.siweConfig), namespaces: ['eip155'] }
  }
  return undefined
}

/**
 * The account to sign in, or undefined when there is none: nothing connected on the active
 * namespace, a namespace the flow does not sign on, or a network the site did not request (the
 * visitor switches first: UnsupportedChain).
 */
export function readSiwxTarget(
  state: State,
  namespaces: readonly Namespace[],
): SiwxTarget | undefined {
  const namespace = state.activeNamespace
  const chain = namespace ? state.chains[namespace] : undefined
  const address = chain?.account.address
  const network = chain?.network
  if (
    !namespace ||
    !namespaces.includes(namespace) ||
    chain?.account.status !== 'connected' ||
    !address ||
    !network?.caipNetwork ||
    network.isUnsupported
  )
    return undefined
  const chainId = network.caipNetwork.caipNetworkId
  return { namespace, chainId, address, caipAddress: `${chainId}:${address}` }
}

/** Whether the modal shows ConnectingSiwe (or an approval the embedded wallet put over it). */
export const isShowingSiwe = (state: State) =>
  state.modal.status === 'open' &&
  state.modal.history.some((entry) => entry.view === 'ConnectingSiwe')

/** Records where the sign-in stands, for ConnectingSiwe and `useAppKitSiwx`. */
export function setSiwxState(config: Config, siwx: SiwxState): void {
  config.store.setState({ siwx })
}

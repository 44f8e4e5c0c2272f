import type { Config } from '../config/createConfig.js'
import type { CaipNetworkId, Namespace } from '../types/network.js'
import type { View } from '../types/view.js'
import { stableRead } from '../utils/stableRead.js'

export type GetModalStateReturnType = {
  open: boolean
  /** The view on top of the modal's history. */
  view: View | undefined
  /** The active namespace. */
  activeChain: Namespace | undefined
  /** The active namespace's network. */
  selectedNetworkId: CaipNetworkId | undefined
  /** True once the adapters are set up and the stored connections restored. */
  initialized: boolean
  /** True while a connection started from the modal is pending. */
  loading: boolean
}

/**
 * The modal's state: whether it is open and on which view, the active namespace and network,
 * and loading. The same object is returned until one of its fields changes.
 *
 * @example
 * ```ts
 * import { getModalState } from '@latch/core'
 *
 * const { open, view } = getModalState(config)
 * ```
 */
export const getModalState: (config: Config) => GetModalStateReturnType =
  /* @__PURE__ */ stableRead((state, namespace) => ({
    open: state.modal.status === 'open',
    view: state.modal.history.at(-1)?.view,
    activeChain: namespace,
    selectedNetworkId: namespace
      ? state.chains[namespace]?.network.caipNetwork?.caipNetworkId
      : undefined,
    initialized: state.initialized,
    loading: state.attempt.status === 'connecting',
  }))

import type { Network } from '../types/network.js'

/**
 * Declares a network, keeping its literal types (ids, names, URLs) for inference.
 *
 * An identity helper: it returns its argument unchanged and freezes nothing.
 */
export function defineNetwork<const network extends Network>(network: network): network {
  return network
}

/**
 * AppKit's name for {@link defineNetwork}: a site's `defineChain({ id, caipNetworkId,
 * chainNamespace, ... })` keeps working with only its import changed.
 */
export const defineChain = defineNetwork

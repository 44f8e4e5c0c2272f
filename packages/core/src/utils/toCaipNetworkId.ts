import type { InvalidCaipIdError } from '../errors/caip.js'
import type { Namespace } from '../types/network.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

/** The errors {@link toCaipNetworkId} can throw. */
export type ToCaipNetworkIdErrorType = InvalidCaipIdError

/**
 * Builds a CAIP-2 network id from a namespace and chain id, throwing `InvalidCaipIdError` when the
 * result would not be valid.
 *
 * @example
 * import { toCaipNetworkId } from '@latch/core'
 * toCaipNetworkId('eip155', 1) // 'eip155:1'
 */
export function toCaipNetworkId<
  const namespace extends Namespace,
  const chainId extends number | string,
>(namespace: namespace, chainId: chainId): `${namespace}:${chainId}` {
  const caipNetworkId = `${namespace}:${chainId}` as const
  parseCaipNetworkId(caipNetworkId)
  return caipNetworkId
}

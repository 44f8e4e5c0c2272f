import type { InvalidCaipIdError } from '../errors/caip.js'
import type { Namespace } from '../types/network.js'
import { parseCaipAddress } from './parseCaipAddress.js'

/** The errors {@link toCaipAddress} can throw. */
export type ToCaipAddressErrorType = InvalidCaipIdError

/**
 * Builds a CAIP-10 account id from a namespace, chain id and address, throwing
 * `InvalidCaipIdError` when the result would not be valid.
 *
 * @example
 * import { toCaipAddress } from '@latch/core'
 * toCaipAddress('eip155', 1, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * // 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function toCaipAddress<
  const namespace extends Namespace,
  const chainId extends number | string,
  const address extends string,
>(namespace: namespace, chainId: chainId, address: address): `${namespace}:${chainId}:${address}` {
  const caipAddress = `${namespace}:${chainId}:${address}` as const
  parseCaipAddress(caipAddress)
  return caipAddress
}

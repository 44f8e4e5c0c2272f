import { InvalidCaipIdError } from '../errors/caip.js'
import type { Namespace } from '../types/network.js'
import { findCaipNetworkIdProblem } from './findCaipNetworkIdProblem.js'

/** The parts of a CAIP-10 account id. */
export type ParseCaipAddressReturnType = {
  /** The chain namespace, e.g. `eip155`. */
  namespace: Namespace
  /** The chain's id inside the namespace, e.g. `1`. */
  reference: string
  /** The account address as the chain writes it. */
  address: string
}

/** The errors {@link parseCaipAddress} can throw. */
export type ParseCaipAddressErrorType = InvalidCaipIdError

// CAIP-10 grammar (https://chainagnostic.org/CAIPs/caip-10).
const addressPattern = /^[-.%a-zA-Z0-9]{1,128}$/

/**
 * Splits a CAIP-10 account id (`eip155:1:0xab…`) into namespace, reference and address, throwing
 * `InvalidCaipIdError` when it is malformed or its namespace is not supported.
 *
 * @example
 * import { parseCaipAddress } from '@latch/core'
 * parseCaipAddress('eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * // { namespace: 'eip155', reference: '1', address: '0xf39F…' }
 */
export function parseCaipAddress(caipAddress: string): ParseCaipAddressReturnType {
  const fail = (reason: string) =>
    new InvalidCaipIdError({ standard: 'CAIP-10', value: caipAddress, reason })

  if (typeof caipAddress !== 'string') throw fail('Expected a string.')
  if (caipAddress === '') throw fail('The id is empty.')
  const parts = caipAddress.split(':')
  if (parts.length !== 3) throw fail(`Expected 3 parts separated by ":", got ${parts.length}.`)
  const [namespace, reference, address] = parts as [string, string, string]
  const problem = findCaipNetworkIdProblem(namespace, reference)
  if (problem) throw fail(problem)
  if (address === '') throw fail('Address is empty.')
  if (address.length > 128)
    throw fail(`Address is ${address.length} characters long; at most 128 are allowed.`)
  if (!addressPattern.test(address))
    throw fail(`Address ${JSON.stringify(address)} does not match [-.%a-zA-Z0-9]{1,128}.`)
  return { namespace: namespace as Namespace, reference, address }
}

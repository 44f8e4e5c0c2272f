import { InvalidCaipIdError } from '../errors/caip.js'
import type { Namespace } from '../types/network.js'
import { findCaipNetworkIdProblem } from './findCaipNetworkIdProblem.js'

/** The parts of a CAIP-2 network id. */
export type ParseCaipNetworkIdReturnType = {
  /** The chain namespace, e.g. `eip155`. */
  namespace: Namespace
  /** The chain's id inside the namespace, e.g. `1` or a genesis-hash prefix. */
  reference: string
}

/** The errors {@link parseCaipNetworkId} can throw. */
export type ParseCaipNetworkIdErrorType = InvalidCaipIdError

/**
 * Splits a CAIP-2 network id (`eip155:1`) into namespace and reference, throwing
 * `InvalidCaipIdError` when it is malformed or its namespace is not supported.
 *
 * @example
 * import { parseCaipNetworkId } from '@latch/core'
 * parseCaipNetworkId('eip155:1') // { namespace: 'eip155', reference: '1' }
 */
export function parseCaipNetworkId(caipNetworkId: string): ParseCaipNetworkIdReturnType {
  const fail = (reason: string) =>
    new InvalidCaipIdError({ standard: 'CAIP-2', value: caipNetworkId, reason })

  if (typeof caipNetworkId !== 'string') throw fail('Expected a string.')
  if (caipNetworkId === '') throw fail('The id is empty.')
  const parts = caipNetworkId.split(':')
  if (parts.length !== 2) throw fail(`Expected 2 parts separated by ":", got ${parts.length}.`)
  const [namespace, reference] = parts as [string, string]
  const problem = findCaipNetworkIdProblem(namespace, reference)
  if (problem) throw fail(problem)
  return { namespace: namespace as Namespace, reference }
}

import type { Namespace } from '../types/network.js'

const supportedNamespaces: readonly string[] = [
  'eip155',
  'solana',
  'bip122',
  'polkadot',
] satisfies readonly Namespace[]

// CAIP-2 grammar (https://chainagnostic.org/CAIPs/caip-2).
const namespacePattern = /^[-a-z0-9]{3,8}$/
const referencePattern = /^[-_a-zA-Z0-9]{1,32}$/

/**
 * Says what is wrong with the two parts of a CAIP-2 id, or returns `undefined` when they are valid
 * and the namespace is one Latch supports.
 *
 * @internal
 */
export function findCaipNetworkIdProblem(namespace: string, reference: string): string | undefined {
  if (namespace === '') return 'Namespace is empty.'
  if (!namespacePattern.test(namespace))
    return `Namespace ${quote(namespace)} does not match [-a-z0-9]{3,8}.`
  if (!supportedNamespaces.includes(namespace))
    return `Namespace ${quote(namespace)} is not one of ${supportedNamespaces.join(', ')}.`
  if (reference === '') return 'Reference is empty.'
  if (reference.length > 32)
    return `Reference is ${reference.length} characters long; at most 32 are allowed.`
  if (!referencePattern.test(reference))
    return `Reference ${quote(reference)} does not match [-_a-zA-Z0-9]{1,32}.`
  return undefined
}

function quote(value: string): string {
  // Cap the echo so a huge input cannot blow up the message.
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 39)}…` : value)
}

import { type Namespace, parseCaipAddress } from '@latch/core'
import type { WalletConnectSession } from '../types.js'

/** The accounts a session grants on one chain of a namespace. */
export type SessionAccounts = {
  /** The chain's reference inside its namespace (`1` for `eip155:1`). */
  reference: string
  /** Unique addresses, in the wallet's order. */
  addresses: string[]
}

/** Every chain reference of a namespace that the session holds accounts on, in order. */
export function sessionChains(session: WalletConnectSession, namespace: Namespace): string[] {
  const references: string[] = []
  for (const account of session.accounts[namespace] ?? []) {
    const parsed = tryParse(account)
    if (parsed?.namespace === namespace && !references.includes(parsed.reference))
      references.push(parsed.reference)
  }
  return references
}

/**
 * The accounts of a namespace on the preferred chain when the session has it, else on the
 * session's first chain. Malformed CAIP-10 entries from the wallet are skipped, not trusted.
 *
 * @example
 * sessionAccounts(session, 'eip155', '10') // { reference: '10', addresses: ['0xab…'] }
 */
export function sessionAccounts(
  session: WalletConnectSession,
  namespace: Namespace,
  preferredReference?: string | undefined,
): SessionAccounts | undefined {
  const chains = sessionChains(session, namespace)
  const reference =
    preferredReference && chains.includes(preferredReference) ? preferredReference : chains[0]
  if (reference === undefined) return undefined
  const addresses: string[] = []
  for (const account of session.accounts[namespace] ?? []) {
    const parsed = tryParse(account)
    if (
      parsed?.namespace === namespace &&
      parsed.reference === reference &&
      !addresses.includes(parsed.address)
    )
      addresses.push(parsed.address)
  }
  return { reference, addresses }
}

function tryParse(account: string) {
  try {
    return parseCaipAddress(account)
  } catch {
    return undefined
  }
}

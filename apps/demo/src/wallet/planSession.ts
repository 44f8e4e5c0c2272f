import type { SessionTypes } from '@walletconnect/types'
import type { RequestedNamespace } from './readRequestedNamespaces.js'

/** Parameters of {@link planSession}. */
export type PlanSessionParameters = {
  requested: RequestedNamespace[]
  /** The EVM account to share. */
  evmAddress: string
  /** The Solana account to share; without it no `solana` namespace is offered. */
  solanaAddress?: string | undefined
}

/** What approving a proposal would share, or why it cannot be approved. */
export type SessionPlan = {
  namespaces: SessionTypes.Namespaces
  /** CAIP-10 accounts, in namespace order. */
  accounts: string[]
  /** Set when the proposal cannot be approved as it stands. */
  problem: string | undefined
}

/**
 * Builds the session namespaces for a proposal: every requested `eip155` chain with the EVM
 * account, every requested `solana` chain with the Solana account (when there is one), and the
 * methods and events as requested. A required namespace the wallet lacks blocks approval.
 */
export function planSession(parameters: PlanSessionParameters): SessionPlan {
  const { requested, evmAddress, solanaAddress } = parameters
  const addressFor: Record<string, string | undefined> = {
    eip155: evmAddress,
    solana: solanaAddress,
  }
  const namespaces: SessionTypes.Namespaces = {}
  const missing: string[] = []
  for (const { namespace, chains, methods, events, isRequired } of requested) {
    const address = addressFor[namespace]
    if (!address || chains.length === 0) {
      if (isRequired) missing.push(namespace)
      continue
    }
    namespaces[namespace] = {
      chains,
      methods,
      events,
      accounts: chains.map((chain) => `${chain}:${address}`),
    }
  }
  const accounts = Object.values(namespaces).flatMap((namespace) => namespace.accounts)
  const problem =
    missing.length > 0
      ? `The dapp requires ${missing.join(', ')}, which this wallet does not offer.`
      : accounts.length === 0
        ? 'The dapp asks for no chain this wallet offers.'
        : undefined
  return { namespaces, accounts, problem }
}

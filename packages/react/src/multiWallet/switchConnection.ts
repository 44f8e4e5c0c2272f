import { BaseError, type Config, connect, type Namespace } from '@latch/core'
import { warnOnce } from '../utils/warnOnce.js'
import type { Connection } from './toConnections.js'

/** What a multi-wallet switch reports to `onSuccess`, as AppKit's does. */
export type ConnectionChange = {
  address: string
  namespace: Namespace
  hasSwitchedAccount: boolean
  hasSwitchedWallet: boolean
  hasDeletedWallet: boolean
}

export type AccountSwitchNotSupportedErrorType = AccountSwitchNotSupportedError & {
  name: 'AccountSwitchNotSupportedError'
}
/** A site asked to make another account of the connected wallet the active one. */
class AccountSwitchNotSupportedError extends BaseError {
  override name = 'AccountSwitchNotSupportedError'
  constructor() {
    super('The wallet chooses its active account; ask the visitor to switch it in the wallet.')
  }
}

/**
 * Makes a connection the namespace's active one: the connected wallet stays; a recent wallet is
 * connected again (it asks the visitor), replacing the current one, since Latch keeps one
 * connection per namespace. Another account of the same wallet cannot be chosen from the site.
 */
export async function switchConnection(
  config: Config,
  parameters: { connection: Connection; address?: string | undefined; namespace: Namespace },
): Promise<ConnectionChange> {
  const { connection, address, namespace } = parameters
  const account = config.store.getState().chains[namespace]?.account
  const isCurrent =
    account?.status === 'connected' && account.connectorId === connection.connectorId
  if (isCurrent) {
    if (address === undefined || address.toLowerCase() === account.address?.toLowerCase())
      return {
        address: account.address ?? '',
        namespace,
        hasSwitchedAccount: false,
        hasSwitchedWallet: false,
        hasDeletedWallet: false,
      }
    warnOnce(
      'switchConnection({ address }) cannot choose another account of the connected wallet: the wallet chooses it (AppKit switches it from the site).',
    )
    throw new AccountSwitchNotSupportedError()
  }
  const connected = await connect(config, { connectorId: connection.connectorId })
  return {
    address: connected.address,
    namespace,
    hasSwitchedAccount: false,
    hasSwitchedWallet: true,
    hasDeletedWallet: false,
  }
}

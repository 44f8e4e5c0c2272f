import type { Config } from '@latch/core'
import type { Config as WagmiConfig } from '@wagmi/core'
import { latchConnectorId } from './latchConnector.js'
import { type Eip155Connection, readEip155Connection } from './readEip155Connection.js'

/** What wagmi was last told, so only changes are reported. */
type Told = { connectorId: string; accounts: string; chainId: number } | undefined

/**
 * Makes wagmi follow Latch: a connection made in the modal (or restored, or changed by the
 * wallet) is reported through the Latch connector's events, as a wallet's own events would be.
 * Returns the function that stops following.
 */
export function syncWagmi(latch: Config, wagmiConfig: WagmiConfig): () => void {
  const connector = wagmiConfig.connectors.find((c) => c.id === latchConnectorId)
  if (!connector) return () => {}
  let told: Told

  const tell = (connection: Eip155Connection) => {
    const { accounts, chainId, connectorId } = connection
    if (connection.status !== 'connected' || !chainId || !connectorId) {
      // Connecting or reconnecting in Latch is not yet an answer; only a disconnect is.
      if (told && connection.status === 'disconnected') {
        told = undefined
        connector.onDisconnect()
      }
      return
    }
    const next = { connectorId, accounts: accounts.join(), chainId }
    if (told && told.connectorId !== next.connectorId) {
      // Another wallet: wagmi's clients hold the old provider, so it starts over.
      told = undefined
      connector.onDisconnect()
    }
    if (!told) connector.emitter.emit('connect', { accounts, chainId })
    else {
      if (told.accounts !== next.accounts) connector.onAccountsChanged([...accounts])
      if (told.chainId !== next.chainId) connector.onChainChanged(String(chainId))
    }
    told = next
  }

  const unsubscribeLatch = latch.store.subscribe(() => tell(readEip155Connection(latch)))
  // wagmi ignores a `connect` event while its own `reconnect` runs; once that ends without the
  // connection Latch has (Latch restored it first, or was set up late), tell wagmi again.
  const unsubscribeWagmi = wagmiConfig.subscribe(
    (state) => state.status,
    (status) => {
      const connection = readEip155Connection(latch)
      if (status === 'disconnected' && connection.status === 'connected') {
        told = undefined
        tell(connection)
      }
    },
  )
  tell(readEip155Connection(latch))
  return () => {
    unsubscribeLatch()
    unsubscribeWagmi()
    // Latch is gone (`destroy()`): wagmi's hooks could no longer reach the wallet through it.
    if (told) connector.onDisconnect()
  }
}

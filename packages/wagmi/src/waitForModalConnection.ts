import { type Config, openModal } from '@latch/core'
import { UserRejectedRequestError } from 'viem'
import { type Eip155Connection, readEip155Connection } from './readEip155Connection.js'

/**
 * Opens Latch's modal and resolves once the visitor connected an eip155 wallet in it; rejects
 * as a refusal when the modal closes first. This is what wagmi's `connect` with the Latch
 * connector does: the modal is where a wallet is chosen.
 */
export function waitForModalConnection(config: Config): Promise<Eip155Connection> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      const connection = readEip155Connection(config)
      if (connection.status === 'connected') {
        unsubscribe()
        resolve(connection)
      } else if (
        // A connection still on its way (a wallet answering, a login finishing) is awaited.
        connection.status === 'disconnected' &&
        config.store.getState().attempt.status !== 'connecting' &&
        config.store.getState().modal.status === 'closed'
      ) {
        unsubscribe()
        reject(new UserRejectedRequestError(new Error('The modal was closed before connecting.')))
      }
    }
    const unsubscribe = config.store.subscribe(settle)
    openModal(config, { view: 'Connect', namespace: 'eip155' })
  })
}

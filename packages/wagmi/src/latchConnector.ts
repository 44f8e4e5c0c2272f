import {
  type Config,
  disconnect,
  UserRejectedRequestError as LatchUserRejectedRequestError,
  switchNetwork,
} from '@latch/core'
import type { Eip1193Provider } from '@latch/evm'
import { ChainNotConfiguredError, createConnector, ProviderNotFoundError } from '@wagmi/core'
import { type Address, getAddress, SwitchChainError, UserRejectedRequestError } from 'viem'
import type { LatchLink } from './latchLink.js'
import { readEip155Connection } from './readEip155Connection.js'
import { waitForModalConnection } from './waitForModalConnection.js'
import { waitForRestore } from './waitForRestore.js'

/** The id of the one wagmi connector a {@link WagmiAdapter}'s config has. */
export const latchConnectorId = 'latch'

/** Latch's refusals become viem's, which wagmi's hooks and sites check by name and code. */
function toViemError(error: unknown): Error {
  if (error instanceof LatchUserRejectedRequestError) return new UserRejectedRequestError(error)
  return new SwitchChainError(error instanceof Error ? error : new Error(String(error)))
}

/**
 * The wagmi connector that is Latch: it connects through the modal (browser wallets,
 * WalletConnect, the embedded wallet) and hands wagmi the connected wallet's EIP-1193 provider.
 * Latch's state is the source of truth; what wagmi asks of it (disconnect, switch chain) goes
 * through Latch's actions, and what changes in Latch reaches wagmi through `syncWagmi`.
 */
export function latchConnector(link: LatchLink) {
  return createConnector<Eip1193Provider>((wagmi) => {
    const attached = (): Config => {
      if (!link.config) throw new ProviderNotFoundError()
      return link.config
    }
    const restored = async (): Promise<Config | undefined> => {
      const config = link.config
      if (config) await waitForRestore(config)
      return config
    }
    return {
      id: latchConnectorId,
      name: 'Latch',
      type: 'latch',

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        const config = isReconnecting ? await restored() : attached()
        if (!config) throw new ProviderNotFoundError()
        // A restore under way answers first: it may already be the connection asked for.
        await waitForRestore(config)
        let connection = readEip155Connection(config)
        if (connection.status !== 'connected') {
          // A restore never prompts: the wallet either still grants access or it does not.
          if (isReconnecting) throw new ProviderNotFoundError()
          connection = await waitForModalConnection(config)
        }
        let current = connection.chainId ?? wagmi.chains[0].id
        if (chainId !== undefined && chainId !== current && !isReconnecting)
          current = (await this.switchChain!({ chainId })).id
        const accounts = withCapabilities
          ? connection.accounts.map((address) => ({ address, capabilities: {} }))
          : connection.accounts
        return { accounts: accounts as never, chainId: current }
      },
      async disconnect() {
        const config = link.config
        if (config) await disconnect(config, { namespace: 'eip155' })
      },
      async getAccounts() {
        const config = link.config
        return config ? readEip155Connection(config).accounts : []
      },
      async getChainId() {
        const config = link.config
        const connected = config && readEip155Connection(config).chainId
        if (connected) return connected
        const selected = Number(config?.store.getState().chains.eip155?.network.caipNetwork?.id)
        return Number.isSafeInteger(selected) ? selected : wagmi.chains[0].id
      },
      async getProvider() {
        const config = await restored()
        const provider = config && readEip155Connection(config).provider
        if (!provider) throw new ProviderNotFoundError()
        return provider
      },
      async isAuthorized() {
        const config = await restored()
        return config !== undefined && readEip155Connection(config).status === 'connected'
      },
      async switchChain({ chainId }) {
        const config = attached()
        const chain = wagmi.chains.find((candidate) => candidate.id === chainId)
        const network = config.store
          .getState()
          .chains.eip155?.network.requestedNetworks.find((n) => Number(n.id) === chainId)
        if (!chain || !network) throw new SwitchChainError(new ChainNotConfiguredError())
        try {
          await switchNetwork(config, { network })
        } catch (error) {
          throw toViemError(error)
        }
        wagmi.emitter.emit('change', { chainId })
        return chain
      },
      onAccountsChanged(accounts) {
        if (accounts.length === 0) return this.onDisconnect()
        wagmi.emitter.emit('change', {
          accounts: accounts.map((account) => getAddress(account) as Address),
        })
      },
      onChainChanged(chainId) {
        wagmi.emitter.emit('change', { chainId: Number(chainId) })
      },
      onDisconnect() {
        wagmi.emitter.emit('disconnect')
      },
    }
  })
}

import type { Config, ConnectionStatus } from '@latch/core'
import type { Eip1193Provider } from '@latch/evm'
import { type Address, getAddress } from 'viem'

/** Latch's eip155 connection as wagmi sees it. */
export type Eip155Connection = {
  status: ConnectionStatus
  /** The connected accounts, checksummed, the active one first; empty unless connected. */
  accounts: readonly Address[]
  /** The chain the wallet is on; `undefined` unless connected. */
  chainId: number | undefined
  connectorId: string | undefined
  /** The connected wallet's EIP-1193 provider (browser wallet, WalletConnect or embedded). */
  provider: Eip1193Provider | undefined
}

function toAddress(value: string): Address | undefined {
  try {
    return getAddress(value)
  } catch {
    return undefined
  }
}

/**
 * Reads the eip155 namespace of Latch's state: the modal connected it (any connector), so wagmi
 * can follow. A state that is connected but lacks an address or chain counts as not connected.
 */
export function readEip155Connection(config: Config): Eip155Connection {
  const state = config.store.getState()
  const chain = state.chains.eip155
  const account = chain?.account
  const status = account?.status ?? 'disconnected'
  const chainId = Number(chain?.network.caipNetwork?.id)
  const active = account?.address ? toAddress(account.address) : undefined
  const connected = status === 'connected' && active !== undefined && Number.isSafeInteger(chainId)
  if (!connected || !account)
    return {
      status: status === 'connected' ? 'disconnected' : status,
      accounts: [],
      chainId: undefined,
      connectorId: undefined,
      provider: undefined,
    }
  const others = account.allAccounts
    .map(toAddress)
    .filter((address): address is Address => address !== undefined && address !== active)
  const provider = state.connectors.find(
    (connector) => connector.id === account.connectorId && connector.chain === 'eip155',
  )?.provider as Eip1193Provider | undefined
  return {
    status,
    accounts: [active, ...others],
    chainId,
    connectorId: account.connectorId,
    provider,
  }
}

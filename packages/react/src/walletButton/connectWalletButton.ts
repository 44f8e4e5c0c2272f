import {
  BaseError,
  type CaipAddress,
  type Config,
  ConnectorNotFoundError,
  connect,
  getWallets,
  type Namespace,
  openModal,
  parseCaipAddress,
  pushView,
  toRegistryWalletItem,
  type WalletListEntry,
} from '@latch/core'
import { getEmbeddedWallet } from '@latch/core/internal'
import { selectWallet } from '../utils/selectWallet.js'
import { isWalletButtonSocial, type WalletButtonId } from './walletButtonIds.js'
import { walletButtonWallets } from './walletButtonWallets.js'

/** What a wallet button's connection gives `onSuccess`, as AppKit's parsed CAIP-10 address. */
export type WalletButtonConnection = {
  chainNamespace: Namespace
  chainId: string
  address: string
}

export type WalletButtonCancelledErrorType = WalletButtonCancelledError & {
  name: 'WalletButtonCancelledError'
}
/** The visitor closed the modal the wallet button opened, without connecting. */
class WalletButtonCancelledError extends BaseError {
  override name = 'WalletButtonCancelledError'
  constructor() {
    super('The modal was closed before a wallet connected.')
  }
}

const normalize = (name: string) => name.toLowerCase().replace(/\s+wallet$/, '')

/**
 * Connects what a wallet button names. An installed wallet connects at once, without the modal;
 * the others run where Latch already runs them, in the modal, opened on the right view: a
 * registry wallet's own QR code (its app on a phone), WalletConnect's plain QR code, a social
 * login (its popup is opened by the caller, in the click), Farcaster, or the email form.
 * Resolves with the connected account; rejects when the modal is closed first.
 */
export async function connectWalletButton(
  config: Config,
  id: WalletButtonId,
  parameters: { namespace?: Namespace | undefined } = {},
): Promise<WalletButtonConnection> {
  const namespace = parameters.namespace ?? config.store.getState().activeNamespace
  // With `features.headless` there is no modal: WalletConnect pairs for the site's own QR code
  // (`useAppKitWallets().wcUri`), and what only the modal runs (email, socials) is refused.
  const headless = config.options.features?.headless === true
  if (id === 'walletConnect' && headless) return pairHeadless(config, { id, name: 'WalletConnect' })
  if (id === 'walletConnect') {
    openModal(config, { view: 'ConnectingWalletConnectBasic', namespace })
    return untilConnected(config)
  }
  if (id === 'email' || isWalletButtonSocial(id)) {
    // Email and social logins are the embedded wallet's, which needs the site's frame.
    if (!getEmbeddedWallet(config)) throw new ConnectorNotFoundError('AUTH')
    if (headless) throw createModalRequiredError(id)
    openModal(config, { view: 'Connect', namespace })
    if (id === 'farcaster') pushView(config, { view: 'ConnectingFarcaster' })
    else if (id !== 'email') pushView(config, { view: 'ConnectingSocial', socialProvider: id })
    return untilConnected(config)
  }
  const wallet: { name: string; rdns?: string } | undefined = walletButtonWallets[id]
  if (!wallet) throw new ConnectorNotFoundError(id)
  const state = config.store.getState()
  const installed = state.connectors.find(
    (connector) =>
      (namespace === undefined || connector.chain === namespace) &&
      (connector.type === 'ANNOUNCED' || connector.type === 'INJECTED') &&
      ((wallet.rdns !== undefined && connector.info?.rdns === wallet.rdns) ||
        normalize(connector.name) === normalize(wallet.name)),
  )
  if (installed) {
    const connected = await connect(config, { connectorId: installed.id })
    const chain = config.store.getState().chains[installed.chain]
    return toConnection(chain?.account.caipAddress, installed.chain, connected.address)
  }
  // Not installed: the registry's entry, connected through WalletConnect in the modal.
  if (!config.options.apiUrl) throw new ConnectorNotFoundError(id)
  const { data } = await getWallets(config, { page: 1, entries: 10, search: wallet.name })
  const entry =
    data.find((each) => normalize(each.name) === normalize(wallet.name)) ??
    data.find((each) => wallet.rdns !== undefined && each.rdns === wallet.rdns)
  if (!entry) throw new ConnectorNotFoundError(id)
  if (headless) return pairHeadless(config, { id: entry.id, name: entry.name, walletInfo: entry })
  openModal(config, { view: 'Connect', namespace })
  selectWallet(config, toRegistryWalletItem(entry, { connectors: state.connectors }))
  return untilConnected(config)
}

function createModalRequiredError(id: string): BaseError {
  const error = new BaseError(
    `The "${id}" wallet button signs in through the modal, which features.headless turns off.`,
  )
  error.name = 'ModalRequiredError'
  return error
}

/** The headless WalletConnect pairing of `useAppKitWallets`, for a wallet button. */
async function pairHeadless(
  config: Config,
  wallet: { id: string; name: string; walletInfo?: WalletListEntry | undefined },
): Promise<WalletButtonConnection> {
  const { connectHeadlessWallet } = await import('../headless/connectHeadlessWallet.js')
  await connectHeadlessWallet(config, {
    ...wallet,
    imageUrl: undefined,
    isInjected: false,
    isRecent: false,
    connectors: [],
    walletInfo: wallet.walletInfo,
  })
  const connected = Object.entries(config.store.getState().chains).find(
    ([, chain]) => chain?.account.status === 'connected' && chain.account.address,
  )
  const [namespace, chain] = connected ?? []
  return toConnection(
    chain?.account.caipAddress,
    namespace as Namespace,
    chain?.account.address ?? '',
  )
}

function toConnection(
  caipAddress: CaipAddress | undefined,
  namespace: Namespace,
  address: string,
): WalletButtonConnection {
  if (caipAddress) {
    const parsed = parseCaipAddress(caipAddress)
    return { chainNamespace: parsed.namespace, chainId: parsed.reference, address: parsed.address }
  }
  return { chainNamespace: namespace, chainId: '', address }
}

/** Waits for a namespace to connect (anew, or through another wallet), or the modal to close. */
function untilConnected(config: Config): Promise<WalletButtonConnection> {
  const before = config.store.getState().chains
  return new Promise((resolve, reject) => {
    const stop = config.store.subscribe((state) => {
      for (const [namespace, chain] of Object.entries(state.chains)) {
        const account = chain?.account
        const previous = before[namespace as Namespace]?.account
        const isNew =
          account?.status === 'connected' &&
          (previous?.status !== 'connected' ||
            previous.connectorId !== account.connectorId ||
            previous.address !== account.address)
        if (isNew && account.address) {
          stop()
          resolve(toConnection(account.caipAddress, namespace as Namespace, account.address))
          return
        }
      }
      if (state.modal.status === 'closed') {
        stop()
        reject(new WalletButtonCancelledError())
      }
    })
  })
}

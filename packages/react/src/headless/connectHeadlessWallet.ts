import {
  BaseError,
  type Config,
  ConnectorNotFoundError,
  connect,
  type Namespace,
  walletConnectConnectorId,
} from '@latch/core'
import { getWalletConnect } from '@latch/core/internal'
import { isMobile } from '../utils/isMobile.js'
import { toWalletConnectLink } from '../utils/walletLinks.js'
import { setConnectingWallet } from './connectingWallet.js'
import type { HeadlessWallet } from './toHeadlessWallet.js'

export type PairingEndedErrorType = PairingEndedError & { name: 'PairingEndedError' }
/** The WalletConnect pairing ended without a session: reset by the site, expired or refused. */
class PairingEndedError extends BaseError {
  override name = 'PairingEndedError'
  constructor(reason: string) {
    super(`The WalletConnect pairing ended without a connection (${reason}).`)
  }
}

/**
 * The wallet `connect('…')` names: `walletConnect` for a plain QR code any wallet can scan, else
 * a wallet of the lists by id, else an installed wallet's connector id or rdns.
 */
export function findHeadlessWallet(
  config: Config,
  id: string,
  listed: readonly HeadlessWallet[],
): HeadlessWallet {
  const found = listed.find((wallet) => wallet.id === id)
  if (found) return found
  const connectors = config.store
    .getState()
    .connectors.filter((each) => each.id === id || each.info?.rdns === id)
  const [first] = connectors
  if (!first && id !== walletConnectConnectorId) throw new ConnectorNotFoundError(id)
  return {
    id,
    name: first?.name ?? 'WalletConnect',
    imageUrl: first?.imageUrl,
    isInjected: first !== undefined && first.type !== 'WALLET_CONNECT',
    isRecent: false,
    connectors:
      first && first.type !== 'WALLET_CONNECT'
        ? connectors.map((each) => ({ id: each.id, chain: each.chain }))
        : [],
    walletInfo: undefined,
  }
}

/**
 * Connects a wallet without the modal: an installed wallet through its extension (on the
 * namespace asked for, else its first); any other through a WalletConnect pairing whose URI the
 * site shows as its own QR code (`wcUri`), and on a phone the wallet's app is opened with it.
 * Resolves once connected; rejects with the wallet's refusal or when the pairing ends.
 */
export async function connectHeadlessWallet(
  config: Config,
  wallet: HeadlessWallet,
  namespace?: Namespace,
): Promise<void> {
  setConnectingWallet(config, wallet)
  try {
    const connector =
      wallet.connectors.find((each) => each.chain === namespace) ?? wallet.connectors[0]
    if (connector) {
      await connect(config, { connectorId: connector.id })
      return
    }
    const walletConnect = getWalletConnect(config)
    if (!walletConnect) throw new ConnectorNotFoundError(walletConnectConnectorId)
    walletConnect.pair()
    await untilPaired(config, wallet)
  } finally {
    setConnectingWallet(config, undefined)
  }
}

/** Waits for the pairing's outcome; on a phone, opens the wallet's app once the URI is ready. */
function untilPaired(config: Config, wallet: HeadlessWallet): Promise<void> {
  const appLink = isMobile() ? wallet.walletInfo?.mobile_link : undefined
  let opened = false
  return new Promise((resolve, reject) => {
    const check = () => {
      const { pairing, chains } = config.store.getState()
      if (pairing.status === 'ready' && appLink && !opened) {
        const link = toWalletConnectLink(appLink, pairing.uri)
        opened = true
        if (link) {
          // Requests in the session bring this same app to the front.
          getWalletConnect(config)?.rememberWalletApp({ href: appLink, name: wallet.name })
          window.location.href = link
        }
      }
      if (pairing.status === 'error') {
        stop()
        reject(new PairingEndedError(pairing.errorName))
      } else if (pairing.status === 'idle') {
        stop()
        const paired = Object.values(chains).some(
          (chain) =>
            chain?.account.status === 'connected' &&
            chain.account.connectorId === walletConnectConnectorId,
        )
        if (paired) resolve()
        else reject(new PairingEndedError('reset'))
      }
    }
    const stop = config.store.subscribe(check)
    check()
  })
}

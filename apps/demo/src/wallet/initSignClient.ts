import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import type { ICore } from '@walletconnect/types'

/** The SDK's client instance (the package exports the class as a value only). */
export type WalletSignClient = InstanceType<typeof SignClient>

/** Parameters of {@link initSignClient}. */
export type InitSignClientParameters = {
  /** `ws://127.0.0.1:8787/relay` under `npm start`. */
  relayUrl: string
}

/**
 * Keeps the wallet's keys, sessions and pending requests apart from the dapp's client: both tabs
 * share this origin's storage, and the SDK also caches its core per prefix.
 */
const walletStoragePrefix = 'latch-demo-mobile-wallet'

/** The wallet's WalletConnect metadata, as the dapp shows it. */
const walletMetadata = {
  name: 'Latch Demo Wallet',
  description: 'A WalletConnect wallet for the Latch demo, backed by the devnet keys.',
  url: location.origin,
  icons: [],
}

/**
 * Starts the wallet side of WalletConnect v2 on the given relay, with nothing leaving this
 * machine: no telemetry, and no verify API. Verify is switched off on the core before the client
 * starts, because restored sessions can deliver requests during start-up.
 */
export async function initSignClient({
  relayUrl,
}: InitSignClientParameters): Promise<WalletSignClient> {
  const core = new Core({
    projectId: 'latch-demo',
    relayUrl,
    customStoragePrefix: walletStoragePrefix,
    telemetryEnabled: false,
    logger: 'error',
  })
  const { verify } = core
  // The browser verify client would load an iframe from the vendor (register) and fetch an
  // attestation for every proposal and request (resolve). Without one, requests are UNKNOWN.
  verify.register = async () => ''
  verify.resolve = (async () => undefined) as unknown as typeof verify.resolve
  // The SDK's own Core and ICore disagree under exactOptionalPropertyTypes (relayUrl?: string).
  return SignClient.init({
    core: core as unknown as ICore,
    metadata: walletMetadata,
    logger: 'error',
  })
}

import type { Adapter } from '../adapters/createAdapter.js'
import type { Namespace } from '../types/network.js'
import type { NetworkInput } from '../utils/toNetwork.js'
import type { Options } from './options.js'

/**
 * AppKit options Latch accepts without acting on them the same way: each one set writes a
 * one-time console warning that says what Latch does instead (docs/migrating-from-appkit.md).
 */
type AcceptedAppKitOptions = {
  enableCoinbase?: boolean | undefined
  coinbasePreference?: 'all' | 'smartWalletOnly' | 'eoaOnly' | undefined
  defaultAccountTypes?: Partial<Record<Namespace, string>> | undefined
  enableWalletGuide?: boolean | undefined
  enableAuthLogger?: boolean | undefined
  experimental_preferUniversalLinks?: boolean | undefined
  manualWCControl?: boolean | undefined
  universalProvider?: unknown
  universalProviderConfigOverride?: Readonly<Record<string, unknown>> | undefined
  tokens?: Readonly<Record<string, { address: string; image?: string | undefined }>> | undefined
  showWallets?: boolean | undefined
}

/**
 * What `createAppKit` and `createConfig` accept: Latch's {@link Options} in AppKit's shapes too.
 * Networks may be viem chains (`viem/chains`), `adapters` may be left out (WalletConnect and the
 * email wallet then connect), and AppKit's other options are accepted with a warning.
 */
export type AppKitOptions = Omit<Options, 'adapters' | 'networks' | 'defaultNetwork'> &
  AcceptedAppKitOptions & {
    /** One adapter per chain namespace; without one, a namespace connects through WalletConnect
     * and the email wallet only. */
    adapters?: readonly Adapter[] | undefined
    /** The networks the site requests; the first is the default unless `defaultNetwork` is set. */
    networks: readonly [NetworkInput, ...NetworkInput[]]
    defaultNetwork?: NetworkInput | undefined
  }

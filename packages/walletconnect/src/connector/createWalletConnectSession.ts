import {
  BaseError,
  type Connector,
  type ConnectorContext,
  type Namespace,
  sanitizeWalletName,
  walletConnectConnectorId,
} from '@latch/core'
import type { WalletConnectClient } from '../createWalletConnectClient.js'
import type {
  NamespaceRequests,
  WalletConnectSession,
  WalletConnectSessionEvent,
} from '../types.js'
import { createEip1193Provider } from './createEip1193Provider.js'
import { createSolanaProvider } from './createSolanaProvider.js'
import { sessionAccounts, sessionChains } from './sessionAccounts.js'

/** The SDK's proposal lifetime (spec section 9: proposal expiry 5 minutes). */
const proposalTtlMs = 5 * 60_000
/** A pairing URI is replaced this long before it expires, so a visitor never scans a dead code. */
const uriRefreshMarginMs = 60_000

/** How often a shown pairing URI is checked against its expiry. */
const expiryCheckMs = 5_000

/** The namespaces a WalletConnect session can carry for Latch today. */
const sessionNamespaces: readonly Namespace[] = ['eip155', 'solana']

/** What the WalletConnect connector loads on first use: the pairing and the session. */
export type WalletConnectSessionController = {
  preload(): void
  pair(): void
  cancelPairing(): void
  rememberWalletApp(app: { href: string; name: string }): void
  restore(): Promise<void>
  disconnect(): Promise<void>
  destroy(): void
}

/**
 * Ties a WalletConnect client to a Latch instance through the connector context: a pairing
 * fills `state.pairing` with the URI for the QR code and is replaced before it expires; an
 * approved session becomes one connector (`walletConnect`) on every namespace it carries, each
 * namespace keeping its own state; the wallet's events and a deleted or expired session are
 * reported; a stored session is restored without a new QR code. `idleRows` are the Connect
 * view's WalletConnect row, shown again when a session ends.
 *
 * @example
 * const session = createWalletConnectSession(context, createWalletConnectClient({ … }), { idleRows })
 */
export function createWalletConnectSession(
  context: ConnectorContext,
  client: WalletConnectClient,
  { idleRows }: { idleRows: readonly Connector[] },
): WalletConnectSessionController {
  const namespaces = sessionNamespaces.filter((namespace) => context.namespaces.includes(namespace))
  let session: WalletConnectSession | undefined
  let pairing: { controller: AbortController; timer?: ReturnType<typeof setInterval> } | undefined

  const chainOf = (namespace: Namespace) => context.getState().chains[namespace]

  const eip155 = createEip1193Provider({
    chainId: () => {
      const id = chainOf('eip155')?.network.caipNetwork?.id
      return session && typeof id === 'number' ? id : undefined
    },
    accounts: () => [...(chainOf('eip155')?.account.allAccounts ?? [])],
    switchChain: async (chainId) => {
      if (!session) throw new BaseError('There is no WalletConnect session.')
      if (!sessionChains(session, 'eip155').includes(String(chainId)))
        // The wallet adds the chain to the session (a session_update) when it agrees.
        await client.request({
          chainId: `eip155:${eip155Chain() ?? chainId}`,
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: `0x${chainId.toString(16)}` }],
        })
      useChain('eip155', String(chainId))
    },
    request: (chainId, method, params) => client.request({ chainId, method, params }),
  })
  const solana = createSolanaProvider({
    chainId: () => (session ? chainOf('solana')?.network.caipNetwork?.caipNetworkId : undefined),
    accounts: () => [...(chainOf('solana')?.account.allAccounts ?? [])],
    request: (chainId, method, params) => client.request({ chainId, method, params }),
  })
  const providers: Partial<Record<Namespace, unknown>> = { eip155, solana }
  const eip155Chain = () => chainOf('eip155')?.network.caipNetwork?.id

  /** Makes a chain of the session active in its namespace, with the accounts it has there. */
  const useChain = (namespace: Namespace, reference: string) => {
    if (!session) return
    const accounts = sessionAccounts(session, namespace, reference)
    if (!accounts || accounts.reference !== reference) return
    context.setChain(namespace, toChainId(namespace, reference))
    if (accounts.addresses.length > 0) context.setAccounts(namespace, accounts.addresses)
    if (namespace === 'eip155') {
      eip155.emit('chainChanged', `0x${Number(reference).toString(16)}`)
      eip155.emit('accountsChanged', accounts.addresses)
    }
  }

  /** Stores a session's accounts in every namespace it carries, the active namespace last. */
  const applySession = (next: WalletConnectSession) => {
    session = next
    const peerName = peerNameOf(next)
    const carried = namespaces.filter((namespace) => sessionChains(next, namespace).length > 0)
    context.setRows(
      carried.map((namespace) => ({
        id: walletConnectConnectorId,
        name: peerName,
        type: 'WALLET_CONNECT',
        chain: namespace,
        imageUrl: safeIcon(next.peer.icons[0]),
        provider: providers[namespace],
      })),
    )
    const connections: Parameters<ConnectorContext['connect']>[0] = {}
    for (const namespace of carried) {
      const current = chainOf(namespace)?.network.caipNetwork?.id
      const accounts = sessionAccounts(
        next,
        namespace,
        current === undefined ? undefined : String(current),
      )
      if (!accounts || accounts.addresses.length === 0) continue
      connections[namespace] = {
        accounts: accounts.addresses,
        chainId: toChainId(namespace, accounts.reference),
      }
    }
    context.connect(connections)
    // A namespace the session no longer carries is disconnected.
    const dropped = namespaces.filter(
      (namespace) => !carried.includes(namespace) && context.isConnected(namespace),
    )
    if (dropped.length > 0) context.disconnect({ namespaces: dropped })
    return carried
  }

  /** Forgets the session in every namespace that used it. */
  const endSession = (initiator: 'wallet' | 'dapp') => {
    session = undefined
    context.setRows(idleRows)
    context.disconnect({ initiator })
    eip155.emit('disconnect', { code: 4900, message: 'The wallet disconnected.' })
  }

  const onSessionEvent = (payload: unknown) => {
    if (!session) return
    const { name, data, chainId } = (payload ?? {}) as Partial<WalletConnectSessionEvent>
    if (typeof chainId !== 'string') return
    const namespace = chainId.slice(0, chainId.indexOf(':')) as Namespace
    if (!namespaces.includes(namespace) || !context.isConnected(namespace)) return
    if (name === 'chainChanged') {
      const reference = toReference(data)
      if (reference) useChain(namespace, reference)
    } else if (name === 'accountsChanged' && Array.isArray(data)) {
      // The wallet may send bare addresses or CAIP-10 ids; only the session's own are accepted.
      const current = String(chainOf(namespace)?.network.caipNetwork?.id)
      const granted = sessionAccounts(session, namespace, current)?.addresses ?? []
      const addresses = data
        .map((entry) => (typeof entry === 'string' ? entry.split(':').at(-1) : undefined))
        .filter((address): address is string => !!address && granted.includes(address))
      if (addresses.length === 0) return
      context.setAccounts(namespace, addresses)
      if (namespace === 'eip155') eip155.emit('accountsChanged', addresses)
    }
  }

  const unsubscribers = [
    client.on('session_update', (next) => {
      if (session && isSession(next)) applySession(next)
    }),
    client.on('session_event', onSessionEvent),
    client.on('session_delete', () => {
      if (session) endSession('wallet')
    }),
    // Leaving the modal drops the pending pairing: nobody is looking at its QR code.
    context.subscribe((state, previous) => {
      if (state.modal.status === 'closed' && previous.modal.status === 'open') cancelPairing()
    }),
  ]

  /**
   * The proposal: per namespace, the network the modal is on is the one the wallet is asked for
   * (spec: the requested networks, the active one first); the site's other networks go as
   * optional, for a switch later without asking the wallet again.
   */
  const requestedNamespaces = (): NamespaceRequests => {
    const requests: NamespaceRequests = {}
    for (const namespace of namespaces) {
      const network = chainOf(namespace)?.network
      const withRpc = (network?.requestedNetworks ?? [])
        .filter((requested) => requested.rpcUrls.default.http.length > 0)
        .map((requested) => requested.caipNetworkId)
      const active = network?.caipNetwork?.caipNetworkId
      const chains = active && withRpc.includes(active) ? [active] : withRpc.slice(0, 1)
      const optionalChains = withRpc.filter((chain) => !chains.includes(chain))
      if (chains.length > 0)
        requests[namespace as 'eip155' | 'solana'] = {
          chains,
          ...(optionalChains.length > 0 ? { optionalChains } : {}),
        }
    }
    return requests
  }

  function cancelPairing() {
    if (!pairing) return
    clearInterval(pairing.timer)
    pairing.controller.abort()
    pairing = undefined
    if (context.getState().pairing.status !== 'idle') context.setPairing({ status: 'idle' })
  }

  function pair() {
    const { status } = context.getState().pairing
    if (pairing && (status === 'loading' || status === 'ready')) return
    cancelPairing()
    const controller = new AbortController()
    const current: NonNullable<typeof pairing> = { controller }
    pairing = current
    context.setPairing({ status: 'loading' })
    context.emit('SELECT_WALLET', { name: 'WalletConnect', type: 'WALLET_CONNECT' })
    client
      .connect({
        namespaces: requestedNamespaces(),
        signal: controller.signal,
        onUri: (uri) => {
          if (pairing !== current) return
          const expiresAt = uriExpiry(uri)
          context.setPairing({ status: 'ready', uri, expiresAt })
          clearInterval(current.timer)
          // Checked on a short interval rather than one long timer, because a phone or laptop
          // that slept misses timers: a code near its end is replaced while the page is seen,
          // and a code found past its end is shown as expired with a way to get a new one.
          current.timer = setInterval(() => {
            if (pairing !== current) return
            const left = expiresAt - Date.now()
            if (left <= 0) {
              cancelPairing()
              context.setPairing({ status: 'error', errorName: 'ProposalExpiredError' })
            } else if (left <= uriRefreshMarginMs && !isHidden()) {
              cancelPairing()
              pair()
            }
          }, expiryCheckMs)
        },
      })
      .then((approved) => {
        if (pairing !== current) return
        clearInterval(current.timer)
        pairing = undefined
        context.setPairing({ status: 'idle' })
        const carried = applySession(approved)
        context.emit('CONNECT_SUCCESS', {
          name: peerNameOf(approved),
          namespace: carried.join(','),
        })
        const active = context.getState().activeNamespace
        if (active && context.isUnsupportedChainShown(active))
          context.openModal({ view: 'UnsupportedChain' })
        else context.closeModal()
      })
      .catch((error: unknown) => {
        if (pairing !== current) return
        clearInterval(current.timer)
        pairing = undefined
        const errorName = error instanceof Error ? error.name : 'UnknownError'
        context.setPairing({ status: 'error', errorName })
        context.emit('CONNECT_ERROR', { name: 'WalletConnect', error: errorName })
        if (!(error instanceof BaseError))
          context.emit('INTERNAL_SDK_ERROR', { action: 'connect', error: errorName })
      })
  }

  return {
    preload() {
      client.prepare().catch(() => undefined)
    },
    pair,
    cancelPairing,
    rememberWalletApp(app) {
      client.setDeepLinkChoice(app).catch(() => undefined)
    },
    async restore() {
      const restored = await client.restore().catch(() => undefined)
      if (!restored || applySession(restored).length === 0) {
        endSession('dapp')
        return
      }
      const active = context.getState().activeNamespace
      if (active && context.isUnsupportedChainShown(active))
        context.openModal({ view: 'UnsupportedChain', namespace: active })
    },
    async disconnect() {
      cancelPairing()
      const hadSession = session !== undefined
      endSession('dapp')
      if (hadSession) await client.disconnect()
    },
    destroy() {
      cancelPairing()
      for (const unsubscribe of unsubscribers) unsubscribe()
    },
  }
}

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden'

/** eip155 chain ids are numbers in Latch's state; other namespaces keep their reference. */
function toChainId(namespace: Namespace, reference: string): number | string {
  return namespace === 'eip155' ? Number(reference) : reference
}

/** A chain id as wallets send it in `chainChanged`: a number, decimal, hex or CAIP-2. */
function toReference(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value)
  if (typeof value !== 'string') return undefined
  const reference = value.includes(':') ? value.slice(value.lastIndexOf(':') + 1) : value
  if (/^0x[0-9a-f]{1,16}$/i.test(reference)) return String(Number.parseInt(reference, 16))
  return /^[-_a-zA-Z0-9]{1,32}$/.test(reference) ? reference : undefined
}

/** When a pairing URI stops working: its `expiryTimestamp` (seconds), else the SDK's TTL. */
function uriExpiry(uri: string): number {
  const match = /[?&]expiryTimestamp=(\d{9,11})(?:&|$)/.exec(uri)
  const expiry = match ? Number(match[1]) * 1000 : Number.NaN
  const fallback = Date.now() + proposalTtlMs
  return Number.isFinite(expiry) && expiry > Date.now() && expiry <= fallback ? expiry : fallback
}

/** The wallet's icon is untrusted: only an https URL is kept (the UI falls back to a monogram). */
/**
 * The wallet's self-reported name as the modal shows it: bidi and zero-width characters
 * stripped, at most 64 characters (SECURITY.md T12), 'WalletConnect' when nothing is left.
 */
function peerNameOf(session: WalletConnectSession): string {
  return sanitizeWalletName(session.peer.name) ?? 'WalletConnect'
}

function safeIcon(icon: string | undefined): string | undefined {
  if (typeof icon !== 'string' || icon.length > 2048) return undefined
  try {
    return new URL(icon).protocol === 'https:' ? icon : undefined
  } catch {
    return undefined
  }
}

function isSession(value: unknown): value is WalletConnectSession {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as WalletConnectSession).topic === 'string' &&
    typeof (value as WalletConnectSession).accounts === 'object'
  )
}

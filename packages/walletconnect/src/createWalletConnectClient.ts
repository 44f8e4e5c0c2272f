import type UniversalProvider from '@walletconnect/universal-provider'
import {
  ConnectAbortedError,
  MissingRpcUrlError,
  NoSessionError,
  ProposalExpiredError,
  ProposalRejectedError,
} from './errors.js'
import { requestRpc } from './rpc/requestRpc.js'
import type {
  NamespaceRequests,
  WalletConnectEvent,
  WalletConnectMetadata,
  WalletConnectSession,
} from './types.js'
import { validateSendCalls } from './validateSendCalls.js'

/** Parameters of {@link createWalletConnectClient}. */
export type CreateWalletConnectClientParameters = {
  projectId: string
  /** A `ws://` or `wss://` relay; the local one is `ws://127.0.0.1:8787/relay`. */
  relayUrl: string
  metadata: WalletConnectMetadata
  /** RPC URL by CAIP-2 chain id; reads go here, never to the vendor's RPC. */
  rpcMap: Record<string, string>
  /** Turns off the SDK's verify API calls (in the browser; Node tests use `IS_VITEST`). */
  disableVerify?: boolean | undefined
  /** Keeps two clients in one page (or process) apart; the SDK caches its core per prefix. */
  storagePrefix?: string | undefined
}

/** Parameters of `connect`. */
type ConnectParameters = {
  namespaces: NamespaceRequests
  /** Called with the pairing URI to show as a QR code or deep link. */
  onUri: (uri: string) => void
  signal?: AbortSignal | undefined
}

/** Parameters of `request`. */
type RequestParameters = {
  /** CAIP-2 (`eip155:1`). */
  chainId: string
  method: string
  params?: unknown
}

/** The dapp side of a WalletConnect session. */
export type WalletConnectClient = {
  /** Loads the SDK and connects to the relay, so that a later `connect` is quick. */
  prepare: () => Promise<void>
  /** Proposes a session, hands the URI to `onUri`, and resolves once the wallet approves. */
  connect: (parameters: ConnectParameters) => Promise<WalletConnectSession>
  /** The stored session, if it is still live. */
  restore: () => Promise<WalletConnectSession | undefined>
  /** Sends a request through the session (signing) or to the RPC map (reads). */
  request: <result = unknown>(parameters: RequestParameters) => Promise<result>
  /** Ends the session on both sides. */
  disconnect: () => Promise<void>
  /** Subscribes to a session event; returns the unsubscribe. */
  on: (event: WalletConnectEvent, listener: (payload: unknown) => void) => () => void
  /**
   * Remembers the wallet app the visitor opened, so that the SDK brings it to the front when a
   * request needs the visitor's approval on a phone.
   */
  setDeepLinkChoice: (choice: { href: string; name: string } | undefined) => Promise<void>
  /** Closes the relay socket and stops the SDK's timers (tests, unmount). */
  close: () => Promise<void>
}

const defaultMethods: Record<string, string[]> = {
  eip155: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_getCapabilities',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ],
}

const defaultEvents: Record<string, string[]> = {
  eip155: ['accountsChanged', 'chainChanged'],
  solana: [],
}

/** The SDK's storage key for the wallet app to bring up on requests (a mobile deep link). */
const deepLinkChoiceKey = 'WALLETCONNECT_DEEPLINK_CHOICE'

/**
 * Creates the dapp side of WalletConnect v2 on `@walletconnect/universal-provider`. The SDK is
 * imported on first use, so creating a client costs nothing until `connect` or `restore`.
 *
 * @example
 * const client = createWalletConnectClient({ projectId, relayUrl, metadata, rpcMap })
 * const session = await client.connect({ namespaces: { eip155: { chains: ['eip155:1'] } }, onUri })
 */
export function createWalletConnectClient(
  parameters: CreateWalletConnectClientParameters,
): WalletConnectClient {
  const { projectId, relayUrl, metadata, rpcMap, disableVerify, storagePrefix } = parameters
  const listeners = new Map<WalletConnectEvent, Set<(payload: unknown) => void>>()
  let providerPromise: Promise<UniversalProvider> | undefined

  const emit = (event: WalletConnectEvent, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }

  const getProvider = () => {
    providerPromise ??= (async () => {
      const { UniversalProvider } = await import('@walletconnect/universal-provider')
      const provider = await UniversalProvider.init({
        projectId,
        relayUrl,
        metadata,
        logger: 'error',
        telemetryEnabled: false,
        // The SDK would ping every RPC URL while building the session; reads check it instead.
        disableProviderPing: true,
        ...(storagePrefix === undefined ? {} : { customStoragePrefix: storagePrefix }),
      })
      if (disableVerify) {
        // The browser verify client opens an iframe to the vendor and waits up to 5 s per proposal.
        const { verify } = provider.client.core
        verify.register = async () => ''
        // No attestation: the SDK then treats requests as unverified (INFRA.md section 4).
        verify.resolve = (async () => undefined) as unknown as typeof verify.resolve
      }
      // The sign client's own events, for this session only: the provider's translations of them
      // drop the chain of an event and know nothing of expiry.
      const { client } = provider
      const isOurs = (topic: unknown) => topic === provider.session?.topic
      client.on('session_event', ({ topic, params }) => {
        if (isOurs(topic)) emit('session_event', { ...params.event, chainId: params.chainId })
      })
      client.on('session_update', ({ topic }) => {
        if (isOurs(topic) && provider.session)
          emit('session_update', toSession(client.session.get(topic)))
      })
      client.on('session_delete', ({ topic }) => {
        if (isOurs(topic)) emit('session_delete', { topic })
      })
      client.on('session_expire', ({ topic }) => {
        if (!isOurs(topic)) return
        delete provider.session
        emit('session_delete', { topic, expired: true })
      })
      return provider
    })()
    // A failed init (relay down) must not poison later attempts.
    providerPromise.catch(() => {
      providerPromise = undefined
    })
    return providerPromise
  }

  const toNamespaces = (namespaces: NamespaceRequests) =>
    Object.fromEntries(
      Object.entries(namespaces).flatMap(([namespace, request]) => {
        if (!request) return []
        const chains = [...request.chains, ...(request.optionalChains ?? [])]
        const namespaceRpcMap: Record<string, string> = {}
        for (const chainId of chains) {
          const url = rpcMap[chainId]
          if (!url) throw new MissingRpcUrlError({ chainId })
          // The SDK looks a chain up by CAIP-2 id in one place and by reference in another.
          namespaceRpcMap[chainId] = url
          namespaceRpcMap[chainId.slice(chainId.indexOf(':') + 1)] = url
        }
        return [
          [
            namespace,
            {
              chains,
              methods: request.methods ?? defaultMethods[namespace] ?? [],
              events: request.events ?? defaultEvents[namespace] ?? [],
              rpcMap: namespaceRpcMap,
            },
          ],
        ]
      }),
    )

  return {
    async prepare() {
      await getProvider()
    },

    async connect({ namespaces, onUri, signal }) {
      signal?.throwIfAborted()
      const optionalNamespaces = toNamespaces(namespaces)
      const provider = await getProvider()
      signal?.throwIfAborted()
      const onDisplayUri = (uri: string) => onUri(uri)
      provider.on('display_uri', onDisplayUri)
      let onAbort: (() => void) | undefined
      const aborted = new Promise<never>((_resolve, reject) => {
        onAbort = () => {
          // Expiring the pairing now drops its keys and subscription; a late approval finds nothing.
          void provider.cleanupPendingPairings({ deletePairings: true })
          reject(new ConnectAbortedError({ cause: signal?.reason }))
        }
        signal?.addEventListener('abort', onAbort, { once: true })
      })
      try {
        const session = await Promise.race([provider.connect({ optionalNamespaces }), aborted])
        if (!session) throw new NoSessionError()
        return toSession(session)
      } catch (error) {
        throw toConnectError(error)
      } finally {
        provider.off('display_uri', onDisplayUri)
        if (onAbort) signal?.removeEventListener('abort', onAbort)
      }
    },

    async restore() {
      const provider = await getProvider()
      const { session } = provider
      // The provider forgets a deleted session a moment after the sign client does.
      if (!session || !provider.client.session.keys.includes(session.topic)) return undefined
      if (session.expiry * 1000 <= Date.now()) {
        // The SDK's expirer usually got there first; this covers a session that lapsed since init.
        await provider.client.session
          .delete(session.topic, { code: 6000, message: 'Session expired.' })
          .catch(() => undefined)
        delete provider.session
        return undefined
      }
      return toSession(session)
    },

    async request<result = unknown>({ chainId, method, params }: RequestParameters) {
      if (method === 'wallet_sendCalls') validateSendCalls(params)
      if (!providerPromise) throw new NoSessionError()
      const provider = await providerPromise
      const { session } = provider
      if (!session) throw new NoSessionError()
      const namespace = chainId.slice(0, chainId.indexOf(':'))
      const methods = Object.entries(session.namespaces)
        .filter(([key]) => key === namespace || key.startsWith(`${namespace}:`))
        .flatMap(([, value]) => value.methods)
      if (!methods.includes(method)) {
        // Reads go to the site's RPC for the chain asked about, never to the wallet.
        const url = rpcMap[chainId]
        if (!url) throw new MissingRpcUrlError({ chainId })
        return (await requestRpc(url, method, params)) as result
      }
      return provider.client.request<result>({
        topic: session.topic,
        chainId,
        request: { method, params: params ?? [] },
      })
    },

    async disconnect() {
      if (!providerPromise) return
      const provider = await providerPromise
      if (provider.session) await provider.disconnect()
    },

    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
      return () => {
        set.delete(listener)
      }
    },

    async setDeepLinkChoice(choice) {
      const provider = await getProvider()
      const { storage } = provider.client.core
      if (choice) await storage.setItem(deepLinkChoiceKey, choice)
      else await storage.removeItem(deepLinkChoiceKey)
    },

    async close() {
      if (!providerPromise) return
      const provider = await providerPromise.catch(() => undefined)
      if (!provider) return
      provider.client.core.heartbeat.stop()
      await provider.client.core.relayer.transportClose().catch(() => undefined)
    },
  }
}

type SdkSession = NonNullable<UniversalProvider['session']>

function toSession(session: SdkSession): WalletConnectSession {
  const accounts: Record<string, string[]> = {}
  for (const namespace of Object.values(session.namespaces) as { accounts: string[] }[])
    for (const account of namespace.accounts) {
      // Namespace keys may be `eip155` or `eip155:1`; the account's own prefix is authoritative.
      const key = account.slice(0, account.indexOf(':'))
      const list = accounts[key] ?? []
      accounts[key] = list
      if (!list.includes(account)) list.push(account)
    }
  // The wallet says what it likes here: only strings are kept; the connector cleans the name.
  const { name, icons, url }: { name?: unknown; icons?: unknown; url?: unknown } =
    session.peer.metadata ?? {}
  const peer = {
    name: typeof name === 'string' ? name : '',
    icons: Array.isArray(icons) ? icons.filter((icon) => typeof icon === 'string') : [],
    url: typeof url === 'string' ? url : '',
  }
  return { accounts, topic: session.topic, expiry: session.expiry, peer }
}

function toConnectError(error: unknown): unknown {
  if (error instanceof ConnectAbortedError || error instanceof NoSessionError) return error
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown
    message?: unknown
  }
  // The SDK rejects an expired proposal with an Error (its own timer) or `{ code: 0 }` (expirer).
  if (message === 'Proposal expired') return new ProposalExpiredError({ cause: error })
  // 5000 to 5099 are the user-rejection reasons of the WalletConnect spec.
  if (typeof code === 'number' && code >= 5000 && code < 5100)
    return new ProposalRejectedError({ cause: error, code })
  return error
}

import {
  authConnectorId,
  type ConnectorContext,
  EmailLoginError,
  type EmbeddedWalletConnector,
  type FrameRequestPayloads,
  LoginChallengeRequiredError,
  type Namespace,
} from '@latch/core'
import { ProviderRpcError, providerRpcErrorCodes } from '@latch/core/providers'
import { FrameRequestError } from '../errors.js'
import { isServerReplyCode } from '../handler/frameErrorCodes.js'
import { classifyRpcMethod, rpcMethodNamespace } from '../rpcMethods/rpcMethods.js'
import { createAuthEip1193Provider } from './createAuthEip1193Provider.js'
import { createAuthSolanaProvider } from './createAuthSolanaProvider.js'
import type { FrameClient } from './createFrameClient.js'
import { toProviderRpcError } from './toProviderRpcError.js'

/** The namespaces the embedded wallet serves (spec section 9: eip155 and solana). */
const authNamespaces: readonly Namespace[] = ['eip155', 'solana']

/** The message of a method off the frame's allow-list (spec section 8). */
const notAllowedMessage = 'Requested RPC call is not allowed'

/** The disallowed-method message shows this long after the modal opened (spec section 6). */
const notAllowedNoticeDelayMs = 300

/** What the embedded wallet's connector loads with the frame: the login, restore and sign-out. */
export type AuthConnector = Omit<EmbeddedWalletConnector, 'id' | 'type' | 'setup'> & {
  destroy(): void
}

const isAddressOf = (namespace: Namespace, address: unknown): address is string =>
  typeof address === 'string' &&
  (namespace === 'eip155'
    ? /^0x[0-9a-fA-F]{40}$/.test(address)
    : /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address))

/**
 * Ties the secure frame's client to a Latch instance as the embedded wallet (the AUTH connector),
 * reporting through the connector context:
 * email login (CONNECT_EMAIL, CONNECT_OTP, CONNECT_DEVICE), social login (GET_SOCIAL_REDIRECT_URI,
 * CONNECT_SOCIAL, then the same device step), Sign In With Farcaster (GET_FARCASTER_URI,
 * CONNECT_FARCASTER, then the same device step), restore (IS_CONNECTED, GET_USER),
 * sign-out (SIGN_OUT) and the email update (UPDATE_EMAIL and its two codes); once logged in, one
 * AUTH connector per namespace with a provider whose signing requests show the frame's approval
 * through the ApproveTransaction view, and which the visitor cancels by closing the modal.
 *
 * @example
 * const auth = createAuthConnector(context, framePromise)
 * await auth.connectEmail('ada@example.com')
 */
export function createAuthConnector(
  context: ConnectorContext,
  frame: Promise<FrameClient>,
): AuthConnector {
  const namespaces = authNamespaces.filter(
    (namespace) =>
      context.namespaces.includes(namespace) &&
      context.getState().chains[namespace]?.network.caipNetwork,
  )
  // The approvals waiting on the visitor; closing the modal aborts them.
  const approvals = new Set<AbortController>()

  const chainOf = (namespace: Namespace) => context.getState().chains[namespace]
  const isAuthNamespace = context.isConnected
  const accountsOf = (namespace: Namespace) =>
    isAuthNamespace(namespace) ? [...(chainOf(namespace)?.account.allAccounts ?? [])] : []
  const networkOf = (namespace: Namespace) =>
    isAuthNamespace(namespace) ? chainOf(namespace)?.network.caipNetwork : undefined

  const request = async <type extends keyof FrameRequestPayloads>(
    type: type,
    payload: FrameRequestPayloads[type],
    options?: Parameters<FrameClient['request']>[2],
  ) => (await frame).request(type, payload, options)

  /**
   * A request of the email login or email update: a refusal with a code becomes core's typed
   * error (`LoginChallengeRequiredError`, or `EmailLoginError` with the code and the throttle's
   * seconds), so the modal reads codes, never the English message.
   */
  const emailRequest: typeof request = (type, payload, options) =>
    request(type, payload, options).catch((error: unknown) => {
      if (!(error instanceof FrameRequestError) || !isServerReplyCode(error.code)) throw error
      const { code, retryAfterSeconds, shortMessage: message } = error
      throw code === 'challenge_required'
        ? new LoginChallengeRequiredError({ cause: error })
        : new EmailLoginError({ code, retryAfterSeconds, message, cause: error })
    })

  /** Spec section 6: opens the modal, logs, shows the message after 300 ms, rejects pending. */
  const refuse = (method: string): never => {
    // biome-ignore lint/suspicious/noConsole: the spec asks for the refusal to be logged for the site's developers
    console.error(`${notAllowedMessage}: ${method.slice(0, 64)}`)
    const open = () => {
      if (context.getState().modal.status !== 'open') context.openModal()
    }
    // Approvals being rejected would close the modal as they end: it opens after them.
    if (approvals.size === 0) open()
    else setTimeout(open)
    setTimeout(() => {
      if (context.getState().modal.status === 'open')
        context.showNotice({ variant: 'error', messageKey: 'embedded.rpc_not_allowed' })
    }, notAllowedNoticeDelayMs)
    void frame.then((client) => client.abortPending())
    throw new ProviderRpcError(providerRpcErrorCodes.unsupportedMethod, notAllowedMessage)
  }

  /** The frame's refusal by its code (never its English); off the allow-list, as {@link refuse}. */
  const toProviderError = (error: unknown, method: string, interactive: boolean): unknown =>
    error instanceof FrameRequestError && error.code === 'method_not_allowed'
      ? refuseError(method)
      : toProviderRpcError(error, interactive)
  const refuseError = (method: string) => {
    try {
      return refuse(method)
    } catch (error) {
      return error
    }
  }

  /** Sends an RPC method to the frame on a namespace's active chain. */
  const rpc = async (namespace: Namespace, method: string, params: unknown) => {
    const network = networkOf(namespace)
    if (!network)
      throw new ProviderRpcError(providerRpcErrorCodes.disconnected, 'The wallet is disconnected.')
    if (
      params !== undefined &&
      (typeof params !== 'object' || params === null || Object.getPrototypeOf(params) === null)
    )
      throw new ProviderRpcError(providerRpcErrorCodes.invalidParams, 'Invalid params.')
    const payload: FrameRequestPayloads['RPC_REQUEST'] = {
      method,
      chainId: network.caipNetworkId,
      ...(params === undefined
        ? {}
        : { params: params as FrameRequestPayloads['RPC_REQUEST']['params'] }),
    }
    // How the frame serves the method on this namespace (its table); anything else is refused
    // here, before it reaches the frame.
    const kind = rpcMethodNamespace(method) === namespace ? classifyRpcMethod(method) : undefined
    if (kind === undefined) return refuse(method)
    if (kind !== 'approval') {
      try {
        return (await request('RPC_REQUEST', payload)).result
      } catch (error) {
        throw toProviderError(error, method, false)
      }
    }
    const controller = new AbortController()
    approvals.add(controller)
    const done = context.showTransaction()
    try {
      const { result } = await request('RPC_REQUEST', payload, {
        interactive: true,
        signal: controller.signal,
      })
      return result
    } catch (error) {
      throw toProviderError(error, method, true)
    } finally {
      approvals.delete(controller)
      done()
    }
  }

  const eip155 = createAuthEip1193Provider({
    chainId: () => {
      const id = networkOf('eip155')?.id
      return typeof id === 'number' ? id : undefined
    },
    accounts: () => accountsOf('eip155'),
    async switchChain(chainId) {
      const network = chainOf('eip155')?.network.requestedNetworks.find((n) => n.id === chainId)
      if (!network)
        throw new ProviderRpcError(providerRpcErrorCodes.unrecognizedChain, 'Unrecognized chain.')
      try {
        await request('SWITCH_NETWORK', { chainId })
      } catch (error) {
        throw toProviderError(error, 'wallet_switchEthereumChain', false)
      }
      context.setChain('eip155', chainId)
      eip155.emit('chainChanged', `0x${chainId.toString(16)}`)
    },
    request: (method, params) => rpc('eip155', method, params),
  })
  const solana = createAuthSolanaProvider({
    chainId: () => {
      const network = networkOf('solana')
      return network ? String(network.id) : undefined
    },
    accounts: () => accountsOf('solana'),
    request: (method, params) => rpc('solana', method, params),
  })
  const providers: Record<string, unknown> = { eip155, solana }

  /** Reads the wallet's account on each namespace and records it, the active namespace last. */
  const applyUser = async () => {
    const users = await Promise.all(
      namespaces.map(async (namespace) => {
        const network = chainOf(namespace)?.network.caipNetwork
        if (!network) return undefined
        const chainId = namespace === 'eip155' ? network.id : network.caipNetworkId
        const user = await request('GET_USER', { chainId })
        return isAddressOf(namespace, user.address)
          ? { namespace, network, user, address: user.address }
          : undefined
      }),
    )
    const applied = users.filter((entry) => entry !== undefined)
    if (applied.length === 0) throw new FrameRequestError({ requestType: 'GET_USER' })
    const { user } = applied[0] as (typeof applied)[number]
    const email = typeof user.email === 'string' ? user.email : undefined
    // A social login: the provider and the username it gave (spec: socialProvider, stored key).
    const social = user.authProvider !== undefined && user.authProvider !== 'email'
    const username =
      typeof user.username === 'string' && user.username.length <= 256 ? user.username : undefined
    context.setRows(
      namespaces.map((namespace) => ({
        id: authConnectorId,
        name: context.t('embedded.connector_name'),
        type: 'AUTH',
        chain: namespace,
        provider: providers[namespace],
      })),
    )
    const connections: Parameters<ConnectorContext['connect']>[0] = {}
    for (const { namespace, network, address } of applied)
      connections[namespace] = { accounts: [address], chainId: network.id }
    context.connect(connections, {
      email,
      ...(social ? { socialProvider: user.authProvider, username } : {}),
    })
    eip155.emit('accountsChanged', accountsOf('eip155'))
  }

  /** Forgets the login in every namespace that used it. */
  const reset = () => {
    for (const controller of [...approvals]) controller.abort()
    const ended = context.disconnect()
    context.setRows([])
    if (ended.length > 0)
      eip155.emit('disconnect', { code: 4900, message: 'The wallet disconnected.' })
  }

  const unsubscribe = context.subscribe((state, previous) => {
    // Closing the modal while an approval is open is the visitor's refusal.
    if (state.modal.status === 'closed' && previous.modal.status === 'open')
      for (const controller of [...approvals]) controller.abort()
  })

  return {
    async connectEmail(email, challenge) {
      // LoginChallengeRequiredError: the modal runs the site's `loginChallenge` and asks again.
      const { action } = await emailRequest(
        'CONNECT_EMAIL',
        challenge ? { email, challenge } : { email },
      )
      if (action !== 'CONNECT') return action
      await applyUser()
      return 'CONNECTED'
    },
    async connectOtp(otp) {
      const { action } = await emailRequest('CONNECT_OTP', { otp }, { interactive: true })
      if (action === 'VERIFY_DEVICE') return action
      await applyUser()
      return 'CONNECTED'
    },
    async getSocialRedirectUri(provider, returnUrl) {
      return (await emailRequest('GET_SOCIAL_REDIRECT_URI', { provider, returnUrl })).uri
    },
    async connectSocial(uri) {
      const { action } = await emailRequest('CONNECT_SOCIAL', { uri }, { interactive: true })
      if (action === 'VERIFY_DEVICE') return action
      await applyUser()
      return 'CONNECTED'
    },
    async getFarcasterUri() {
      const { url, expiresAt } = await emailRequest('GET_FARCASTER_URI', {})
      const at = Date.parse(expiresAt)
      // Only a deep link the modal can show as a link: an http(s) URL, and a real expiry.
      if (!/^https?:\/\//i.test(url) || Number.isNaN(at))
        throw new FrameRequestError({ requestType: 'GET_FARCASTER_URI', details: 'Invalid reply.' })
      return { url, expiresAt: at }
    },
    async connectFarcaster(signal) {
      const { action } = await emailRequest('CONNECT_FARCASTER', {}, { interactive: true, signal })
      if (action === 'VERIFY_DEVICE') return action
      await applyUser()
      return 'CONNECTED'
    },
    async connectDevice(signal) {
      await request('CONNECT_DEVICE', {}, { interactive: true, signal })
      await applyUser()
    },
    async restore() {
      try {
        const { isConnected } = await request('IS_CONNECTED', {})
        if (!isConnected) return reset()
        await applyUser()
      } catch {
        // A failed check is a failed restore (spec sections 4 and 8): status disconnected.
        reset()
      }
    },
    async disconnect() {
      try {
        await request('SIGN_OUT', {})
      } finally {
        reset()
      }
    },
    async updateEmail(email) {
      return (await emailRequest('UPDATE_EMAIL', { email })).action
    },
    async updateEmailPrimaryOtp(otp) {
      await emailRequest('UPDATE_EMAIL_PRIMARY_OTP', { otp })
    },
    async updateEmailSecondaryOtp(otp) {
      return (await emailRequest('UPDATE_EMAIL_SECONDARY_OTP', { otp })).newEmail
    },
    destroy: unsubscribe,
  }
}

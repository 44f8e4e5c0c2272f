import {
  applyChain,
  applyConnection,
  authConnectorId,
  type Config,
  type Connector,
  EmailLoginError,
  type EmbeddedWalletBridge,
  type FrameRequestPayloads,
  LoginChallengeRequiredError,
  type Namespace,
  openModal,
  pushTransactionView,
  resetChainState,
  storageKeys,
  updateChainState,
} from '@latch/core'
import { FrameRequestAbortedError, FrameRequestError } from '../errors.js'
import { isSafeRpcMethod } from '../rpc/safeRpcMethods.js'
import { createAuthEip1193Provider } from './createAuthEip1193Provider.js'
import { createAuthSolanaProvider } from './createAuthSolanaProvider.js'
import type { FrameClient } from './createFrameClient.js'
import { ProviderRpcError, providerRpcErrorCodes } from './providerRpcError.js'

/** The namespaces the embedded wallet serves (spec section 9: eip155 and solana). */
const authNamespaces: readonly Namespace[] = ['eip155', 'solana']

/**
 * The methods that sign or move funds: each opens ApproveTransaction and waits on the visitor in
 * the frame (spec section 6). Safe reads go without it; anything else is refused with 4200.
 */
export const approvalRpcMethods: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
])

/** The frame's exact words for a refusal and for a method off its allow-list (the contract). */
const userRejectedMessage = 'User rejected the request.'
const notAllowedMessage = 'Requested RPC call is not allowed'

/** The disallowed-method message shows this long after the modal opened (spec section 6). */
export const notAllowedNoticeDelayMs = 300

/** The embedded wallet's bridge, with a teardown for tests and `destroy()`. */
export type AuthConnector = EmbeddedWalletBridge & { destroy(): void }

const isAddressOf = (namespace: Namespace, address: unknown): address is string =>
  typeof address === 'string' &&
  (namespace === 'eip155'
    ? /^0x[0-9a-fA-F]{40}$/.test(address)
    : /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address))

/**
 * Ties the secure frame's client to a Latch config as the embedded wallet (the AUTH connector):
 * email login (CONNECT_EMAIL, CONNECT_OTP, CONNECT_DEVICE), restore (IS_CONNECTED, GET_USER),
 * sign-out (SIGN_OUT) and the email update (UPDATE_EMAIL and its two codes); once logged in, one
 * AUTH connector per namespace with a provider whose signing requests show the frame's approval
 * through the ApproveTransaction view, and which the visitor cancels by closing the modal.
 *
 * @example
 * import { createAuthConnector } from '@latch/frame/host'
 * config._internal.embedded = createAuthConnector(config, framePromise)
 */
export function createAuthConnector(config: Config, frame: Promise<FrameClient>): AuthConnector {
  const { store, storage } = config
  const namespaces = authNamespaces.filter(
    (namespace) =>
      config.adapters.has(namespace) && store.getState().chains[namespace]?.network.caipNetwork,
  )
  // The approvals waiting on the visitor; closing the modal aborts them.
  const approvals = new Set<AbortController>()

  const chainOf = (namespace: Namespace) => store.getState().chains[namespace]
  const isAuthNamespace = (namespace: Namespace) => {
    const account = chainOf(namespace)?.account
    return account?.status === 'connected' && account.connectorId === authConnectorId
  }
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
      if (!(error instanceof FrameRequestError) || !error.code) throw error
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
      if (store.getState().modal.status !== 'open') openModal(config)
    }
    // Approvals being rejected would close the modal as they end: it opens after them.
    if (approvals.size === 0) open()
    else setTimeout(open)
    setTimeout(() => {
      if (store.getState().modal.status === 'open')
        store.setState({ notice: { variant: 'error', messageKey: 'embedded.rpc_not_allowed' } })
    }, notAllowedNoticeDelayMs)
    void frame.then((client) => client.abortPending())
    throw new ProviderRpcError(providerRpcErrorCodes.unsupportedMethod, notAllowedMessage)
  }

  const toProviderError = (error: unknown, method: string, interactive: boolean): unknown => {
    if (error instanceof ProviderRpcError) return error
    if (error instanceof FrameRequestError) {
      if (error.shortMessage === userRejectedMessage)
        return new ProviderRpcError(providerRpcErrorCodes.userRejected, userRejectedMessage, {
          cause: error,
        })
      if (error.shortMessage === notAllowedMessage) return refuseError(method)
    }
    // The visitor closed the modal while the approval was open: a refusal.
    if (interactive && error instanceof FrameRequestAbortedError)
      return new ProviderRpcError(providerRpcErrorCodes.userRejected, userRejectedMessage, {
        cause: error,
      })
    const message = error instanceof Error ? error.message : String(error)
    return new ProviderRpcError(providerRpcErrorCodes.internal, message.split('\n')[0] ?? '', {
      cause: error,
    })
  }
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
    if (isSafeRpcMethod(method)) {
      try {
        return (await request('RPC_REQUEST', payload)).result
      } catch (error) {
        throw toProviderError(error, method, false)
      }
    }
    if (!approvalRpcMethods.has(method)) return refuse(method)
    const controller = new AbortController()
    approvals.add(controller)
    const done = pushTransactionView(config)
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
      applyChain(config, 'eip155', chainId)
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

  const setConnectors = (connectors: Connector[]) =>
    store.setState((state) => ({
      connectors: [...state.connectors.filter((c) => c.type !== 'AUTH'), ...connectors],
    }))

  /** Reads the wallet's account on each namespace and records it, the active namespace last. */
  const applyUser = async () => {
    const active = store.getState().activeNamespace
    const ordered = [
      ...namespaces.filter((n) => n !== active),
      ...namespaces.filter((n) => n === active),
    ]
    const users = await Promise.all(
      ordered.map(async (namespace) => {
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
    const email =
      applied.find((entry) => typeof entry.user.email === 'string')?.user.email ?? undefined
    setConnectors(
      namespaces.map((namespace) => ({
        id: authConnectorId,
        name: config.i18n.t('embedded.connector_name'),
        type: 'AUTH',
        chain: namespace,
        provider: providers[namespace],
      })),
    )
    for (const { namespace, network, address } of applied) {
      applyConnection(config, namespace, authConnectorId, {
        accounts: [address],
        chainId: network.id,
      })
      updateChainState(config, namespace, { account: { email } })
    }
    if (email) storage.set(storageKeys.email, email)
    eip155.emit('accountsChanged', accountsOf('eip155'))
  }

  /** Forgets the login in every namespace that used it. */
  const reset = () => {
    for (const controller of [...approvals]) controller.abort()
    const ended = namespaces.filter(
      (namespace) =>
        chainOf(namespace)?.account.connectorId === authConnectorId ||
        storage.getString(storageKeys.connectorId(namespace)) === authConnectorId,
    )
    for (const namespace of ended) resetChainState(config, namespace)
    storage.remove(storageKeys.email)
    setConnectors([])
    if (ended.length > 0)
      eip155.emit('disconnect', { code: 4900, message: 'The wallet disconnected.' })
  }

  const unsubscribe = store.subscribe((state, previous) => {
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

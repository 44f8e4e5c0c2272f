import type { DevnetManifest } from '@latch/devnet/wallet'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import { describePairingError } from './describePairingError.js'
import { errorMessage } from './errorMessage.js'
import {
  type InitSignClientParameters,
  initSignClient,
  type WalletSignClient,
} from './initSignClient.js'
import { type ParsedRequest, parseSessionRequest } from './parseSessionRequest.js'
import { performRequest } from './performRequest.js'
import { planSession, type SessionPlan } from './planSession.js'
import { type DappInfo, readDappInfo } from './readDappInfo.js'
import { type RequestedNamespace, readRequestedNamespaces } from './readRequestedNamespaces.js'
import { readSolanaAccount, type SolanaAccount } from './readSolanaAccount.js'
import { type RpcError, rpcErrors } from './rpcErrors.js'

/** A session proposal waiting for the user. */
export type ProposalView = {
  id: number
  pairingTopic: string
  /** Milliseconds since the epoch. */
  expiresAt: number | undefined
  dapp: DappInfo
  requested: RequestedNamespace[]
  /** What approving shares with the account selected now. */
  plan: SessionPlan
  isBusy: boolean
}

/** A live session. */
export type SessionView = {
  topic: string
  dapp: DappInfo
  /** CAIP-10. */
  accounts: string[]
  /** Milliseconds since the epoch. */
  expiresAt: number
}

/** A session request waiting for the user. */
export type RequestView = {
  id: number
  topic: string
  dapp: DappInfo
  request: ParsedRequest
  isBusy: boolean
}

/** Everything the wallet page shows. */
type MobileWalletState = {
  phase: 'starting' | 'ready' | 'failed'
  /** One line for the user, announced politely. */
  status: string
  relayUrl: string
  /** Index into the manifest's accounts; new sessions share this one. */
  accountIndex: number
  evmAddress: string | undefined
  solanaAddress: string | undefined
  isAutoApprove: boolean
  proposals: ProposalView[]
  sessions: SessionView[]
  requests: RequestView[]
}

/** The wallet side of WalletConnect for the demo: a small store plus the user's actions. */
export type MobileWallet = {
  getState: () => MobileWalletState
  subscribe: (listener: () => void) => () => void
  /** Settles once the client is up (or failed to start; the status then says why). */
  ready: Promise<void>
  pair: (uri: string) => Promise<void>
  approveProposal: (id: number) => Promise<void>
  rejectProposal: (id: number) => Promise<void>
  approveRequest: (id: number) => Promise<void>
  rejectRequest: (id: number) => Promise<void>
  disconnect: (topic: string) => Promise<void>
  setAutoApprove: (isAutoApprove: boolean) => void
  setAccountIndex: (index: number) => void
}

/** Parameters of {@link createMobileWallet}. */
export type CreateMobileWalletParameters = InitSignClientParameters & {
  manifest: DevnetManifest | null
  /** Defaults to `1`: the demo's browser dev wallet uses account #0. */
  accountIndex?: number | undefined
}

/** How long after pairing a missing proposal is worth a hint. */
const proposalWaitMs = 15_000

/**
 * Creates the demo's "mobile" wallet: it pairs with a dapp through the relay, shows proposals
 * and requests for approval, and signs with the devnet keys. Sessions live in this origin's
 * storage under the wallet's own prefix, so they survive a reload.
 */
export function createMobileWallet(parameters: CreateMobileWalletParameters): MobileWallet {
  const { relayUrl, manifest } = parameters
  const evmAccounts = manifest?.accounts ?? []
  const chains = manifest?.chains ?? []
  const solanaAccounts = (manifest?.solana?.accounts ?? [])
    .map((_, index) => readSolanaAccount(manifest, index))
    .filter((account): account is SolanaAccount => account !== undefined)
  const initialIndex = Math.min(Math.max(parameters.accountIndex ?? 1, 0), evmAccounts.length - 1)

  const listeners = new Set<() => void>()
  let state: MobileWalletState = {
    phase: 'starting',
    status: `Connecting to the relay at ${relayUrl}…`,
    relayUrl,
    accountIndex: initialIndex,
    evmAddress: evmAccounts[initialIndex]?.address,
    solanaAddress: readSolanaAccount(manifest, initialIndex)?.address,
    isAutoApprove: false,
    proposals: [],
    sessions: [],
    requests: [],
  }
  const setState = (patch: Partial<MobileWalletState>) => {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }
  const setStatus = (status: string) => setState({ status })

  let client: WalletSignClient | undefined

  const planFor = (requested: RequestedNamespace[]) =>
    planSession({
      requested,
      evmAddress: state.evmAddress ?? '',
      solanaAddress: state.solanaAddress,
    })

  const toSessionView = (session: SessionTypes.Struct): SessionView => ({
    topic: session.topic,
    dapp: readDappInfo(session.peer?.metadata),
    accounts: Object.values(session.namespaces).flatMap((namespace) => namespace.accounts),
    expiresAt: session.expiry * 1000,
  })

  const refreshSessions = () => {
    if (!client) return
    const sessions = client.session.getAll().map(toSessionView)
    const topics = new Set(sessions.map((session) => session.topic))
    // Requests of a session that ended can no longer be answered.
    setState({ sessions, requests: state.requests.filter((request) => topics.has(request.topic)) })
  }

  const updateProposal = (id: number, patch: Partial<ProposalView>) =>
    setState({
      proposals: state.proposals.map((proposal) =>
        proposal.id === id ? { ...proposal, ...patch } : proposal,
      ),
    })
  const removeProposal = (id: number) =>
    setState({ proposals: state.proposals.filter((proposal) => proposal.id !== id) })
  const updateRequest = (id: number, patch: Partial<RequestView>) =>
    setState({
      requests: state.requests.map((request) =>
        request.id === id ? { ...request, ...patch } : request,
      ),
    })
  const removeRequest = (id: number) =>
    setState({ requests: state.requests.filter((request) => request.id !== id) })

  const respond = async (
    topic: string,
    id: number,
    answer: { result: unknown } | { error: RpcError },
  ) => {
    if (!client) return
    await client.respond({
      topic,
      response:
        'error' in answer
          ? { id, jsonrpc: '2.0', error: answer.error }
          : { id, jsonrpc: '2.0', result: answer.result },
    })
  }

  const addProposal = (proposal: SignClientTypes.EventArguments['session_proposal']['params']) => {
    if (
      typeof proposal?.id !== 'number' ||
      typeof proposal.pairingTopic !== 'string' ||
      state.proposals.some((known) => known.id === proposal.id)
    )
      return
    const requested = readRequestedNamespaces(
      proposal.requiredNamespaces,
      proposal.optionalNamespaces,
    )
    const view: ProposalView = {
      id: proposal.id,
      pairingTopic: proposal.pairingTopic,
      expiresAt:
        typeof proposal.expiryTimestamp === 'number' ? proposal.expiryTimestamp * 1000 : undefined,
      dapp: readDappInfo(proposal.proposer?.metadata),
      requested,
      plan: planFor(requested),
      isBusy: false,
    }
    setState({
      proposals: [...state.proposals, view],
      status: `${view.dapp.name} wants to connect.`,
    })
    if (state.isAutoApprove) void approveProposal(view.id)
  }

  const onRequest = async (event: SignClientTypes.EventArguments['session_request']) => {
    const { id, topic, params } = event
    if (typeof id !== 'number' || typeof topic !== 'string') return
    if (state.requests.some((request) => request.id === id)) return
    const session = client?.session.getAll().find((candidate) => candidate.topic === topic)
    if (!session) return
    const dapp = readDappInfo(session.peer?.metadata)
    const request = params?.request
    const parsed = parseSessionRequest({
      chainId: params?.chainId,
      method: request?.method,
      params: request?.params,
    })
    if (!parsed.ok) {
      const method = typeof request?.method === 'string' ? request.method.slice(0, 60) : 'a request'
      setStatus(`Refused ${method} from ${dapp.name}: ${parsed.error.message}`)
      await respond(topic, id, { error: parsed.error }).catch((error: unknown) =>
        setStatus(`Could not answer ${dapp.name}: ${errorMessage(error)}`),
      )
      return
    }
    setState({
      requests: [...state.requests, { id, topic, dapp, request: parsed.request, isBusy: false }],
      status: `${dapp.name} asks for ${parsed.request.method}.`,
    })
    if (state.isAutoApprove) await approveRequest(id)
  }

  const ensureChain = async (topic: string, chainNumber: number) => {
    if (!client) return
    const session = client.session.get(topic)
    const chainId = `eip155:${chainNumber}`
    const namespace = session.namespaces.eip155
    if (!namespace) throw new Error('The session has no eip155 namespace.')
    if (namespace.chains?.includes(chainId)) return
    const address = namespace.accounts[0]?.split(':')[2]
    if (!address) throw new Error('The session has no eip155 account.')
    // Adding the chain first lets the `chainChanged` event name it.
    await client.update({
      topic,
      namespaces: {
        ...session.namespaces,
        eip155: {
          ...namespace,
          chains: [...(namespace.chains ?? []), chainId],
          accounts: [...namespace.accounts, `${chainId}:${address}`],
        },
      },
    })
    refreshSessions()
  }

  const approveProposal = async (id: number) => {
    const proposal = state.proposals.find((candidate) => candidate.id === id)
    if (!client || !proposal || proposal.isBusy) return
    const plan = planFor(proposal.requested)
    if (plan.problem) return setStatus(plan.problem)
    updateProposal(id, { isBusy: true })
    try {
      const { acknowledged } = await client.approve({ id, namespaces: plan.namespaces })
      removeProposal(id)
      refreshSessions()
      setStatus(`Connected to ${proposal.dapp.name}`)
      acknowledged().then(refreshSessions, () => undefined)
    } catch (error) {
      const message = errorMessage(error)
      if (/expired/i.test(message)) {
        removeProposal(id)
        setStatus('Proposal expired')
      } else {
        updateProposal(id, { isBusy: false })
        setStatus(`Approval failed: ${message}`)
      }
    }
  }

  const rejectProposal = async (id: number) => {
    const proposal = state.proposals.find((candidate) => candidate.id === id)
    if (!client || !proposal || proposal.isBusy) return
    updateProposal(id, { isBusy: true })
    try {
      await client.reject({ id, reason: getSdkError('USER_REJECTED') })
      setStatus(`Rejected ${proposal.dapp.name}.`)
    } catch (error) {
      setStatus(`Could not send the rejection: ${errorMessage(error)}`)
    }
    removeProposal(id)
  }

  const approveRequest = async (id: number) => {
    const view = state.requests.find((candidate) => candidate.id === id)
    if (!client || !view || view.isBusy) return
    updateRequest(id, { isBusy: true })
    const { topic, request, dapp } = view
    try {
      const session = client.session.get(topic)
      const answer = await performRequest(request, {
        session,
        evmAccounts,
        chains,
        solanaAccounts,
        ensureChain: (chainNumber) => ensureChain(topic, chainNumber),
      })
      await respond(topic, id, answer)
      removeRequest(id)
      if ('error' in answer) return setStatus(`${request.method} failed: ${answer.error.message}`)
      setStatus(`Approved ${request.method} for ${dapp.name}.`)
      if (request.method === 'wallet_switchEthereumChain') {
        const chainId = `eip155:${request.targetChain}`
        // Only if the dapp asked for the event; the SDK refuses others.
        await client
          .emit({ topic, chainId, event: { name: 'chainChanged', data: request.targetChain } })
          .catch(() => undefined)
      }
    } catch (error) {
      // The session is gone or the answer could not be sent; retrying could sign or send twice.
      removeRequest(id)
      setStatus(`Could not answer ${dapp.name}: ${errorMessage(error)}`)
    }
  }

  const rejectRequest = async (id: number) => {
    const view = state.requests.find((candidate) => candidate.id === id)
    if (!view || view.isBusy) return
    updateRequest(id, { isBusy: true })
    try {
      await respond(view.topic, id, { error: rpcErrors.userRejected })
      setStatus(`Rejected ${view.request.method}.`)
    } catch (error) {
      setStatus(`Could not send the rejection: ${errorMessage(error)}`)
    }
    removeRequest(id)
  }

  const disconnect = async (topic: string) => {
    if (!client) return
    const session = state.sessions.find((candidate) => candidate.topic === topic)
    try {
      await client.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') })
      setStatus(`Disconnected from ${session?.dapp.name ?? 'the dapp'}.`)
    } catch (error) {
      setStatus(`Disconnect failed: ${errorMessage(error)}`)
    }
    refreshSessions()
  }

  const pair = async (input: string) => {
    const uri = input.trim()
    if (!client) return setStatus('Pairing failed: the wallet is not connected to the relay.')
    if (!/^wc:[0-9a-f]{64}@2\?/i.test(uri))
      return setStatus('Pairing failed: this is not a WalletConnect v2 URI (wc:…@2?…).')
    setStatus('Pairing…')
    try {
      const pairing = await client.pair({ uri })
      setStatus("Paired. Waiting for the dapp's proposal…")
      setTimeout(() => {
        const hasArrived =
          state.proposals.some((proposal) => proposal.pairingTopic === pairing.topic) ||
          (client?.session.getAll() ?? []).some((session) => session.pairingTopic === pairing.topic)
        if (!hasArrived && state.status.startsWith('Paired.'))
          setStatus(
            'No proposal arrived. The URI may be used already, or the dapp stopped waiting; ask it for a new one.',
          )
      }, proposalWaitMs)
    } catch (error) {
      setStatus(`Pairing failed: ${describePairingError(error)}`)
    }
  }

  const start = async () => {
    if (evmAccounts.length === 0) {
      setState({
        phase: 'failed',
        status: 'No devnet manifest: start the devnet (npm start), then reload this page.',
      })
      return
    }
    try {
      client = await initSignClient({ relayUrl })
    } catch (error) {
      setState({ phase: 'failed', status: `Relay unreachable: ${errorMessage(error)}` })
      return
    }
    client.on('session_proposal', ({ params }) => addProposal(params))
    client.on('session_request', (event) => void onRequest(event))
    client.on('proposal_expire', ({ id }) => {
      if (!state.proposals.some((proposal) => proposal.id === id)) return
      removeProposal(id)
      setStatus('Proposal expired')
    })
    client.on('session_delete', ({ topic }) => {
      const session = state.sessions.find((candidate) => candidate.topic === topic)
      refreshSessions()
      setStatus(`${session?.dapp.name ?? 'The dapp'} disconnected.`)
    })
    client.on('session_expire', () => {
      refreshSessions()
      setStatus('A session expired.')
    })
    client.on('session_update', refreshSessions)
    client.on('session_extend', refreshSessions)
    // Proposals that were pending when the page was reloaded are still answerable.
    for (const proposal of client.proposal.getAll())
      if (proposal.expiryTimestamp * 1000 > Date.now()) addProposal(proposal)
    refreshSessions()
    const count = state.sessions.length
    setState({
      phase: 'ready',
      status:
        count > 0
          ? `Ready. Restored ${count} session${count === 1 ? '' : 's'}.`
          : 'Ready. Paste a pairing URI from the dapp.',
    })
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    ready: start(),
    pair,
    approveProposal,
    rejectProposal,
    approveRequest,
    rejectRequest,
    disconnect,
    setAutoApprove: (isAutoApprove) => setState({ isAutoApprove }),
    setAccountIndex(index) {
      const account = evmAccounts[index]
      if (!account) return
      const solanaAddress = readSolanaAccount(manifest, index)?.address
      state = { ...state, accountIndex: index, evmAddress: account.address, solanaAddress }
      setState({
        proposals: state.proposals.map((proposal) => ({
          ...proposal,
          plan: planFor(proposal.requested),
        })),
      })
    },
  }
}

import { privateKeyToAccount } from 'viem/accounts'
import { buildFarcasterMessage } from './buildFarcasterMessage.js'
import type { FarcasterRelay, SignatureParams } from './farcasterRelay.js'
import type { FarcasterAccount } from './readFarcasterAccounts.js'

/** Where the sign-in request stands, as the page shows it. */
type FarcasterClientPhase =
  /** Reading the channel. */
  | 'loading'
  /** A request waits for Approve or Reject. */
  | 'request'
  /** Signing, or telling the relay. */
  | 'busy'
  /** Approved: the site signs in. */
  | 'approved'
  /** Declined here: the site was told. */
  | 'declined'
  /** Nothing to do: the request expired, was answered already, or cannot be read. */
  | 'ended'

/** Everything the Farcaster client page shows. */
type FarcasterClientState = {
  phase: FarcasterClientPhase
  /** One line for the user, announced politely. */
  status: string
  /** What the site asks to be signed, while there is a request. */
  request: SignatureParams | undefined
  /** Index into the accounts: who signs in. */
  accountIndex: number
}

/** The Farcaster app of the demo: a small store plus the user's answers. */
export type FarcasterClient = {
  getState: () => FarcasterClientState
  subscribe: (listener: () => void) => () => void
  setAccountIndex: (index: number) => void
  approve: () => Promise<void>
  reject: () => Promise<void>
}

/** Parameters of {@link createFarcasterClient}. */
export type CreateFarcasterClientParameters = {
  relay: FarcasterRelay
  /** The channel token from the deep link. */
  channelToken: string
  accounts: readonly FarcasterAccount[]
  /** Defaults to the current time; tests pin it. */
  now?: (() => Date) | undefined
}

/**
 * Plays a Farcaster app for one sign-in request (a channel of the Latch server's relay): reads
 * what the site asks, then, on Approve, signs Farcaster's message with the chosen fid's custody
 * key and hands it in with the profile; on Reject, tells the relay the user declined (a Latch
 * addition to the relay protocol, so the site stops waiting).
 *
 * @example
 * const client = createFarcasterClient({ relay, channelToken, accounts })
 */
export function createFarcasterClient(
  parameters: CreateFarcasterClientParameters,
): FarcasterClient {
  const { relay, channelToken, accounts, now = () => new Date() } = parameters
  const listeners = new Set<() => void>()
  let state: FarcasterClientState = {
    phase: 'loading',
    status: 'Reading the sign-in request…',
    request: undefined,
    accountIndex: 0,
  }
  const set = (change: Partial<FarcasterClientState>) => {
    state = { ...state, ...change }
    for (const listener of listeners) listener()
  }
  const end = (status: string) => set({ phase: 'ended', status, request: undefined })

  void relay.read(channelToken).then((read) => {
    if (read.state === 'pending') {
      if (accounts.length === 0)
        return end('The devnet has no Farcaster accounts: start it with npm start.')
      return set({ phase: 'request', status: 'Waiting for your answer.', request: read.params })
    }
    if (read.state === 'completed') return end('This sign-in was approved already.')
    if (read.state === 'rejected') return end('This sign-in was declined already.')
    if (read.state === 'unknown')
      return end('This sign-in request has expired or was already used. Start again on the site.')
    end(`The request could not be read: ${read.message}`)
  })

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setAccountIndex(index) {
      if (state.phase === 'request' && accounts[index]) set({ accountIndex: index })
    },
    async approve() {
      const account = accounts[state.accountIndex]
      const request = state.request
      if (state.phase !== 'request' || !account || !request) return
      set({ phase: 'busy', status: 'Signing in…' })
      const message = buildFarcasterMessage(request, account, now())
      const signature = await privateKeyToAccount(account.privateKey).signMessage({ message })
      const answer = await relay.authenticate(
        channelToken,
        { message, signature, fid: account.fid },
        { username: account.username, displayName: account.displayName },
      )
      if (answer.ok)
        return set({
          phase: 'approved',
          status: `Signed in to ${request.domain} as @${account.username}. You can go back to the site.`,
          request: undefined,
        })
      end(`The sign-in was refused: ${answer.message}`)
    },
    async reject() {
      const request = state.request
      if (state.phase !== 'request' || !request) return
      set({ phase: 'busy', status: 'Declining…' })
      const answer = await relay.reject(channelToken)
      if (answer.ok)
        return set({
          phase: 'declined',
          status: `You declined. ${request.domain} was told you did not sign in.`,
          request: undefined,
        })
      end(`The refusal could not be sent: ${answer.message}`)
    },
  }
}

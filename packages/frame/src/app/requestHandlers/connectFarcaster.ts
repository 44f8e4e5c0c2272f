import { ApiResponseError } from '../apiClient.js'
import { socialFinishResponseSchema } from '../authResponseSchemas.js'
import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'
import { appReplyError } from '../frameAppMessages.js'
import { startSocialSession } from '../startSocialSession.js'

/** How often the server is asked whether the Farcaster client approved (as Farcaster's own). */
const farcasterPollMs = 1000

/**
 * Failures in a row that are not the server's answer (no answer, a 5xx) after which the wait
 * ends: a short outage is ridden out, a server that is gone is not waited on for ten minutes.
 */
const unansweredPollsAllowed = 5

/** Resolves after `ms`, or rejects as soon as `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop)
      resolve()
    }, ms)
    const stop = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    if (signal.aborted) stop()
    else signal.addEventListener('abort', stop, { once: true })
  })
}

/**
 * CONNECT_FARCASTER: waits for the Farcaster client to approve the sign-in this frame started
 * (GET_FARCASTER_URI), asking the server every `farcasterPollMs` with the read token only the
 * frame holds, and posting PENDING heartbeats (stage `farcaster`) meanwhile, so the modal waits
 * as long as the sign-in lives. Approved, the session is the frame's and the wallet is set up
 * as after a social login (`ensureWallet`): `CONNECT` when it is ready, `VERIFY_DEVICE` when the
 * device step comes first, with the Farcaster username. Declined in the Farcaster client is the
 * server's `social_denied`; expired (or taken already), `social_unknown`; either way the visitor
 * starts again. An ABORT_REQUEST (the view went away) ends the wait at once.
 */
export function connectFarcaster(
  context: FrameAppContext,
): FrameRequestHandler<'CONNECT_FARCASTER'> {
  return async (_payload, { pending, signal }) => {
    const login = context.session.getPendingFarcaster()
    if (!login) throw appReplyError('noPendingFarcaster')
    pending('farcaster')
    const finish = () =>
      context.api.request({
        method: 'POST',
        path: '/auth/v1/farcaster/finish',
        body: { channelToken: login.channelToken, readToken: login.readToken },
        schema: socialFinishResponseSchema,
      })
    let finished: Awaited<ReturnType<typeof finish>> | undefined
    let unanswered = 0
    while (finished === undefined) {
      let waitMs = farcasterPollMs
      try {
        finished = await finish()
        break
      } catch (error) {
        if (signal.aborted) throw error
        if (error instanceof ApiResponseError && error.code === 'throttled')
          waitMs = Math.max(waitMs, (error.retryAfterSeconds ?? 1) * 1000)
        else if (error instanceof ApiResponseError && error.code !== 'farcaster_pending') {
          // The server's last word on this sign-in: declined, expired or unknown.
          if (context.session.getPendingFarcaster()?.readToken === login.readToken)
            context.session.setPendingFarcaster(undefined)
          throw error
        } else if (!(error instanceof ApiResponseError) && ++unanswered > unansweredPollsAllowed)
          throw error
        if (error instanceof ApiResponseError) unanswered = 0
      }
      await pause(waitMs, signal)
    }
    // The modal gave up meanwhile: the visitor closed it, so this login is not theirs to get.
    if (signal.aborted) throw signal.reason
    if (context.session.getPendingFarcaster()?.readToken === login.readToken)
      context.session.setPendingFarcaster(undefined)
    const { action } = await startSocialSession(context, finished)
    const { username } = finished.user
    return { action, ...(username ? { userName: username } : {}) }
  }
}

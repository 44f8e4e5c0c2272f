import type * as v from 'valibot'
import type { ApiRequest } from './apiClient.js'
import { refreshResponseSchema } from './authResponseSchemas.js'
import { type FrameSession, isSameLogin, type StoredSession } from './frameSession.js'

/** The Web Locks name under which the frames of one origin take turns to replace the token. */
const sessionLockName = 'latch.frame.session'

/** The part of `navigator.locks` the frame uses. */
export type SessionLocks = Pick<LockManager, 'request'>

/** Parameters of {@link createSessionTokens}. */
export type CreateSessionTokensParameters = {
  /** Where the login is kept (shared by the frames of the origin, one per tab of the site). */
  session: FrameSession
  /** Sends one call as it is (its `token` as given). */
  send: <output>(request: ApiRequest<output>) => Promise<output>
  /** The frame's clock, in ms since the epoch. */
  now: () => number
  /** `navigator.locks` where the browser has it; without, refreshes take turns in this frame only. */
  locks: SessionLocks | undefined
}

/** The tokens of the stored login, as the API client sends them. */
export type SessionTokens = {
  /**
   * The token to send for `login` now: the stored token of that same login (a newer one than
   * `login.token` when it was replaced meanwhile), replaced first when it is due. When another
   * login (or none) is stored, `login.token` as it is: the server decides.
   */
  tokenFor(login: StoredSession): Promise<string>
  /** Replaces the token `token` of `login` now (the server said it is due) and returns the current one. */
  refresh(login: StoredSession, token: string): Promise<string>
  /** The server refused `token` (401): the login ends here, unless another token is stored now. */
  refused(token: string): void
}

/**
 * The frame's side of rotating sessions (the server's is in packages/server/src/auth/sessions.ts):
 *
 * - Each login keeps `refreshAt`, from the server's `refreshAfterSeconds` on the frame's own clock
 *   (a relative time, so clocks that disagree do not matter). A call for a login whose token is
 *   due replaces it first (`POST /auth/v1/session/refresh`); `GET /session` also says when the
 *   server thinks it is due (IS_CONNECTED then calls {@link SessionTokens.refresh}).
 * - Every call sends the current token of its login, read from storage at the time of the call,
 *   not the one its step started with: a step that outlives a rotation (a recovery code being
 *   written down) never shows a replaced token after its grace period, which would end the login.
 * - Refreshes take turns: under the Web Lock `latch.frame.session` when the browser has Web Locks
 *   (every tab of the site shares the frame origin's localStorage, and its locks), else one at a
 *   time in this frame. Whoever gets the turn reads storage again: when the token changed
 *   meanwhile, another call or tab replaced it, and that token is used. So one token is replaced
 *   once, and a lost race never stores an older token over a newer one.
 * - A refresh that fails (no answer, 429) keeps the current token, which still works until its
 *   idle expiry; the next call tries again. A 401 is left to the call that follows, which gets the
 *   same 401 and ends the login as before.
 */
export function createSessionTokens(parameters: CreateSessionTokensParameters): SessionTokens {
  const { session, send, now, locks } = parameters
  let queue: Promise<unknown> = Promise.resolve()
  const takeTurn = <result>(task: () => Promise<result>): Promise<result> => {
    if (locks) return locks.request(sessionLockName, task)
    const run = queue.then(task, task)
    queue = run.catch(() => undefined)
    return run
  }

  const refresh = (login: StoredSession, token: string) =>
    takeTurn(async () => {
      const current = session.getSession()
      if (!current || !isSameLogin(current, login)) return token
      if (current.token !== token) return current.token
      let reply: v.InferOutput<typeof refreshResponseSchema>
      try {
        reply = await send({
          method: 'POST',
          path: '/auth/v1/session/refresh',
          token,
          schema: refreshResponseSchema,
        })
      } catch {
        return token
      }
      // Kept only while the same token is stored: a sign-out meanwhile stays a sign-out, and a
      // token another tab stored meanwhile (a browser without Web Locks) stays the one used.
      const latest = session.getSession()
      if (latest?.token !== token)
        return latest && isSameLogin(latest, login) ? latest.token : reply.token
      session.setSession({
        ...latest,
        token: reply.token,
        refreshAt: now() + reply.refreshAfterSeconds * 1000,
      })
      return reply.token
    })

  return {
    refresh,
    async tokenFor(login) {
      const current = session.getSession()
      if (!current || !isSameLogin(current, login)) return login.token
      if (current.refreshAt > now()) return current.token
      return refresh(current, current.token)
    },
    refused(token) {
      if (session.getSession()?.token === token) session.clearSession()
    },
  }
}

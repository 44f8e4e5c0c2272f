import type * as v from 'valibot'
import { ApiResponseError } from '../apiClient.js'
import { sessionResponseSchema } from '../authResponseSchemas.js'
import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'
import { isSameLogin } from '../frameSession.js'

/**
 * IS_CONNECTED: whether the stored login is a live session on the server. A session the server
 * refuses (401) is cleared (spec: a failed check clears the login cache; the API client does it).
 * No answer from the server is an error, not a sign-out: the login is kept for the next check.
 * When the server says the token is due, it is replaced here (see `createSessionTokens`). The
 * payload's optional `token` is ignored: tokens never travel in messages.
 */
export function isConnected(context: FrameAppContext): FrameRequestHandler<'IS_CONNECTED'> {
  return async () => {
    const stored = context.session.getSession()
    if (!stored) return { isConnected: false }
    let reply: v.InferOutput<typeof sessionResponseSchema>
    try {
      reply = await context.api.request({
        method: 'GET',
        path: '/auth/v1/session',
        session: stored,
        schema: sessionResponseSchema,
      })
    } catch (error) {
      if (!(error instanceof ApiResponseError && error.status === 401)) throw error
      return { isConnected: false }
    }
    const { user } = reply
    if (user.id !== stored.userId) {
      // The token belongs to someone else than the stored login says: trust neither.
      context.session.clearSession()
      return { isConnected: false }
    }
    if (reply.refreshAfterSeconds === 0) await context.api.refreshSession(stored)
    // The login email may have changed in another frame (read again: the token may be newer).
    const current = context.session.getSession()
    if (current && isSameLogin(current, stored) && user.email !== current.email)
      context.session.setSession({ ...current, email: user.email })
    return { isConnected: true }
  }
}

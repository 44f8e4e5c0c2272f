import type * as v from 'valibot'
import { ApiResponseError } from '../apiClient.js'
import { sessionResponseSchema } from '../authResponseSchemas.js'
import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'

/**
 * IS_CONNECTED: whether the stored login is a live session on the server. A session the server
 * refuses (401) is cleared (spec: a failed check clears the login cache). No answer from the
 * server is an error, not a sign-out: the login is kept for the next check. The payload's optional
 * `token` is ignored: tokens never travel in messages.
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
        token: stored.token,
        schema: sessionResponseSchema,
      })
    } catch (error) {
      if (!(error instanceof ApiResponseError && error.status === 401)) throw error
      if (context.session.getSession()?.token === stored.token) context.session.clearSession()
      return { isConnected: false }
    }
    const { user } = reply
    if (user.id !== stored.userId) {
      // The token belongs to someone else than the stored login says: trust neither.
      context.session.clearSession()
      return { isConnected: false }
    }
    // The login email may have changed in another frame.
    if (user.email !== stored.email) context.session.setSession({ ...stored, email: user.email })
    return { isConnected: true }
  }
}

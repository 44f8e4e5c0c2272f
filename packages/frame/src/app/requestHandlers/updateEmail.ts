import { okResponseSchema } from '../authResponseSchemas.js'
import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'
import { withSession } from './withSession.js'

/** UPDATE_EMAIL: starts a change of the login email; a code goes to the current address first. */
export function updateEmail(context: FrameAppContext): FrameRequestHandler<'UPDATE_EMAIL'> {
  return ({ email }) =>
    withSession(context, async (session) => {
      await context.api.request({
        method: 'POST',
        path: '/auth/v1/email/update/start',
        session,
        body: { newEmail: email },
        schema: okResponseSchema,
      })
      return { action: 'VERIFY_PRIMARY_OTP' }
    })
}

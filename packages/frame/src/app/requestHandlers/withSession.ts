import { ApiResponseError } from '../apiClient.js'
import type { FrameAppContext } from '../frameAppContext.js'
import { appReplyError } from '../frameAppMessages.js'
import type { StoredSession } from '../frameSession.js'

/**
 * Runs a call that needs the stored login (made with `session: stored`, so the API client sends
 * its current token). Without one → 'You are not signed in.'; when the server no longer knows the
 * session (401 `unauthorized`; the API client cleared the stored login) the app is told the session
 * ended. Other errors, such as 401 `invalid_code`, pass through.
 */
export async function withSession<result>(
  context: FrameAppContext,
  call: (session: StoredSession) => Promise<result>,
): Promise<result> {
  const stored = context.session.getSession()
  if (!stored) throw appReplyError('notSignedIn')
  try {
    return await call(stored)
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 401 && error.code === 'unauthorized')
      throw appReplyError('sessionEnded', { cause: error })
    throw error
  }
}

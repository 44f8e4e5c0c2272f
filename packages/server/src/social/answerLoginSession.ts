import type { Context } from 'hono'
import type { Kysely } from 'kysely'
import { createSession, type SessionSettings } from '../auth/sessions.js'
import type { Database } from '../db/schema.js'
import type { AppEnv } from '../http/appEnv.js'

/**
 * The answer of a social or Farcaster login's `/finish`: a new session of the user, with the
 * user as the frame keeps it (`email` is the login email, null without a verified one).
 */
export async function answerLoginSession(
  c: Context<AppEnv>,
  db: Kysely<Database>,
  parameters: {
    userId: string
    projectId: string
    isNewUser: boolean
    authProvider: string
    username: string | null
    now: Date
    settings: SessionSettings
  },
) {
  const { userId, projectId, now, settings } = parameters
  const user = await db
    .selectFrom('auth_users')
    .select(['id', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  const issued = await createSession(db, { userId, projectId, now, settings })
  return c.json({
    ...issued,
    user: {
      id: user.id,
      email: user.email,
      isNewUser: parameters.isNewUser,
      authProvider: parameters.authProvider,
      username: parameters.username,
    },
  })
}

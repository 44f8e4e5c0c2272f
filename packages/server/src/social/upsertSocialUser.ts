import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { normalizeEmail } from '../auth/normalizeEmail.js'
import type { Database } from '../db/schema.js'
import type { SocialProfile } from './fetchSocialProfile.js'

/**
 * Finds or creates the user a provider account signs in, and records the login.
 *
 * Account linking (SECURITY.md T22, docs/security-model.md): an account seen before signs in its
 * own user. A new account whose email the provider VERIFIED signs in the user that email
 * belongs to (an email login, or another provider's verified email): the same person, the same
 * wallet. An unverified or missing email never links: the account gets a user of its own, and
 * its email is not the user's login email (else a later email login would open its wallet).
 */
export async function upsertSocialUser(
  db: Kysely<Database>,
  parameters: { projectId: string; provider: string; profile: SocialProfile; now: Date },
): Promise<{ userId: string; isNewUser: boolean }> {
  const { projectId, provider, profile, now } = parameters
  const at = now.toISOString()
  const verifiedEmail =
    profile.emailVerified && profile.email ? normalizeEmail(profile.email) : undefined
  const identity = {
    username: profile.username,
    email: profile.email,
    email_verified: verifiedEmail ? 1 : 0,
    last_login_at: at,
  }
  return db.transaction().execute(async (trx) => {
    const known = await trx
      .selectFrom('auth_identities')
      .select('user_id')
      .where('project_id', '=', projectId)
      .where('provider', '=', provider)
      .where('subject', '=', profile.subject)
      .executeTakeFirst()
    if (known) {
      await trx
        .updateTable('auth_identities')
        .set(identity)
        .where('project_id', '=', projectId)
        .where('provider', '=', provider)
        .where('subject', '=', profile.subject)
        .execute()
      await trx
        .updateTable('auth_users')
        .set({ last_login_at: at })
        .where('id', '=', known.user_id)
        .execute()
      return { userId: known.user_id, isNewUser: false }
    }
    const linked = verifiedEmail
      ? await trx
          .selectFrom('auth_users')
          .select('id')
          .where('project_id', '=', projectId)
          .where('email', '=', verifiedEmail)
          .executeTakeFirst()
      : undefined
    let userId = linked?.id
    if (userId === undefined) {
      userId = randomUUID()
      await trx
        .insertInto('auth_users')
        .values({
          id: userId,
          project_id: projectId,
          email: verifiedEmail ?? null,
          created_at: at,
          last_login_at: at,
        })
        .execute()
    } else {
      await trx
        .updateTable('auth_users')
        .set({ last_login_at: at })
        .where('id', '=', userId)
        .execute()
    }
    await trx
      .insertInto('auth_identities')
      .values({
        project_id: projectId,
        provider,
        subject: profile.subject,
        user_id: userId,
        created_at: at,
        ...identity,
      })
      .execute()
    return { userId, isNewUser: linked === undefined }
  })
}

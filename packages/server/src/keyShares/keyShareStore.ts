import type { ExpressionBuilder, Kysely } from 'kysely'
import type { AuthKeySharesTable, Database } from '../db/schema.js'
import { type Kek, rewrapShare, type SealedShare, type ShareOwner } from './envelope.js'

/** The wallet's public addresses, stored in plain beside its share. */
export type WalletAddresses = { eip155: string; solana: string }

/**
 * A stored share: still sealed, with its addresses and its KEK's id. `confirmed` is false while
 * the wallet's creation is not finished (the recovery code not confirmed saved): such a share is
 * never released and the next upload replaces it.
 */
export type StoredKeyShare = { sealed: SealedShare; addresses: WalletAddresses; confirmed: boolean }

/** The prefix of the random per-process KEK's id (development); no configured id has it. */
export const ephemeralKekPrefix = 'ephemeral-'

// pg sends a Buffer as bytea; a plain Uint8Array would go as text.
const toBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

const sealedColumns = (sealed: SealedShare) => ({
  kek_id: sealed.kekId,
  wrapped_dek: toBuffer(sealed.wrappedDek),
  dek_iv: toBuffer(sealed.dekIv),
  share_ciphertext: toBuffer(sealed.shareCiphertext),
  share_iv: toBuffer(sealed.shareIv),
})

const toSealed = (
  row: Pick<
    AuthKeySharesTable,
    'kek_id' | 'wrapped_dek' | 'dek_iv' | 'share_ciphertext' | 'share_iv'
  >,
): SealedShare => ({
  kekId: row.kek_id,
  wrappedDek: Buffer.from(row.wrapped_dek),
  dekIv: Buffer.from(row.dek_iv),
  shareCiphertext: Buffer.from(row.share_ciphertext),
  shareIv: Buffer.from(row.share_iv),
})

/** Whether a share was sealed under the random KEK of another process: nothing can open it. */
export const isDeadShare = (kekId: string, current: Kek) =>
  kekId.startsWith(ephemeralKekPrefix) && kekId !== current.id

const dead = (current: Kek) => (eb: ExpressionBuilder<Database, 'auth_key_shares'>) =>
  eb.and([eb('kek_id', 'like', `${ephemeralKekPrefix}%`), eb('kek_id', '<>', current.id)])

/**
 * Stores the user's share as pending (the first step of creating a wallet, see
 * {@link confirmKeyShare}); returns whether it was stored. A pending share is replaced, so a retry
 * of the same upload after a lost reply succeeds again and a creation that was never confirmed
 * can start over. So is a share that nothing can open any more (sealed under another process's
 * random development KEK). Returns 'stored' (there was none, or a pending one of the same wallet:
 * a retry), 'replaced' (a pending or dead share of another wallet was replaced: a recovery code
 * shown for it no longer works), or 'exists' (a confirmed share, which is never replaced).
 */
export async function storePendingKeyShare(
  db: Kysely<Database>,
  parameters: {
    owner: ShareOwner
    sealed: SealedShare
    addresses: WalletAddresses
    current: Kek
    now: Date
  },
): Promise<'stored' | 'replaced' | 'exists'> {
  const { owner, sealed, addresses, current, now } = parameters
  const at = now.toISOString()
  const columns = {
    ...sealedColumns(sealed),
    eip155_address: addresses.eip155,
    solana_address: addresses.solana,
    confirmed_at: null,
  }
  const inserted = await db
    .insertInto('auth_key_shares')
    .values({
      user_id: owner.userId,
      project_id: owner.projectId,
      ...columns,
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst()
  if (inserted) return 'stored'
  // The same wallet again is a retried upload (its reply lost), not an earlier attempt replaced.
  const before = await findKeyShare(db, owner)
  const sameWallet =
    before?.addresses.eip155 === addresses.eip155 && before.addresses.solana === addresses.solana
  // One statement: a confirmation that lands meanwhile makes it match nothing.
  const replaced = await db
    .updateTable('auth_key_shares')
    .set({ ...columns, created_at: at, updated_at: at })
    .where('user_id', '=', owner.userId)
    .where('project_id', '=', owner.projectId)
    .where((eb) => eb.or([eb('confirmed_at', 'is', null), dead(current)(eb)]))
    .executeTakeFirst()
  if (replaced.numUpdatedRows !== 1n) return 'exists'
  return sameWallet ? 'stored' : 'replaced'
}

/** What {@link confirmKeyShare} found. */
export type ConfirmKeyShareResult =
  /** The share of these addresses is confirmed now (or was already: a retried confirmation). */
  | 'confirmed'
  /** The stored share is another wallet's: a newer upload replaced the one being confirmed. */
  | 'replaced'
  /** The user has no share (or only one that nothing can open). */
  | 'none'

/**
 * Marks the user's pending share final, once the frame has shown the recovery code and the user
 * confirmed saving it. The addresses name the wallet being confirmed, so a confirmation never
 * finalizes a share that another upload put in its place. From then on the share is released to
 * the user's logins and never replaced.
 */
export async function confirmKeyShare(
  db: Kysely<Database>,
  parameters: { owner: ShareOwner; addresses: WalletAddresses; current: Kek; now: Date },
): Promise<ConfirmKeyShareResult> {
  const { owner, addresses, current, now } = parameters
  const at = now.toISOString()
  const matching = (eb: ExpressionBuilder<Database, 'auth_key_shares'>) =>
    eb.and([
      eb('user_id', '=', owner.userId),
      eb('project_id', '=', owner.projectId),
      eb('eip155_address', '=', addresses.eip155),
      eb('solana_address', '=', addresses.solana),
      eb.not(dead(current)(eb)),
    ])
  const updated = await db
    .updateTable('auth_key_shares')
    .set({ confirmed_at: at, updated_at: at })
    .where(matching)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst()
  if (updated.numUpdatedRows === 1n) return 'confirmed'
  const stored = await findKeyShare(db, owner)
  if (!stored || isDeadShare(stored.sealed.kekId, current)) return 'none'
  const same =
    stored.addresses.eip155 === addresses.eip155 && stored.addresses.solana === addresses.solana
  return same && stored.confirmed ? 'confirmed' : 'replaced'
}

/** The user's stored share, still sealed, or undefined. */
export async function findKeyShare(
  db: Kysely<Database>,
  owner: ShareOwner,
): Promise<StoredKeyShare | undefined> {
  const row = await db
    .selectFrom('auth_key_shares')
    .selectAll()
    .where('user_id', '=', owner.userId)
    .where('project_id', '=', owner.projectId)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    sealed: toSealed(row),
    addresses: { eip155: row.eip155_address, solana: row.solana_address },
    confirmed: row.confirmed_at !== null,
  }
}

/**
 * Rewraps the DEK of every share under `from` with `to`, in one transaction: either every such
 * share moves to `to.id` or none does (a share that `from` does not open throws
 * `KeyShareDecryptError` and rolls back). The shares' own ciphertexts are not touched. Returns
 * how many shares moved; run it again to pick up shares written meanwhile under `from`.
 */
export async function rotateKeyShares(
  db: Kysely<Database>,
  parameters: { from: Kek; to: Kek; now?: Date | undefined; batchSize?: number | undefined },
): Promise<number> {
  const { from, to, batchSize = 500 } = parameters
  if (from.id === to.id) throw new Error('The new KEK needs an id of its own.')
  const at = (parameters.now ?? new Date()).toISOString()
  return db.transaction().execute(async (trx) => {
    let moved = 0
    for (;;) {
      // Rewrapped rows leave the selection, so each batch reads the next rows.
      const rows = await trx
        .selectFrom('auth_key_shares')
        .select(['user_id', 'project_id', 'kek_id', 'wrapped_dek', 'dek_iv'])
        .select(['share_ciphertext', 'share_iv'])
        .where('kek_id', '=', from.id)
        .orderBy('user_id')
        .limit(batchSize)
        .execute()
      if (rows.length === 0) return moved
      for (const row of rows) {
        const owner = { projectId: row.project_id, userId: row.user_id }
        const next = rewrapShare(from, to, owner, toSealed(row))
        await trx
          .updateTable('auth_key_shares')
          .set({
            kek_id: next.kekId,
            wrapped_dek: toBuffer(next.wrappedDek),
            dek_iv: toBuffer(next.dekIv),
            updated_at: at,
          })
          .where('user_id', '=', row.user_id)
          .where('kek_id', '=', from.id)
          .execute()
      }
      moved += rows.length
    }
  })
}

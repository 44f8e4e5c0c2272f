import { IDBFactory } from 'fake-indexeddb'
import { createDeviceShareStore } from '../../keys/createDeviceShareStore.js'
import { createWalletSecret } from '../../keys/createWalletSecret.js'
import { deriveAccounts } from '../../keys/deriveAccounts.js'
import { sealAuthShareReply } from '../../keys/sealAuthShareReply.js'
import { splitSecret } from '../../keys/splitSecret.js'

/**
 * A wallet ready on one "device": a fresh secret split with the keys/ functions, the device share
 * saved in its own fake IndexedDB, and the AUTH share served by a fake Latch API at the HTTP
 * boundary (`apiFetch`), which counts its reads (each signing reads it once). Test-only.
 *
 * @example
 * const wallet = await createReadyWallet()
 * const { context } = createTestContext({ apiFetch: wallet.apiFetch, indexedDB: wallet.indexedDB })
 * context.session.setSession(wallet.session)
 */
export async function createReadyWallet() {
  const entropy = createWalletSecret()
  const accounts = deriveAccounts(entropy)
  const { device, auth } = await splitSecret(entropy)
  const indexedDB = new IDBFactory()
  const userId = `user-${crypto.randomUUID()}`
  await createDeviceShareStore({ indexedDB, userId }).save(device)
  let authShareReads = 0
  const apiFetch: typeof fetch = async (input) => {
    const url = new URL(String(input))
    if (url.pathname !== '/auth/v1/key-shares/auth') return new Response(null, { status: 404 })
    authShareReads++
    return Response.json(
      await sealAuthShareReply({
        recipientKey: url.searchParams.get('recipientKey'),
        userId,
        share: auth,
        addresses: { eip155: accounts.eip155.address, solana: accounts.solana.address },
      }),
    )
  }
  return {
    accounts,
    indexedDB,
    apiFetch,
    /** The signed-in session to give the frame (`context.session.setSession`). */
    session: {
      token: 'a'.repeat(43),
      email: 'ada@example.test',
      userId,
      loginId: 'ready-wallet',
      // The fake API has no refresh route: the token is never due.
      refreshAt: Number.MAX_SAFE_INTEGER,
    },
    authShareReads: () => authShareReads,
  }
}

// @vitest-environment node
// Node, not jsdom: the handlers talk to a real Latch server app over its own `fetch`, on the
// server's test databases.
import type { FrameRequestHandlers } from '@latch/frame/handler'
import { databases } from '@latch/test/server'
import { base64 } from '@scure/base'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createFrameHandlers } from './createFrameHandlers.js'
import { confirmRecoveryCodeSaved } from './device/confirmRecoveryCodeSaved.js'
import type { FrameAppContext } from './frameAppContext.js'
import { sessionStorageKey } from './frameSession.js'
import { createTestContext } from './testing/createTestContext.js'
import { expectEmailUser } from './testing/expectEmailUser.js'
import { callHandler } from './testing/handlerCalls.js'
import type { MemoryStorage } from './testing/memoryStorage.js'
import { replyError, replyRefusal } from './testing/replyError.js'
import { useFrameTestServer } from './testing/useFrameTestServer.js'

describe.each(databases)('the frame handlers against a Latch server ($name)', (database) => {
  const server = useFrameTestServer(database)
  const { test, handle, mails, advance, serverFetch, codeFor, wrongCode } = server

  // One frame on one "device": its localStorage and its IndexedDB (a fresh one unless given).
  const setup = (
    fetchApi: typeof fetch = serverFetch,
    indexedDB: IDBFactory = new IDBFactory(),
    chainId: string | number | undefined = 1,
  ) => {
    const { storage, context } = createTestContext({ apiFetch: fetchApi, indexedDB, chainId })
    return { storage, context, indexedDB, handlers: createFrameHandlers(context) }
  }

  const signIn = async (handlers: FrameRequestHandlers, email: string) => {
    expect(await callHandler(handlers, 'CONNECT_EMAIL', { email })).toEqual({
      action: 'VERIFY_OTP',
    })
    // CONNECT on a device that holds the wallet, VERIFY_DEVICE for a new wallet or another device
    // (asserted by the tests).
    return (await callHandler(handlers, 'CONNECT_OTP', { otp: codeFor(email) })).action
  }
  // The device step of a wallet just created, without its view (device/deviceStep.test.ts drives
  // the view): the user confirmed saving the recovery code.
  const confirmNewWallet = async (context: FrameAppContext) => {
    const wallet = context.session.getWallet()
    if (wallet?.status !== 'unconfirmed') throw new Error('no new wallet')
    expect(await confirmRecoveryCodeSaved(context, wallet)).toBe('confirmed')
  }

  const storedSession = (storage: MemoryStorage) =>
    JSON.parse(storage.items.get(sessionStorageKey) ?? 'null') as {
      token: string
      email: string
      userId: string
    } | null

  const sessionStatus = async (token: string) =>
    (
      await server.app.request('/auth/v1/session?projectId=demo', {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).status

  test('default: email, code, connected, sign out, not connected', async () => {
    const { handlers, storage } = setup()
    const replies: unknown[] = []
    const record = async <value>(promise: Promise<value>) => {
      const reply = await promise
      replies.push(reply)
      return reply
    }
    expect(await record(callHandler(handlers, 'IS_CONNECTED', {}))).toEqual({ isConnected: false })
    expect(
      await record(callHandler(handlers, 'CONNECT_EMAIL', { email: 'alice@example.com' })),
    ).toEqual({
      action: 'VERIFY_OTP',
    })
    expect(mails.map((mail) => mail.to)).toEqual(['alice@example.com'])
    // The first login creates the wallet: its recovery code is shown next (the device step).
    expect(
      await record(callHandler(handlers, 'CONNECT_OTP', { otp: codeFor('alice@example.com') })),
    ).toEqual({ action: 'VERIFY_DEVICE' })
    const stored = storedSession(storage)
    expect(stored).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      email: 'alice@example.com',
      userId: expect.any(String),
      loginId: expect.stringMatching(/^[0-9a-f]{32}$/),
      refreshAt: expect.any(Number),
    })
    const user = await handle.db.selectFrom('auth_users').select(['id', 'email']).executeTakeFirst()
    expect(stored?.userId).toBe(user?.id)
    expect(await record(callHandler(handlers, 'IS_CONNECTED', {}))).toEqual({ isConnected: true })
    expect(await record(callHandler(handlers, 'SIGN_OUT', {}))).toEqual({})
    expect(storage.items.has(sessionStorageKey)).toBe(false)
    // Revoked on the server, not only forgotten here.
    expect(await sessionStatus(stored!.token)).toBe(401)
    expect(await record(callHandler(handlers, 'IS_CONNECTED', {}))).toEqual({ isConnected: false })
    // SECURITY.md T3: the token never leaves the frame.
    expect(JSON.stringify(replies)).not.toContain(stored!.token)
  })

  test('behavior: the throttle reaches the app as the code `throttled` with its seconds, beside the message', async () => {
    const { handlers } = setup()
    await callHandler(handlers, 'CONNECT_EMAIL', { email: 'alice@example.com' })
    expect(
      await replyRefusal(callHandler(handlers, 'CONNECT_EMAIL', { email: 'alice@example.com' })),
    ).toEqual({
      message: 'Please try again after 30 seconds',
      code: 'throttled',
      retryAfterSeconds: 30,
    })
    advance(12.5)
    expect(
      await replyRefusal(callHandler(handlers, 'CONNECT_EMAIL', { email: 'alice@example.com' })),
    ).toEqual({
      message: 'Please try again after 18 seconds',
      code: 'throttled',
      retryAfterSeconds: 18,
    })
    advance(18)
    expect(await callHandler(handlers, 'CONNECT_EMAIL', { email: 'alice@example.com' })).toEqual({
      action: 'VERIFY_OTP',
    })
  })

  test('behavior: the server refuses an address the schema let through', async () => {
    const { handlers } = setup()
    expect(
      await replyRefusal(callHandler(handlers, 'CONNECT_EMAIL', { email: 'a@b.com,c@d.com' })),
    ).toEqual({ message: 'Invalid email address.', code: 'invalid_email' })
  })

  test('behavior: the server sees the frame origin; another origin is refused', async () => {
    const { handlers } = setup(async (input, init) => {
      const headers = new Headers(init?.headers)
      headers.set('Origin', 'https://evil.test')
      return server.app.fetch(new Request(input, { ...init, headers }))
    })
    expect(
      await replyError(callHandler(handlers, 'CONNECT_EMAIL', { email: 'alice@example.com' })),
    ).toBe('This origin is not allowed for the project.')
    expect(mails).toEqual([])
  })

  test('error: a wrong code is the code `invalid_code` with the server message, and the right one still works', async () => {
    const { handlers, storage } = setup()
    await callHandler(handlers, 'CONNECT_EMAIL', { email: 'alice@example.com' })
    const code = codeFor('alice@example.com')
    expect(
      await replyRefusal(callHandler(handlers, 'CONNECT_OTP', { otp: wrongCode(code) })),
    ).toEqual({ message: 'Invalid code.', code: 'invalid_code' })
    expect(storage.items.has(sessionStorageKey)).toBe(false)
    expect(await callHandler(handlers, 'CONNECT_OTP', { otp: code })).toEqual({
      action: 'VERIFY_DEVICE',
    })
    expect(await callHandler(handlers, 'IS_CONNECTED', {})).toEqual({ isConnected: true })
    // The code is used up, and the pending email with it.
    expect(await replyError(callHandler(handlers, 'CONNECT_OTP', { otp: code }))).toBe(
      'Request a login code first.',
    )
  })

  test('error: a code before any email', async () => {
    const { handlers } = setup()
    expect(await replyError(callHandler(handlers, 'CONNECT_OTP', { otp: '123456' }))).toBe(
      'Request a login code first.',
    )
  })

  test('behavior: a session the server ended is cleared by IS_CONNECTED', async () => {
    const { handlers, storage } = setup()
    await signIn(handlers, 'alice@example.com')
    await handle.db.deleteFrom('auth_sessions').execute()
    expect(await callHandler(handlers, 'IS_CONNECTED', {})).toEqual({ isConnected: false })
    expect(storage.items.has(sessionStorageKey)).toBe(false)
  })

  test('behavior: an expired session is not connected', async () => {
    const { handlers, storage } = setup()
    await signIn(handlers, 'alice@example.com')
    advance(24 * 60 * 60)
    expect(await callHandler(handlers, 'IS_CONNECTED', {})).toEqual({ isConnected: false })
    expect(storage.items.has(sessionStorageKey)).toBe(false)
  })

  test('behavior: no answer from the server keeps the login, and sign-out still signs out', async () => {
    let online = true
    const { handlers, storage } = setup(async (input, init) => {
      if (!online) throw new TypeError('Failed to fetch')
      return serverFetch(input, init)
    })
    await signIn(handlers, 'alice@example.com')
    const stored = storedSession(storage)
    online = false
    expect(await replyError(callHandler(handlers, 'IS_CONNECTED', {}))).toBe('An error occurred')
    expect(storedSession(storage)).toEqual(stored)
    expect(await callHandler(handlers, 'SIGN_OUT', {})).toEqual({})
    expect(storage.items.has(sessionStorageKey)).toBe(false)
    expect(await callHandler(handlers, 'IS_CONNECTED', {})).toEqual({ isConnected: false })
  })

  test('behavior: a malformed reply stores nothing', async () => {
    const { handlers, storage } = setup(async (input, init) => {
      const response = await serverFetch(input, init)
      if (!String(input).includes('/email/verify')) return response
      const body = (await response.json()) as Record<string, unknown>
      return Response.json({ ...body, token: 'not a token' })
    })
    await callHandler(handlers, 'CONNECT_EMAIL', { email: 'alice@example.com' })
    expect(
      await replyError(callHandler(handlers, 'CONNECT_OTP', { otp: codeFor('alice@example.com') })),
    ).toBe('An error occurred')
    expect(storage.items.has(sessionStorageKey)).toBe(false)
  })

  test('default: an email change, code to the old address then to the new one', async () => {
    const { handlers, storage } = setup()
    await signIn(handlers, 'alice@example.com')
    const userId = storedSession(storage)?.userId
    // One code per address per 30 s: the login code was the last.
    advance(31)
    expect(await callHandler(handlers, 'UPDATE_EMAIL', { email: 'alice@example.org' })).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    const primary = codeFor('alice@example.com')
    expect(
      await replyRefusal(
        callHandler(handlers, 'UPDATE_EMAIL_PRIMARY_OTP', { otp: wrongCode(primary) }),
      ),
    ).toEqual({ message: 'Invalid code.', code: 'invalid_code' })
    // A wrong code is not a dead session.
    expect(storage.items.has(sessionStorageKey)).toBe(true)
    expect(await callHandler(handlers, 'UPDATE_EMAIL_PRIMARY_OTP', { otp: primary })).toEqual({})
    expect(
      await callHandler(handlers, 'UPDATE_EMAIL_SECONDARY_OTP', {
        otp: codeFor('alice@example.org'),
      }),
    ).toEqual({ newEmail: 'alice@example.org' })
    expect(storedSession(storage)).toEqual({
      token: expect.any(String),
      email: 'alice@example.org',
      userId,
      loginId: expect.any(String),
      refreshAt: expect.any(Number),
    })
    expect(await callHandler(handlers, 'IS_CONNECTED', {})).toEqual({ isConnected: true })
  })

  test('error: an unchanged address is the code `same_email`, a taken one `email_in_use`', async () => {
    await signIn(setup().handlers, 'bob@example.org')
    const { handlers } = setup()
    await signIn(handlers, 'alice@example.com')
    advance(31)
    expect(
      await replyRefusal(callHandler(handlers, 'UPDATE_EMAIL', { email: 'alice@example.com' })),
    ).toEqual({ message: 'This is already the login email.', code: 'same_email' })
    expect(await callHandler(handlers, 'UPDATE_EMAIL', { email: 'bob@example.org' })).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    await callHandler(handlers, 'UPDATE_EMAIL_PRIMARY_OTP', { otp: codeFor('alice@example.com') })
    expect(
      await replyRefusal(
        callHandler(handlers, 'UPDATE_EMAIL_SECONDARY_OTP', { otp: codeFor('bob@example.org') }),
      ),
    ).toEqual({ message: 'Another account of this project uses this email.', code: 'email_in_use' })
  })

  test('error: an email change without a live session', async () => {
    const { handlers, storage } = setup()
    expect(
      await replyError(callHandler(handlers, 'UPDATE_EMAIL', { email: 'bob@example.org' })),
    ).toBe('You are not signed in.')
    await signIn(handlers, 'bob@example.com')
    await handle.db.deleteFrom('auth_sessions').execute()
    expect(
      await replyError(callHandler(handlers, 'UPDATE_EMAIL', { email: 'bob@example.org' })),
    ).toBe('Your session has ended. Sign in again.')
    expect(storage.items.has(sessionStorageKey)).toBe(false)
  })

  const keyShareRows = () => handle.db.selectFrom('auth_key_shares').selectAll().execute()
  const eip55 = /^0x[0-9a-fA-F]{40}$/
  // Every text form a share could take in a reply or a row.
  const shareForms = (share: Uint8Array) => {
    const hex = Buffer.from(share).toString('hex')
    return [base64.encode(share), Buffer.from(share).toString('base64url'), hex, hex.toUpperCase()]
  }
  const rowText = (rows: unknown[]) =>
    JSON.stringify(rows, (_key, value: unknown) =>
      value instanceof Uint8Array
        ? `${Buffer.from(value).toString('hex')} ${Buffer.from(value).toString('base64')}`
        : value,
    )

  test('default: the first login creates the wallet; after the device step GET_USER returns it', async () => {
    const { handlers, context } = setup()
    const replies: unknown[] = []
    const record = async <value>(promise: Promise<value>) => {
      const reply = await promise
      replies.push(reply)
      return reply
    }
    expect(
      await record(callHandler(handlers, 'CONNECT_EMAIL', { email: 'alice@example.com' })),
    ).toEqual({
      action: 'VERIFY_OTP',
    })
    expect(
      await record(callHandler(handlers, 'CONNECT_OTP', { otp: codeFor('alice@example.com') })),
    ).toEqual({ action: 'VERIFY_DEVICE' })
    // Until the recovery code is confirmed, the wallet is not connected.
    expect(await replyError(callHandler(handlers, 'GET_USER', {}))).toBe(
      'This device is not verified yet.',
    )
    const wallet = context.session.getWallet()
    expect(wallet?.status).toBe('unconfirmed')
    const recovery = wallet?.status === 'unconfirmed' ? wallet.recoveryShare : undefined
    expect(recovery).toBeInstanceOf(Uint8Array)
    expect(recovery?.some((byte) => byte !== 0)).toBe(true)
    const recoveryCopy = new Uint8Array(recovery!)
    await confirmNewWallet(context)
    // Confirmed: wiped from memory.
    expect(recovery?.every((byte) => byte === 0)).toBe(true)
    const user = await record(callHandler(handlers, 'GET_USER', {}))
    // Spec section 3, an email login's user.
    expectEmailUser(user, { email: 'alice@example.com', address: expect.stringMatching(eip55) })
    // EIP-55: mixed case, as deriveAccounts checksums it.
    expect(user.address).not.toBe(user.address.toLowerCase())
    const rows = await keyShareRows()
    expect(rows).toHaveLength(1)
    expect(rows[0]?.eip155_address).toBe(user.address)
    const solanaUser = await record(
      callHandler(handlers, 'GET_USER', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    )
    expect(solanaUser.address).toBe(rows[0]?.solana_address)
    expect(solanaUser.chainId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')

    // The recovery share was held in this frame only: in no reply, no stored row, no log line.
    const replyText = JSON.stringify(replies)
    const stored = rowText(rows)
    const logged = JSON.stringify([
      vi.mocked(context.logger.debug).mock.calls,
      vi.mocked(context.logger.error).mock.calls,
    ])
    for (const form of shareForms(recoveryCopy)) {
      expect(replyText).not.toContain(form)
      expect(stored).not.toContain(form)
      expect(logged).not.toContain(form)
    }
    // SIGN_OUT forgets the wallet.
    expect(await callHandler(handlers, 'SIGN_OUT', {})).toEqual({})
    expect(context.session.getWallet()).toBeUndefined()
    expect(await replyError(callHandler(handlers, 'GET_USER', {}))).toBe('You are not signed in.')
  })

  test('default: sign out and in again on the same device opens the same wallet', async () => {
    const indexedDB = new IDBFactory()
    const first = setup(serverFetch, indexedDB)
    expect(await signIn(first.handlers, 'alice@example.com')).toBe('VERIFY_DEVICE')
    await confirmNewWallet(first.context)
    const { address } = await callHandler(first.handlers, 'GET_USER', {})
    const rowsBefore = rowText(await keyShareRows())
    expect(await callHandler(first.handlers, 'SIGN_OUT', {})).toEqual({})

    advance(31)
    expect(await signIn(first.handlers, 'alice@example.com')).toBe('CONNECT')
    expect((await callHandler(first.handlers, 'GET_USER', {})).address).toBe(address)
    // Opened, not created: no recovery share this time, and the server's share is unchanged.
    const wallet = first.context.session.getWallet()
    expect(wallet?.status).toBe('ready')
    expect(rowText(await keyShareRows())).toBe(rowsBefore)

    // A reload of the frame (a new session object, same storage and IndexedDB) opens it again.
    const reloaded = setup(serverFetch, indexedDB)
    for (const [key, value] of first.storage.items) reloaded.storage.setItem(key, value)
    expect((await callHandler(reloaded.handlers, 'GET_USER', {})).address).toBe(address)
  })

  test('behavior: CONNECT_EMAIL for the login the frame already holds connects without a code', async () => {
    const { handlers, context } = setup()
    expect(await signIn(handlers, 'alice@example.com')).toBe('VERIFY_DEVICE')
    // Before the device step is done, the same email goes back to it: no code is mailed.
    advance(31)
    const sent = mails.length
    expect(await callHandler(handlers, 'CONNECT_EMAIL', { email: 'alice@example.com' })).toEqual({
      action: 'VERIFY_DEVICE',
    })
    expect(mails.length).toBe(sent)
    await confirmNewWallet(context)

    // The same email (any case): CONNECT at once, nothing mailed, the same wallet.
    advance(31)
    expect(await callHandler(handlers, 'CONNECT_EMAIL', { email: ' Alice@Example.com ' })).toEqual({
      action: 'CONNECT',
    })
    expect(mails.length).toBe(sent)
    // Another email: a code, as always.
    expect(await callHandler(handlers, 'CONNECT_EMAIL', { email: 'bob@example.com' })).toEqual({
      action: 'VERIFY_OTP',
    })
    expect(mails.length).toBe(sent + 1)

    // A session the server no longer knows: a code again.
    const token = context.session.getSession()!.token
    await server.app.request('/auth/v1/sign-out?projectId=demo', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Origin: 'https://frame.test' },
    })
    advance(31)
    expect(await callHandler(handlers, 'CONNECT_EMAIL', { email: 'alice@example.com' })).toEqual({
      action: 'VERIFY_OTP',
    })
  })

  test('behavior: another device of the same user must be verified; nothing is replaced', async () => {
    const laptop = setup()
    await signIn(laptop.handlers, 'alice@example.com')
    await confirmNewWallet(laptop.context)
    const { address } = await callHandler(laptop.handlers, 'GET_USER', {})
    const rowsBefore = rowText(await keyShareRows())

    advance(31)
    const phone = setup()
    expect(await signIn(phone.handlers, 'alice@example.com')).toBe('VERIFY_DEVICE')
    expect(await replyError(callHandler(phone.handlers, 'GET_USER', {}))).toBe(
      'This device is not verified yet.',
    )
    expect(phone.context.session.getWallet()?.status).toBe('needsDeviceVerification')
    expect(rowText(await keyShareRows())).toBe(rowsBefore)
    // The first device is unaffected.
    expect((await callHandler(laptop.handlers, 'GET_USER', {})).address).toBe(address)
  })

  test('behavior: a wallet created and confirmed concurrently elsewhere (409) is opened, not replaced', async () => {
    const { handlers, context } = setup(async (input, init) => {
      // Another device creates and confirms its wallet between this frame's GET (404) and its PUT.
      if (init?.method === 'PUT') {
        const addresses = {
          eip155: `0x${'1f'.repeat(20)}`,
          solana: 'So11111111111111111111111111111111111111112',
        }
        await serverFetch(input, {
          ...init,
          body: JSON.stringify({
            share: base64.encode(new Uint8Array([...new Uint8Array(16).fill(7), 1])),
            addresses,
          }),
        })
        const confirmUrl = new URL(String(input))
        confirmUrl.pathname += '/confirm'
        await serverFetch(confirmUrl, {
          ...init,
          method: 'POST',
          body: JSON.stringify({ addresses }),
        })
      }
      return serverFetch(input, init)
    })
    expect(await signIn(handlers, 'alice@example.com')).toBe('VERIFY_DEVICE')
    expect(context.session.getWallet()?.status).toBe('needsDeviceVerification')
    const rows = await keyShareRows()
    expect(rows).toHaveLength(1)
    expect(rows[0]?.eip155_address).toBe(`0x${'1f'.repeat(20)}`)
    expect(await replyError(callHandler(handlers, 'GET_USER', {}))).toBe(
      'This device is not verified yet.',
    )
  })

  test('error: a stored share the server cannot decrypt', async () => {
    const { handlers, storage } = setup(async (input, init) => {
      if (String(input).includes('/key-shares/auth'))
        return Response.json(
          {
            error: {
              code: 'share_unreadable',
              message: 'The stored key share cannot be decrypted.',
            },
          },
          { status: 500 },
        )
      return serverFetch(input, init)
    })
    await callHandler(handlers, 'CONNECT_EMAIL', { email: 'alice@example.com' })
    expect(
      await replyError(callHandler(handlers, 'CONNECT_OTP', { otp: codeFor('alice@example.com') })),
    ).toBe('The wallet could not be opened.')
    // The login is kept; GET_USER tries again and says the same.
    expect(storage.items.has(sessionStorageKey)).toBe(true)
    expect(await replyError(callHandler(handlers, 'GET_USER', {}))).toBe(
      'The wallet could not be opened.',
    )
    expect(await keyShareRows()).toEqual([])
  })

  test('error: a second step before the first is the server message', async () => {
    const { handlers } = setup()
    await signIn(handlers, 'carol@example.com')
    expect(
      await replyError(callHandler(handlers, 'UPDATE_EMAIL_SECONDARY_OTP', { otp: '123456' })),
    ).toBe('Confirm the code sent to the current email first.')
  })
})

describe('the frame handlers without the server', () => {
  const setup = (chainId?: string | number) => {
    const fetch = vi.fn<typeof globalThis.fetch>()
    const { storage, context } = createTestContext({ apiFetch: fetch, chainId })
    return { storage, fetch, context, handlers: createFrameHandlers(context) }
  }

  afterEach(() => {
    vi.useRealTimers()
  })

  test('default: the chain from the source parameter, then from SWITCH_NETWORK', async () => {
    const { handlers, storage, fetch } = setup(1)
    expect(await callHandler(handlers, 'GET_CHAIN_ID', {})).toEqual({ chainId: 1 })
    expect(await callHandler(handlers, 'SWITCH_NETWORK', { chainId: 10 })).toEqual({ chainId: 10 })
    expect(await callHandler(handlers, 'GET_CHAIN_ID', {})).toEqual({ chainId: 10 })
    expect(storage.items.get('latch.frame.chainId')).toBe('10')
    expect(fetch).not.toHaveBeenCalled()
  })

  test('error: no network yet', async () => {
    const { handlers } = setup()
    expect(await replyError(callHandler(handlers, 'GET_CHAIN_ID', {}))).toBe(
      'No network is selected yet.',
    )
  })

  test('behavior: theme and dapp data are kept in memory', async () => {
    const { handlers, context, storage } = setup()
    expect(await callHandler(handlers, 'SYNC_THEME', { themeMode: 'dark' })).toEqual({})
    const dappData = { sdkVersion: '0.1.0', sdkType: 'latch', projectId: 'demo' }
    expect(await callHandler(handlers, 'SYNC_DAPP_DATA', dappData)).toEqual({})
    expect(context.session.getTheme()).toEqual({ themeMode: 'dark' })
    expect(context.session.getDappData()).toEqual(dappData)
    expect(storage.items.size).toBe(0)
  })

  test('behavior: RELOAD replies first, then reloads', async () => {
    vi.useFakeTimers()
    const { handlers, context } = setup()
    expect(await callHandler(handlers, 'RELOAD', {})).toEqual({})
    expect(context.reload).not.toHaveBeenCalled()
    await vi.runAllTimersAsync()
    expect(context.reload).toHaveBeenCalledTimes(1)
  })

  test('error: GET_USER when not signed in', async () => {
    const { handlers, fetch } = setup(1)
    expect(await replyError(callHandler(handlers, 'GET_USER', {}))).toBe('You are not signed in.')
    expect(fetch).not.toHaveBeenCalled()
  })

  test('behavior: the smart-account handlers are not set', () => {
    const { handlers } = setup()
    expect(Object.keys(handlers).sort()).toEqual([
      'CONNECT_DEVICE',
      'CONNECT_EMAIL',
      'CONNECT_FARCASTER',
      'CONNECT_OTP',
      'CONNECT_SOCIAL',
      'GET_CHAIN_ID',
      'GET_FARCASTER_URI',
      'GET_SOCIAL_REDIRECT_URI',
      'GET_USER',
      'IS_CONNECTED',
      'RELOAD',
      'RPC_REQUEST',
      'SIGN_OUT',
      'SWITCH_NETWORK',
      'SYNC_DAPP_DATA',
      'SYNC_THEME',
      'UPDATE_EMAIL',
      'UPDATE_EMAIL_PRIMARY_OTP',
      'UPDATE_EMAIL_SECONDARY_OTP',
    ])
  })
})

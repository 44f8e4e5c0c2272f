// @vitest-environment node
// The frame's half of Sign In With Farcaster, against a real Latch server app: the frame starts
// the sign-in, a Farcaster client (the dev accounts' custody keys) approves or declines it through the server's relay, the fids are checked against the
// devnet's LatchIdRegistry on a real anvil, and the frame finishes into the embedded wallet.
// The message is Farcaster's format: EIP-4361 on chain 10 with the statement 'Farcaster Auth'
// and the fid as a `farcaster://fid/<fid>` resource.
import type { AnvilProcess, DevnetIdRegistry } from '@latch/devnet'
import { compile, deployContracts, devAccounts } from '@latch/devnet'
import { databases, startAnvil } from '@latch/test/server'
import { IDBFactory } from 'fake-indexeddb'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, vi } from 'vitest'
import { createFrameHandlers } from './createFrameHandlers.js'
import { confirmRecoveryCodeSaved } from './device/confirmRecoveryCodeSaved.js'
import type { FrameAppContext } from './frameAppContext.js'
import { farcasterLoginStorageKey, sessionStorageKey } from './frameSession.js'
import { createTestContext } from './testing/createTestContext.js'
import { callHandler, createHandlerContext, testAppOrigin } from './testing/handlerCalls.js'
import type { MemoryStorage } from './testing/memoryStorage.js'
import { replyRefusal } from './testing/replyError.js'
import { useFrameTestServer } from './testing/useFrameTestServer.js'

const signInUrl = 'https://app.test/wallet.html'
const relayKey = 'test-relay-key-0123456789'
const accounts = devAccounts(5)

let anvil: AnvilProcess | undefined
let registry: DevnetIdRegistry | undefined

describe.each(databases)(
  'the frame’s Farcaster sign-in against a Latch server ($name)',
  (database) => {
    // Before the server's own setup, which reads the registry's address.
    beforeAll(async () => {
      anvil = await startAnvil('frame farcaster tests')
      const chain = { chainId: 31337, name: 'Frame Farcaster tests', rpcUrl: anvil.rpcUrl }
      registry = (await deployContracts({ ...chain, compiled: await compile(), accounts }))
        .idRegistry
    })
    afterAll(async () => {
      await anvil?.stop()
    })
    const server = useFrameTestServer(database, {
      config: {
        farcasterRelayKey: relayKey,
        farcasterSignInUrl: signInUrl,
        get farcasterIdRegistry() {
          return anvil && registry
            ? { chainId: 31337, address: registry.address, rpcUrl: anvil.rpcUrl }
            : undefined
        },
      },
    })
    const { test } = server

    const setup = (device: { storage?: MemoryStorage; indexedDB?: IDBFactory } = {}) => {
      const finishes: string[] = []
      // The server as the frame reaches it, counting the polls.
      const apiFetch: typeof fetch = async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input))
        if (url.pathname === '/auth/v1/farcaster/finish') finishes.push(url.pathname)
        return server.serverFetch(input, init)
      }
      const { storage, context } = createTestContext({
        apiFetch,
        indexedDB: device.indexedDB ?? new IDBFactory(),
        storage: device.storage,
        chainId: 1,
        now: server.now,
      })
      return { storage, context, finishes, handlers: createFrameHandlers(context) }
    }

    const channelTokenOf = (url: string) => new URL(url).searchParams.get('channelToken')!

    /** The Farcaster client: reads the channel from the deep link, signs as dev account `index`. */
    const approve = async (url: string, index: number) => {
      const channelToken = channelTokenOf(url)
      const status = await server.app.request('/farcaster/v1/channel/status', {
        headers: { authorization: `Bearer ${channelToken}` },
      })
      const { signatureParams } = (await status.json()) as {
        signatureParams: { domain: string; siweUri: string; nonce: string }
      }
      const custody = privateKeyToAccount(accounts[index]!.privateKey)
      const profile = registry!.accounts[index]!
      const message = createSiweMessage({
        domain: signatureParams.domain,
        uri: signatureParams.siweUri,
        nonce: signatureParams.nonce,
        address: custody.address,
        statement: 'Farcaster Auth',
        version: '1',
        chainId: 10,
        issuedAt: new Date(),
        resources: [`farcaster://fid/${profile.fid}`],
      })
      const response = await server.app.request('/farcaster/v1/channel/authenticate', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${channelToken}`,
          'x-farcaster-auth-relay-key': relayKey,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          message,
          signature: await custody.signMessage({ message }),
          fid: profile.fid,
          username: profile.username,
        }),
      })
      expect(response.status).toBe(201)
      return { signatureParams, profile }
    }

    const reject = (url: string) =>
      server.app.request('/farcaster/v1/channel/reject', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${channelTokenOf(url)}`,
          'x-farcaster-auth-relay-key': relayKey,
        },
      })

    const confirmNewWallet = async (context: FrameAppContext) => {
      const wallet = context.session.getWallet()
      if (wallet?.status !== 'unconfirmed') throw new Error('no new wallet')
      expect(await confirmRecoveryCodeSaved(context, wallet)).toBe('confirmed')
    }

    test('default: the deep link for the site, then CONNECT_FARCASTER waits for the approval: a new wallet of the fid, the same at the next sign-in', async () => {
      const { handlers, storage, context } = setup()
      const reply = await callHandler(handlers, 'GET_FARCASTER_URI', {})
      expect(reply).toEqual({
        url: `${signInUrl}?channelToken=${channelTokenOf(reply.url)}`,
        expiresAt: new Date(server.now() + 600_000).toISOString(),
      })
      // The read token is the frame's: in its storage, never in the reply.
      const pending = JSON.parse(storage.items.get(farcasterLoginStorageKey) ?? 'null')
      expect(pending).toMatchObject({ channelToken: channelTokenOf(reply.url) })
      expect(JSON.stringify(reply)).not.toContain(pending.readToken)

      const handlerContext = createHandlerContext()
      const connecting = callHandler(handlers, 'CONNECT_FARCASTER', {}, handlerContext)
      expect(handlerContext.pending).toHaveBeenCalledWith('farcaster')
      // The message is for the site (the verified parent origin), not for the frame.
      const { signatureParams } = await approve(reply.url, 0)
      expect(signatureParams).toMatchObject({ siweUri: testAppOrigin, domain: 'app.test' })
      expect(await connecting).toEqual({ action: 'VERIFY_DEVICE', userName: 'alice' })
      expect(storage.items.has(farcasterLoginStorageKey)).toBe(false)
      expect(JSON.parse(storage.items.get(sessionStorageKey) ?? 'null')).toMatchObject({
        email: null,
        authProvider: 'farcaster',
        username: 'alice',
      })
      await confirmNewWallet(context)
      const user = await callHandler(handlers, 'GET_USER', {})
      expect(user).toMatchObject({
        email: null,
        authProvider: 'farcaster',
        username: 'alice',
        userName: 'alice',
        address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      })

      // Signed out and in again on this device: it holds the wallet, so CONNECT, same address.
      await callHandler(handlers, 'SIGN_OUT', {})
      const again = await callHandler(handlers, 'GET_FARCASTER_URI', {})
      const reconnecting = callHandler(handlers, 'CONNECT_FARCASTER', {})
      await approve(again.url, 0)
      expect(await reconnecting).toEqual({ action: 'CONNECT', userName: 'alice' })
      expect((await callHandler(handlers, 'GET_USER', {})).address).toBe(user.address)
    })

    test('error: declined in the Farcaster client ends the wait with social_denied', async () => {
      const { handlers, storage } = setup()
      const { url } = await callHandler(handlers, 'GET_FARCASTER_URI', {})
      const connecting = callHandler(handlers, 'CONNECT_FARCASTER', {})
      expect((await reject(url)).status).toBe(200)
      expect(await replyRefusal(connecting)).toEqual({
        message: 'The sign-in was declined in Farcaster.',
        code: 'social_denied',
      })
      expect(storage.items.has(farcasterLoginStorageKey)).toBe(false)
      expect(storage.items.has(sessionStorageKey)).toBe(false)
    })

    test('error: the sign-in expires while the frame waits: social_unknown', async () => {
      const { handlers, finishes } = setup()
      await callHandler(handlers, 'GET_FARCASTER_URI', {})
      const connecting = callHandler(handlers, 'CONNECT_FARCASTER', {})
      await vi.waitFor(() => expect(finishes.length).toBeGreaterThan(0))
      server.advance(601)
      expect(await replyRefusal(connecting)).toEqual({
        message: 'This sign-in has expired or was used already.',
        code: 'social_unknown',
      })
    })

    test('behavior: an abort ends the polling at once, and an approval after it signs no one in', async () => {
      const { handlers, storage, finishes } = setup()
      const { url } = await callHandler(handlers, 'GET_FARCASTER_URI', {})
      const controller = new AbortController()
      const connecting = callHandler(
        handlers,
        'CONNECT_FARCASTER',
        {},
        createHandlerContext({ signal: controller.signal }),
      )
      await vi.waitFor(() => expect(finishes.length).toBe(1))
      controller.abort()
      await expect(connecting).rejects.toBeDefined()
      const polled = finishes.length
      await approve(url, 1)
      await new Promise((resolve) => setTimeout(resolve, 1500))
      expect(finishes.length).toBe(polled)
      expect(storage.items.has(sessionStorageKey)).toBe(false)
    })

    test('error: CONNECT_FARCASTER without a sign-in this frame started', async () => {
      const { handlers, finishes } = setup()
      expect(await replyRefusal(callHandler(handlers, 'CONNECT_FARCASTER', {}))).toEqual({
        message: 'Start the Farcaster sign-in again.',
        code: 'social_unknown',
      })
      expect(finishes).toEqual([])
    })

    test('security: another frame’s sign-in (another device) cannot be finished with the deep link alone', async () => {
      const mine = setup()
      const { url } = await callHandler(mine.handlers, 'GET_FARCASTER_URI', {})
      await approve(url, 2)
      // Another device holds only what the QR code showed: the channel token, not the read token.
      const other = setup()
      other.storage.setItem(
        farcasterLoginStorageKey,
        JSON.stringify({
          channelToken: channelTokenOf(url),
          readToken: channelTokenOf(url),
          expiresAt: server.now() + 600_000,
        }),
      )
      expect((await replyRefusal(callHandler(other.handlers, 'CONNECT_FARCASTER', {}))).code).toBe(
        'social_unknown',
      )
      expect((await callHandler(mine.handlers, 'CONNECT_FARCASTER', {})).userName).toBe('carol')
    })
  },
)

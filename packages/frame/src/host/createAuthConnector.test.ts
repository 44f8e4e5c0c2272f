import {
  authConnectorId,
  type Config,
  closeModal,
  connectDevice,
  connectEmail,
  connectOtp,
  createConfig,
  disconnect,
  EmailLoginError,
  isOriginAllowed,
  LoginChallengeRequiredError,
  type Options,
  reconnect,
  updateEmail,
  updateEmailPrimaryOtp,
  updateEmailSecondaryOtp,
} from '@latch/core'
import { createConnectorContext, storageKeys } from '@latch/core/internal'
import { mainnet, solana } from '@latch/core/networks'
import { installConnector, memoryStorage, mockAdapter, quietSolanaAdapter } from '@latch/test'
import { testFrameOrigin, wireWindowPair } from '@latch/test/frame'
import { afterEach, expect, onTestFinished, test, vi } from 'vitest'
import { FrameRequestError } from '../errors.js'
import {
  createFrameMessageHandler,
  FrameReplyError,
  type FrameRequestHandlers,
} from '../handler/createFrameMessageHandler.js'
import { classifyRpcMethod, rpcMethodTable } from '../rpcMethods/rpcMethods.js'
import { createAuthConnector } from './createAuthConnector.js'
import type { AuthEip1193Provider } from './createAuthEip1193Provider.js'
import type { AuthSolanaProvider } from './createAuthSolanaProvider.js'
import { createFrameClient } from './createFrameClient.js'

const evmAddress = '0x1111111111111111111111111111111111111111'
const solanaAddress = 'So11111111111111111111111111111111111111112'

afterEach(() => {
  vi.restoreAllMocks()
  document.body.replaceChildren()
})

const invalidCode = () => new FrameReplyError('Invalid code.', { replyCode: 'invalid_code' })

/** The frame end: fake handlers that play the wallet, and what they were asked. */
function frameEnd() {
  const wallet = {
    signedIn: false,
    sessionCheck: 'answer' as 'answer' | 'fail',
    approval: 'approve' as 'approve' | 'reject' | 'hang',
    received: [] as string[],
    aborted: [] as string[],
    email: 'ada@example.com',
    pendingEmail: '',
    /** The challenge CONNECT_EMAIL needs, when the server asks for one. */
    challenge: undefined as string | undefined,
    /** What RPC_REQUEST refuses an approval method with, when set. */
    refusal: undefined as FrameReplyError | undefined,
    /** What UPDATE_EMAIL_SECONDARY_OTP answers instead of the new email (a broken frame). */
    newEmailReply: undefined as unknown,
    /** A social login's provider and username, as GET_USER answers them. */
    authProvider: undefined as 'farcaster' | undefined,
    username: undefined as string | undefined,
    /** How CONNECT_FARCASTER ends: approved, declined in the Farcaster client, or never. */
    farcaster: 'approve' as 'approve' | 'decline' | 'hang',
    /** What GET_FARCASTER_URI answers as the deep link. */
    farcasterUrl: 'https://farcaster.test/~/siwf?channelToken=abc',
  }
  const handlers: FrameRequestHandlers = {
    CONNECT_EMAIL: async ({ email, challenge }) => {
      wallet.received.push(
        `CONNECT_EMAIL ${email}${challenge === undefined ? '' : ` ${challenge}`}`,
      )
      if (email.startsWith('throttled'))
        throw new FrameReplyError('Please try again after 12 seconds', {
          replyCode: 'throttled',
          retryAfterSeconds: 12,
        })
      if (email.startsWith('broken')) throw new FrameReplyError('The mail could not be sent.')
      if (email.startsWith('invalid'))
        throw new FrameReplyError('Invalid email address.', { replyCode: 'invalid_email' })
      // A server under a login flood: it mails a code only with the challenge it accepts.
      if (wallet.challenge !== undefined && challenge !== wallet.challenge)
        throw new FrameReplyError(
          'This project asks for a challenge before it sends a login code.',
          {
            replyCode: 'challenge_required',
          },
        )
      return { action: 'VERIFY_OTP' }
    },
    CONNECT_OTP: async ({ otp }) => {
      wallet.received.push(`CONNECT_OTP ${otp}`)
      if (otp === '000000') throw invalidCode()
      wallet.signedIn = true
      return { action: otp === '222222' ? 'VERIFY_DEVICE' : 'CONNECT' }
    },
    CONNECT_DEVICE: async (_payload, context) => {
      wallet.received.push('CONNECT_DEVICE')
      context.pending('device')
      await new Promise((resolve) => setTimeout(resolve, 20))
      return {}
    },
    GET_USER: async ({ chainId }) => {
      wallet.received.push(`GET_USER ${chainId}`)
      if (!wallet.signedIn) throw new FrameReplyError('You are not signed in.')
      const isSolana = String(chainId).startsWith('solana:')
      return {
        email: wallet.email,
        address: isSolana ? solanaAddress : evmAddress,
        chainId: chainId ?? 1,
        ...(wallet.authProvider
          ? { authProvider: wallet.authProvider, username: wallet.username }
          : {}),
      }
    },
    GET_FARCASTER_URI: async () => {
      wallet.received.push('GET_FARCASTER_URI')
      return { url: wallet.farcasterUrl, expiresAt: '2026-03-01T12:10:00.000Z' }
    },
    CONNECT_FARCASTER: async (_payload, context) => {
      wallet.received.push('CONNECT_FARCASTER')
      context.pending('farcaster')
      if (wallet.farcaster === 'decline')
        throw new FrameReplyError('The sign-in was declined in Farcaster.', {
          replyCode: 'social_denied',
        })
      if (wallet.farcaster === 'hang')
        await new Promise((resolve) =>
          context.signal.addEventListener('abort', () => {
            wallet.aborted.push('CONNECT_FARCASTER')
            resolve(undefined)
          }),
        )
      Object.assign(wallet, { signedIn: true, authProvider: 'farcaster', username: 'alice' })
      return { action: 'CONNECT', userName: 'alice' }
    },
    IS_CONNECTED: async () => {
      wallet.received.push('IS_CONNECTED')
      if (wallet.sessionCheck === 'fail') throw new FrameReplyError('An error occurred')
      return { isConnected: wallet.signedIn }
    },
    SIGN_OUT: async () => {
      wallet.received.push('SIGN_OUT')
      wallet.signedIn = false
      return {}
    },
    SWITCH_NETWORK: async ({ chainId }) => {
      wallet.received.push(`SWITCH_NETWORK ${chainId}`)
      return { chainId }
    },
    UPDATE_EMAIL: async ({ email }) => {
      wallet.received.push(`UPDATE_EMAIL ${email}`)
      wallet.pendingEmail = email
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    UPDATE_EMAIL_PRIMARY_OTP: async ({ otp }) => {
      wallet.received.push(`UPDATE_EMAIL_PRIMARY_OTP ${otp}`)
      if (otp !== '111111') throw invalidCode()
      return {}
    },
    UPDATE_EMAIL_SECONDARY_OTP: async ({ otp }) => {
      wallet.received.push(`UPDATE_EMAIL_SECONDARY_OTP ${otp}`)
      if (otp !== '222222') throw invalidCode()
      if (wallet.pendingEmail.startsWith('taken'))
        throw new FrameReplyError('Another account of this project uses this email.', {
          replyCode: 'email_in_use',
        })
      if (wallet.newEmailReply !== undefined)
        return { newEmail: wallet.newEmailReply } as unknown as { newEmail: string }
      wallet.email = wallet.pendingEmail
      return { newEmail: wallet.email }
    },
    RPC_REQUEST: async ({ method, chainId }, context) => {
      wallet.received.push(`RPC_REQUEST ${method} ${chainId}`)
      if (method === 'eth_blockNumber') return { result: '0x10' }
      // As the frame does: only an approval method waits on the visitor.
      if (classifyRpcMethod(method) !== 'approval') return { result: null }
      context.pending('approval')
      if (wallet.approval === 'reject')
        throw new FrameReplyError('User rejected the request.', { replyCode: 'user_rejected' })
      if (wallet.refusal) throw wallet.refusal
      if (wallet.approval === 'hang')
        await new Promise((resolve) =>
          context.signal.addEventListener('abort', () => {
            wallet.aborted.push(method)
            resolve(undefined)
          }),
        )
      return { result: '0xsigned' }
    },
  }
  return { wallet, handlers }
}

function setup(storage = memoryStorage(), options: Partial<Options> = {}) {
  const { app, iframe, frameSide } = wireWindowPair()
  const { wallet, handlers } = frameEnd()
  const handler = createFrameMessageHandler({
    window: frameSide,
    parent: window,
    isOriginAllowed: (origin) => isOriginAllowed(origin, [app]),
    version: '0.1.0',
    handlers,
  })
  const client = createFrameClient({ iframe, frameOrigin: testFrameOrigin })
  const config = createConfig({
    networks: [mainnet, solana],
    storage,
    adapters: [mockAdapter(), quietSolanaAdapter()],
    ...options,
  })
  const connector = createAuthConnector(
    createConnectorContext(config, authConnectorId),
    Promise.resolve(client),
  )
  // As `createEmbeddedWalletConnector` offers it once its frame has loaded.
  installConnector(config, {
    id: authConnectorId,
    type: 'AUTH',
    setup: () => () => {},
    ...connector,
  })
  onTestFinished(() => {
    connector.destroy()
    client.destroy()
    handler.destroy()
  })
  return { config, wallet, storage }
}

const account = (config: Config, namespace: 'eip155' | 'solana') =>
  config.store.getState().chains[namespace]?.account
const providerOf = <provider>(config: Config, namespace: 'eip155' | 'solana') =>
  config.store.getState().connectors.find((c) => c.id === authConnectorId && c.chain === namespace)
    ?.provider as provider

async function login(config: Config) {
  await connectEmail(config, { email: 'ada@example.com' })
  await connectOtp(config, { otp: '123456', email: 'ada@example.com' })
}

test('default: email, then the code, connects both namespaces with the wallet addresses', async () => {
  const { config, wallet, storage } = setup()
  await expect(connectEmail(config, { email: 'ada@example.com' })).resolves.toBe('VERIFY_OTP')
  await expect(connectOtp(config, { otp: '000000' })).rejects.toThrow('Invalid code.')
  await expect(connectOtp(config, { otp: '123456', email: 'ada@example.com' })).resolves.toBe(
    'CONNECTED',
  )
  expect(wallet.received).toEqual([
    'CONNECT_EMAIL ada@example.com',
    'CONNECT_OTP 000000',
    'CONNECT_OTP 123456',
    // Asked together; core applies them with the active namespace last.
    'GET_USER 1',
    'GET_USER solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  ])
  expect(config.store.getState().activeNamespace).toBe('eip155')
  expect(account(config, 'eip155')).toMatchObject({
    status: 'connected',
    connectorId: authConnectorId,
    address: evmAddress,
    email: 'ada@example.com',
  })
  expect(account(config, 'solana')).toMatchObject({
    status: 'connected',
    connectorId: authConnectorId,
    address: solanaAddress,
  })
  expect(storage.getItem(storageKeys.connectorId('solana'))).toBe(authConnectorId)
  const solanaProvider = providerOf<AuthSolanaProvider>(config, 'solana')
  expect(solanaProvider.chainId).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  await expect(solanaProvider.request({ method: 'solana_getAccounts' })).resolves.toEqual([
    { pubkey: solanaAddress },
  ])
})

test('behavior: VERIFY_DEVICE, then the device step in the frame, then connected', async () => {
  const { config, wallet } = setup()
  await connectEmail(config, { email: 'ada@example.com' })
  await expect(connectOtp(config, { otp: '222222' })).resolves.toBe('VERIFY_DEVICE')
  expect(account(config, 'eip155')?.status).toBe('disconnected')
  await connectDevice(config, { signal: new AbortController().signal })
  expect(wallet.received).toContain('CONNECT_DEVICE')
  expect(account(config, 'eip155')?.status).toBe('connected')
})

test('behavior: a stored login is restored with IS_CONNECTED and GET_USER', async () => {
  const storage = memoryStorage()
  storage.setItem(storageKeys.connectorId('eip155'), authConnectorId)
  const { config, wallet } = setup(storage)
  wallet.signedIn = true
  expect(account(config, 'eip155')?.status).toBe('connecting')
  await reconnect(config)
  expect(wallet.received[0]).toBe('IS_CONNECTED')
  expect(account(config, 'eip155')).toMatchObject({ status: 'connected', address: evmAddress })
  expect(account(config, 'solana')?.status).toBe('connected')
})

test('error: a failed or negative session check resets the stored login', async () => {
  for (const check of ['signed out', 'fail'] as const) {
    const storage = memoryStorage()
    storage.setItem(storageKeys.connectorId('eip155'), authConnectorId)
    storage.setItem(storageKeys.email, 'ada@example.com')
    const { config, wallet } = setup(storage)
    wallet.signedIn = check === 'fail'
    wallet.sessionCheck = check === 'fail' ? 'fail' : 'answer'
    await reconnect(config)
    expect(account(config, 'eip155')?.status).toBe('disconnected')
    expect(storage.getItem(storageKeys.connectorId('eip155'))).toBeNull()
    expect(storage.getItem(storageKeys.email)).toBeNull()
    expect(wallet.received).not.toContain('SIGN_OUT')
  }
})

test('behavior: disconnect signs out in the frame and resets both namespaces', async () => {
  const { config, wallet, storage } = setup()
  await login(config)
  await disconnect(config, { namespace: 'eip155' })
  expect(wallet.received.at(-1)).toBe('SIGN_OUT')
  expect(account(config, 'eip155')?.status).toBe('disconnected')
  expect(account(config, 'solana')?.status).toBe('disconnected')
  expect(storage.getItem(storageKeys.connectorId('solana'))).toBeNull()
})

test('behavior: the provider answers locally, reads without approval, signs through ApproveTransaction', async () => {
  const { config, wallet } = setup()
  await login(config)
  const provider = providerOf<AuthEip1193Provider>(config, 'eip155')
  const before = wallet.received.length
  await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
  await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([evmAddress])
  expect(wallet.received.length).toBe(before)

  await expect(provider.request({ method: 'eth_blockNumber' })).resolves.toBe('0x10')
  expect(wallet.received.at(-1)).toBe('RPC_REQUEST eth_blockNumber eip155:1')
  expect(config.store.getState().modal.status).toBe('closed')

  const signing = provider.request({ method: 'personal_sign', params: ['0x68690a', evmAddress] })
  expect(config.store.getState().modal.history.at(-1)?.view).toBe('ApproveTransaction')
  await expect(signing).resolves.toBe('0xsigned')
  expect(config.store.getState().modal.status).toBe('closed')

  wallet.approval = 'reject'
  await expect(
    provider.request({ method: 'personal_sign', params: ['0x68690a', evmAddress] }),
  ).rejects.toMatchObject({ code: 4001, shortMessage: 'User rejected the request.' })
})

test('behavior: closing the modal mid-approval aborts the request in the frame (4001)', async () => {
  const { config, wallet } = setup()
  await login(config)
  wallet.approval = 'hang'
  const provider = providerOf<AuthEip1193Provider>(config, 'eip155')
  const signing = provider.request({ method: 'eth_sendTransaction', params: [{ to: evmAddress }] })
  const settled = signing.catch((error: unknown) => error)
  await vi.waitFor(() => expect(wallet.received.at(-1)).toMatch(/eth_sendTransaction/), {
    timeout: 3000,
  })
  closeModal(config)
  expect(await settled).toMatchObject({ code: 4001 })
  await vi.waitFor(() => expect(wallet.aborted).toEqual(['eth_sendTransaction']))
})

test('error: a disallowed method opens the modal, shows the message after 300 ms, rejects pending (4200)', async () => {
  const { config, wallet } = setup()
  await login(config)
  wallet.approval = 'hang'
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const provider = providerOf<AuthEip1193Provider>(config, 'eip155')
  const pending = provider
    .request({ method: 'personal_sign', params: ['0x68690a', evmAddress] })
    .catch((error: unknown) => error)
  await vi.waitFor(() => expect(wallet.received.at(-1)).toMatch(/personal_sign/), {
    timeout: 3000,
  })
  await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
    code: 4200,
    shortMessage: 'Requested RPC call is not allowed',
  })
  expect(logged).toHaveBeenCalledOnce()
  expect(config.store.getState().notice).toBeUndefined()
  await vi.waitFor(() => expect(config.store.getState().modal.status).toBe('open'))
  await vi.waitFor(() =>
    expect(config.store.getState().notice).toEqual({
      variant: 'error',
      messageKey: 'embedded.rpc_not_allowed',
    }),
  )
  expect(await pending).toMatchObject({ code: 4001 })
  await vi.waitFor(() => expect(wallet.aborted).toEqual(['personal_sign']))
  expect(wallet.received.some((entry) => entry.includes('eth_sign '))).toBe(false)
})

test('behavior: the provider sends every EVM method of the frame as the frame serves it: only an approval method opens ApproveTransaction, and none is refused', async () => {
  const { config, wallet } = setup()
  await login(config)
  const provider = providerOf<AuthEip1193Provider>(config, 'eip155')
  vi.spyOn(console, 'error').mockImplementation(() => {})
  let shown = false
  const unsubscribe = config.store.subscribe((state) => {
    if (state.modal.history.at(-1)?.view === 'ApproveTransaction') shown = true
  })
  onTestFinished(unsubscribe)
  const frameMethods = Object.keys(rpcMethodTable.eip155)
  // The provider answers these itself; the frame never sees them.
  const answeredHere = ['eth_accounts', 'eth_requestAccounts', 'eth_chainId']
  const mismatches: string[] = []
  for (const method of frameMethods.filter((method) => !answeredHere.includes(method))) {
    if (method === 'wallet_switchEthereumChain') continue
    shown = false
    const sent = wallet.received.length
    const code = await provider.request({ method, params: [] }).then(
      () => undefined,
      (error: { code?: number }) => error.code,
    )
    const reached = wallet.received.slice(sent).includes(`RPC_REQUEST ${method} eip155:1`)
    const approval = classifyRpcMethod(method) === 'approval'
    if (!reached) mismatches.push(`${method}: refused (${code})`)
    else if (shown !== approval) mismatches.push(`${method}: view ${shown ? 'shown' : 'not shown'}`)
  }
  expect(mismatches).toEqual([])
})

test("error: the provider rejects with the frame's reply code, never by its English", async () => {
  const { config, wallet } = setup()
  await login(config)
  const provider = providerOf<AuthEip1193Provider>(config, 'eip155')
  const sign = () => provider.request({ method: 'personal_sign', params: ['0x68690a', evmAddress] })
  wallet.refusal = new FrameReplyError('Abgelehnt.', { replyCode: 'user_rejected' })
  await expect(sign()).rejects.toMatchObject({ code: 4001, shortMessage: 'Abgelehnt.' })
  // The spec's words without the code are mere text.
  wallet.refusal = new FrameReplyError('User rejected the request.')
  await expect(sign()).rejects.toMatchObject({
    code: -32603,
    shortMessage: 'User rejected the request.',
  })
  wallet.refusal = new FrameReplyError('The request parameters are not valid.', {
    replyCode: 'invalid_params',
  })
  await expect(sign()).rejects.toMatchObject({ code: -32602 })
  // The frame's own refusal of a method off its list is the spec's refusal, as the host's.
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  wallet.refusal = new FrameReplyError('Requested RPC call is not allowed', {
    replyCode: 'method_not_allowed',
  })
  await expect(sign()).rejects.toMatchObject({
    code: 4200,
    shortMessage: 'Requested RPC call is not allowed',
  })
  expect(logged).toHaveBeenCalledOnce()
  await vi.waitFor(() =>
    expect(config.store.getState().notice).toEqual({
      variant: 'error',
      messageKey: 'embedded.rpc_not_allowed',
    }),
  )
})

test('error: a method of the other namespace is refused before it reaches the frame (4200)', async () => {
  const { config, wallet } = setup()
  await login(config)
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const solanaProvider = providerOf<AuthSolanaProvider>(config, 'solana')
  await expect(solanaProvider.request({ method: 'eth_call', params: [] })).rejects.toMatchObject({
    code: 4200,
  })
  expect(wallet.received.some((entry) => entry.startsWith('RPC_REQUEST eth_call'))).toBe(false)
})

test('behavior: wallet_switchEthereumChain refuses a chain the site did not request', async () => {
  const { config, wallet } = setup()
  await login(config)
  const provider = providerOf<AuthEip1193Provider>(config, 'eip155')
  await expect(
    provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }),
  ).rejects.toMatchObject({ code: 4902 })
  expect(wallet.received.some((entry) => entry.startsWith('SWITCH_NETWORK'))).toBe(false)
})

test('behavior: the email update asks the frame for both codes, then stores and shows the new email', async () => {
  const { config, wallet, storage } = setup()
  await login(config)
  await expect(updateEmail(config, { email: 'ada@new.example' })).resolves.toBe(
    'VERIFY_PRIMARY_OTP',
  )
  await expect(updateEmailPrimaryOtp(config, { otp: '000000' })).rejects.toThrow('Invalid code.')
  await updateEmailPrimaryOtp(config, { otp: '111111' })
  await expect(updateEmailSecondaryOtp(config, { otp: '222222' })).resolves.toBe('ada@new.example')
  expect(wallet.received.slice(-4)).toEqual([
    'UPDATE_EMAIL ada@new.example',
    'UPDATE_EMAIL_PRIMARY_OTP 000000',
    'UPDATE_EMAIL_PRIMARY_OTP 111111',
    'UPDATE_EMAIL_SECONDARY_OTP 222222',
  ])
  expect(storage.getItem(storageKeys.email)).toBe('ada@new.example')
  expect(account(config, 'eip155')?.email).toBe('ada@new.example')
  expect(account(config, 'solana')?.email).toBe('ada@new.example')
})

test('error: a new email that is not a string is refused at the boundary and not stored', async () => {
  const { config, wallet, storage } = setup()
  await login(config)
  wallet.newEmailReply = { toString: 'x' }
  await updateEmail(config, { email: 'ada@new.example' })
  await updateEmailPrimaryOtp(config, { otp: '111111' })
  await expect(updateEmailSecondaryOtp(config, { otp: '222222' })).rejects.toMatchObject({
    name: 'FrameRequestError',
    details: 'Invalid reply.',
  })
  expect(storage.getItem(storageKeys.email)).toBe('ada@example.com')
  expect(account(config, 'eip155')?.email).toBe('ada@example.com')
})

test("behavior: a challenged CONNECT_EMAIL reaches the modal as LoginChallengeRequiredError; the site's answer goes out as `challenge`", async () => {
  const loginChallenge = vi.fn(async ({ email }: { email: string }) => `pow-for-${email}`)
  const { config, wallet } = setup(memoryStorage(), { loginChallenge })
  wallet.challenge = 'pow-for-ada@example.com'
  await expect(connectEmail(config, { email: 'ada@example.com' })).resolves.toBe('VERIFY_OTP')
  expect(loginChallenge).toHaveBeenCalledTimes(1)
  expect(wallet.received).toEqual([
    'CONNECT_EMAIL ada@example.com',
    'CONNECT_EMAIL ada@example.com pow-for-ada@example.com',
  ])

  // A refused answer: the typed error, after one try with it.
  wallet.received.length = 0
  wallet.challenge = 'something else'
  const refused = await connectEmail(config, { email: 'ada@example.com' }).catch((e) => e)
  expect(refused).toBeInstanceOf(LoginChallengeRequiredError)
  expect(wallet.received).toHaveLength(2)

  // Without `loginChallenge`: the typed error at once, whatever the message says.
  const plain = setup()
  plain.wallet.challenge = 'needed'
  const error = await connectEmail(plain.config, { email: 'ada@example.com' }).catch((e) => e)
  expect(error).toBeInstanceOf(LoginChallengeRequiredError)
  expect(plain.wallet.received).toEqual(['CONNECT_EMAIL ada@example.com'])

  // Another refusal of CONNECT_EMAIL is core's EmailLoginError, with its code; no challenge.
  const other = setup(memoryStorage(), { loginChallenge })
  const throttled = await connectEmail(other.config, { email: 'throttled@example.com' }).catch(
    (e) => e,
  )
  expect(throttled).toBeInstanceOf(EmailLoginError)
  expect(throttled).toMatchObject({ code: 'throttled', retryAfterSeconds: 12 })
  expect(throttled.shortMessage).toBe('Please try again after 12 seconds')
  expect(loginChallenge).toHaveBeenCalledTimes(2)
})

test("error: the email login's and update's refusals reach core as EmailLoginError with the reply's code and seconds, the English kept as the message", async () => {
  const { config, wallet } = setup()
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (e: unknown) => e,
    )
  const throttled = await refusal(connectEmail(config, { email: 'throttled@example.com' }))
  expect(throttled).toBeInstanceOf(EmailLoginError)
  expect(throttled).toMatchObject({
    code: 'throttled',
    retryAfterSeconds: 12,
    shortMessage: 'Please try again after 12 seconds',
    cause: { name: 'FrameRequestError', code: 'throttled' },
  })
  expect(await refusal(connectEmail(config, { email: 'invalid@example.com' }))).toMatchObject({
    name: 'EmailLoginError',
    code: 'invalid_email',
    retryAfterSeconds: undefined,
  })
  await connectEmail(config, { email: 'ada@example.com' })
  expect(await refusal(connectOtp(config, { otp: '000000' }))).toMatchObject({
    name: 'EmailLoginError',
    code: 'invalid_code',
    shortMessage: 'Invalid code.',
  })
  await connectOtp(config, { otp: '123456', email: 'ada@example.com' })
  await updateEmail(config, { email: 'taken@example.com' })
  expect(await refusal(updateEmailPrimaryOtp(config, { otp: '000000' }))).toMatchObject({
    name: 'EmailLoginError',
    code: 'invalid_code',
  })
  await updateEmailPrimaryOtp(config, { otp: '111111' })
  expect(await refusal(updateEmailSecondaryOtp(config, { otp: '222222' }))).toMatchObject({
    name: 'EmailLoginError',
    code: 'email_in_use',
    shortMessage: 'Another account of this project uses this email.',
  })
  // A refusal without a code stays the frame's error, its message mere text.
  const plain = await refusal(connectEmail(config, { email: 'broken@example.com' }))
  expect(plain).toBeInstanceOf(FrameRequestError)
  expect(plain).toMatchObject({ code: undefined, shortMessage: 'The mail could not be sent.' })
  expect(wallet.received.filter((entry) => entry.startsWith('CONNECT_EMAIL'))).toHaveLength(4)
})

test('behavior: Sign In With Farcaster: the deep link and its expiry, then the approval connects as a social login', async () => {
  const { config, wallet } = setup()
  const events: string[] = []
  config.watchEvents((event) =>
    events.push(`${event.data.event} ${JSON.stringify(event.data.properties ?? {})}`),
  )
  const { getFarcasterUri, connectFarcaster } = await import('@latch/core/signIn')
  await expect(getFarcasterUri(config)).resolves.toEqual({
    url: wallet.farcasterUrl,
    expiresAt: Date.parse('2026-03-01T12:10:00.000Z'),
  })
  // The spec's account state carries the link while the sign-in lives.
  expect(account(config, 'eip155')?.farcasterUrl).toBe(wallet.farcasterUrl)
  await expect(connectFarcaster(config)).resolves.toBe('CONNECTED')
  expect(wallet.received.slice(0, 2)).toEqual(['GET_FARCASTER_URI', 'CONNECT_FARCASTER'])
  expect(account(config, 'eip155')).toMatchObject({
    status: 'connected',
    address: evmAddress,
    socialProvider: 'farcaster',
    username: 'alice',
    farcasterUrl: undefined,
  })
  expect(events).toContain(
    'SOCIAL_LOGIN_SUCCESS {"provider":"farcaster","namespace":"eip155,solana"}',
  )
})

test('error: declined in the Farcaster client reaches core as EmailLoginError social_denied; an abort ends the wait in the frame', async () => {
  const { config, wallet } = setup()
  const { getFarcasterUri, connectFarcaster } = await import('@latch/core/signIn')
  await getFarcasterUri(config)
  wallet.farcaster = 'decline'
  const declined = await connectFarcaster(config).catch((error: unknown) => error)
  expect(declined).toBeInstanceOf(EmailLoginError)
  expect(declined).toMatchObject({ code: 'social_denied' })
  expect(account(config, 'eip155')?.farcasterUrl).toBeUndefined()

  wallet.farcaster = 'hang'
  const controller = new AbortController()
  const waiting = connectFarcaster(config, { signal: controller.signal }).catch(
    (error: unknown) => error,
  )
  await vi.waitFor(() => expect(wallet.received.at(-1)).toBe('CONNECT_FARCASTER'))
  controller.abort()
  expect(await waiting).toBeInstanceOf(Error)
  await vi.waitFor(() => expect(wallet.aborted).toEqual(['CONNECT_FARCASTER']))
  expect(account(config, 'eip155')?.status).toBe('disconnected')
})

test('error: a Farcaster deep link that is not an http(s) URL is refused at the boundary', async () => {
  const { config, wallet } = setup()
  wallet.farcasterUrl = 'javascript:alert(1)'
  const { getFarcasterUri } = await import('@latch/core/signIn')
  await expect(getFarcasterUri(config)).rejects.toBeInstanceOf(FrameRequestError)
  expect(account(config, 'eip155')?.farcasterUrl).toBeUndefined()
})

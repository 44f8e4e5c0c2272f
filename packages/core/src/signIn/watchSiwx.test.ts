import { memoryStorage, mockAccounts, mockAdapter, mockConnector } from '@latch/test'
import { expect, onTestFinished, test } from 'vitest'
import { closeModal } from '../actions/closeModal.js'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { mount } from '../actions/mount.js'
import { openModal } from '../actions/openModal.js'
import { createConfig } from '../config/createConfig.js'
import { mainnet } from '../networks/mainnet.js'
import { optimism } from '../networks/optimism.js'
import type { SiweConfig, SiwxConfig, SiwxSession } from '../types/siwx.js'
import { signInWithX } from './signInWithX.js'
import { signOutWithX } from './signOutWithX.js'
import { watchSiwx } from './watchSiwx.js'

const [account, otherAccount] = mockAccounts
const signature = `0x${'ab'.repeat(65)}`

/** Lets the flow's microtasks and the fake wallet's and config's promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A SIWX config in memory: one session per account and network, every call recorded. */
function fakeSiwx(options: { required?: boolean; signOutOnDisconnect?: boolean } = {}) {
  const sessions = new Map<string, SiwxSession>()
  const calls: string[] = []
  const siwx: SiwxConfig = {
    async createMessage(input) {
      calls.push(`createMessage:${input.chainId}:${input.accountAddress}`)
      const data = {
        ...input,
        domain: 'example.com',
        uri: 'https://example.com',
        version: '1',
        nonce: 'n0nce123',
      }
      return { ...data, toString: () => `Sign in ${input.chainId}:${input.accountAddress}` }
    },
    async addSession(session) {
      calls.push(`addSession:${session.message}:${session.signature}`)
      sessions.set(`${session.data.chainId}:${session.data.accountAddress}`, session)
    },
    async revokeSession(chainId, address) {
      calls.push(`revokeSession:${chainId}:${address}`)
      sessions.delete(`${chainId}:${address}`)
    },
    async setSessions(list) {
      calls.push(`setSessions:${list.length}`)
      sessions.clear()
    },
    async getSessions(chainId, address) {
      calls.push(`getSessions:${chainId}:${address}`)
      const session = sessions.get(`${chainId}:${address}`)
      return session ? [session] : []
    },
    getRequired: () => options.required ?? true,
    signOutOnDisconnect: options.signOutOnDisconnect,
  }
  return { siwx, sessions, calls }
}

/** The browser wallet: an EIP-1193 provider that signs, or declines while `decline` is set. */
function fakeProvider() {
  const requests: { method: string; params?: unknown }[] = []
  const provider = {
    decline: false,
    async request(request: { method: string; params?: unknown }) {
      requests.push(request)
      if (provider.decline) throw Object.assign(new Error('User rejected.'), { code: 4001 })
      return signature
    },
  }
  return { provider, requests }
}

async function setup(options: { siwx?: SiwxConfig; siweConfig?: SiweConfig } = {}) {
  const wallet = fakeProvider()
  const adapter = mockAdapter({ connectors: [{ ...mockConnector, provider: wallet.provider }] })
  const config = createConfig({
    adapters: [adapter],
    networks: [mainnet, optimism],
    storage: memoryStorage(),
    ...options,
  })
  onTestFinished(mount(config))
  onTestFinished(watchSiwx(config))
  await settle()
  return { config, adapter, wallet }
}

const view = (config: ReturnType<typeof createConfig>) => {
  const { modal } = config.store.getState()
  return modal.status === 'open' ? modal.history.at(-1)?.view : 'closed'
}

test('default: no session after connecting → ConnectingSiwe; Sign in signs and keeps a session', async () => {
  const { siwx, calls } = fakeSiwx()
  const { config, wallet } = await setup({ siwx })
  expect(config.store.getState().siwx).toEqual({ status: 'idle' })

  await connect(config, { connectorId: 'mock' })
  await settle()
  expect(config.store.getState().siwx).toEqual({
    status: 'signed_out',
    caipAddress: `eip155:1:${account}`,
  })
  expect(view(config)).toBe('ConnectingSiwe')

  await signInWithX(config)
  expect(calls).toEqual([
    `getSessions:eip155:1:${account}`,
    `createMessage:eip155:1:${account}`,
    `addSession:Sign in eip155:1:${account}:${signature}`,
    `getSessions:eip155:1:${account}`,
  ])
  // personal_sign of the message's UTF-8 bytes, for the connected account.
  const text = `Sign in eip155:1:${account}`
  expect(wallet.requests.at(-1)).toEqual({
    method: 'personal_sign',
    params: [`0x${Buffer.from(text).toString('hex')}`, account],
  })
  expect(config.store.getState().siwx).toMatchObject({
    status: 'signed_in',
    caipAddress: `eip155:1:${account}`,
    session: { message: text, signature, data: { accountAddress: account, chainId: 'eip155:1' } },
  })
  expect(view(config)).toBe('closed')
})

test('behavior: a session already there is used, nothing is shown', async () => {
  const { siwx, sessions } = fakeSiwx()
  sessions.set(`eip155:1:${account}`, {
    data: {
      accountAddress: account,
      chainId: 'eip155:1',
      domain: 'a',
      uri: 'b',
      version: '1',
      nonce: 'c',
    },
    message: 'signed before',
    signature,
  })
  const { config } = await setup({ siwx })
  await connect(config, { connectorId: 'mock' })
  await settle()
  expect(config.store.getState().siwx).toMatchObject({
    status: 'signed_in',
    session: { message: 'signed before' },
  })
  expect(view(config)).toBe('closed')
})

test('behavior: declined in the wallet → error with its name; retry works', async () => {
  const { siwx } = fakeSiwx()
  const { config, wallet } = await setup({ siwx })
  await connect(config, { connectorId: 'mock' })
  await settle()
  wallet.provider.decline = true
  await expect(signInWithX(config)).rejects.toThrow('The request was rejected in the wallet.')
  expect(config.store.getState().siwx).toEqual({
    status: 'error',
    caipAddress: `eip155:1:${account}`,
    errorName: 'UserRejectedRequestError',
  })
  expect(view(config)).toBe('ConnectingSiwe')

  wallet.provider.decline = false
  await signInWithX(config)
  expect(config.store.getState().siwx?.status).toBe('signed_in')
})

test('behavior: required, Cancel (closing the modal) disconnects', async () => {
  const { siwx } = fakeSiwx()
  const { config, adapter } = await setup({ siwx })
  await connect(config, { connectorId: 'mock' })
  await settle()
  expect(view(config)).toBe('ConnectingSiwe')
  closeModal(config)
  await settle()
  expect(adapter.calls).toContain('disconnect:mock')
  expect(config.store.getState().chains.eip155?.account.status).toBe('disconnected')
  expect(config.store.getState().siwx).toEqual({ status: 'idle' })
  expect(view(config)).toBe('closed')
})

test('behavior: optional, Cancel closes the modal and stays connected until the account changes', async () => {
  const { siwx } = fakeSiwx({ required: false })
  const { config, adapter } = await setup({ siwx })
  await connect(config, { connectorId: 'mock' })
  await settle()
  closeModal(config)
  await settle()
  expect(adapter.calls).not.toContain('disconnect:mock')
  expect(config.store.getState().siwx).toEqual({
    status: 'dismissed',
    caipAddress: `eip155:1:${account}`,
  })
  expect(view(config)).toBe('closed')

  // Another account: asked again.
  adapter.emit.accountsChanged([otherAccount])
  await settle()
  expect(config.store.getState().siwx).toEqual({
    status: 'signed_out',
    caipAddress: `eip155:1:${otherAccount}`,
  })
  expect(view(config)).toBe('ConnectingSiwe')
})

test('behavior: a network switch asks again for that network; the first session stays', async () => {
  const { siwx, calls } = fakeSiwx()
  const { config, adapter } = await setup({ siwx })
  await connect(config, { connectorId: 'mock' })
  await settle()
  await signInWithX(config)

  adapter.emit.chainChanged(10)
  await settle()
  expect(calls.at(-1)).toBe(`getSessions:eip155:10:${account}`)
  expect(config.store.getState().siwx?.status).toBe('signed_out')
  expect(view(config)).toBe('ConnectingSiwe')
  await signInWithX(config)

  adapter.emit.chainChanged(1)
  await settle()
  expect(config.store.getState().siwx).toMatchObject({
    status: 'signed_in',
    caipAddress: `eip155:1:${account}`,
  })
  expect(view(config)).toBe('closed')
})

test('behavior: waits for a busy modal to close before it asks', async () => {
  const { siwx } = fakeSiwx()
  const { config, adapter } = await setup({ siwx })
  await connect(config, { connectorId: 'mock' })
  await settle()
  await signInWithX(config)
  openModal(config, { view: 'Networks' })
  adapter.emit.chainChanged(10)
  await settle()
  expect(config.store.getState().siwx?.status).toBe('signed_out')
  expect(view(config)).toBe('Networks')
  closeModal(config)
  await settle()
  expect(view(config)).toBe('ConnectingSiwe')
})

test('behavior: signs out of every session on disconnect', async () => {
  const { siwx, calls, sessions } = fakeSiwx()
  const { config } = await setup({ siwx })
  await connect(config, { connectorId: 'mock' })
  await settle()
  await signInWithX(config)
  await disconnect(config)
  await settle()
  expect(calls).toContain('setSessions:0')
  expect(sessions.size).toBe(0)
  expect(config.store.getState().siwx).toEqual({ status: 'idle' })
})

test('parameters: signOutOnDisconnect false keeps the sessions', async () => {
  const { siwx, calls, sessions } = fakeSiwx({ signOutOnDisconnect: false })
  const { config } = await setup({ siwx })
  await connect(config, { connectorId: 'mock' })
  await settle()
  await signInWithX(config)
  await disconnect(config)
  await settle()
  expect(calls).not.toContain('setSessions:0')
  expect(sessions.size).toBe(1)
})

test('behavior: signOutWithX revokes; optional stays connected, required disconnects', async () => {
  const optional = fakeSiwx({ required: false })
  const first = await setup({ siwx: optional.siwx })
  await connect(first.config, { connectorId: 'mock' })
  await settle()
  await signInWithX(first.config)
  await signOutWithX(first.config)
  await settle()
  expect(optional.calls).toContain(`revokeSession:eip155:1:${account}`)
  expect(first.config.store.getState().siwx?.status).toBe('dismissed')
  expect(first.config.store.getState().chains.eip155?.account.status).toBe('connected')
  expect(view(first.config)).toBe('closed')

  const required = fakeSiwx()
  const second = await setup({ siwx: required.siwx })
  await connect(second.config, { connectorId: 'mock' })
  await settle()
  await signInWithX(second.config)
  await signOutWithX(second.config)
  await settle()
  expect(second.config.store.getState().chains.eip155?.account.status).toBe('disconnected')
})

test('behavior: a cancel while the wallet signs drops the late answer', async () => {
  const { siwx, calls } = fakeSiwx({ required: false })
  const { config, wallet } = await setup({ siwx })
  await connect(config, { connectorId: 'mock' })
  await settle()
  let answer: (value: string) => void = () => {}
  wallet.provider.request = async () => new Promise<string>((resolve) => (answer = resolve))
  const signing = signInWithX(config)
  await settle()
  expect(config.store.getState().siwx?.status).toBe('signing')
  closeModal(config)
  await settle()
  answer(signature)
  await signing
  expect(config.store.getState().siwx?.status).toBe('dismissed')
  expect(calls.some((call) => call.startsWith('addSession'))).toBe(false)
})

test('behavior: a legacy siweConfig runs the same flow on eip155', async () => {
  let session: { address: string; chainId: number } | null = null
  const events: string[] = []
  const siweConfig: SiweConfig = {
    getNonce: async () => 'n0nce123',
    getMessageParams: async () => ({ domain: 'example.com', uri: 'https://example.com' }),
    createMessage: ({ address, chainId, nonce }) => `SIWE ${address} ${chainId} ${nonce}`,
    async verifyMessage({ message }) {
      events.push(`verify:${message}`)
      session = { address: account, chainId: 1 }
      return true
    },
    getSession: async () => session,
    signOut: async () => {
      session = null
      return true
    },
    onSignIn: (signedIn) => events.push(`onSignIn:${signedIn?.address}`),
    onSignOut: () => events.push('onSignOut'),
  }
  const { config } = await setup({ siweConfig })
  await connect(config, { connectorId: 'mock' })
  await settle()
  expect(view(config)).toBe('ConnectingSiwe')
  await signInWithX(config)
  expect(events).toEqual([`verify:SIWE ${account} 1 n0nce123`, `onSignIn:${account}`])
  expect(config.store.getState().siwx?.status).toBe('signed_in')
  await disconnect(config)
  await settle()
  expect(events.at(-1)).toBe('onSignOut')
})

test('error: not running', async () => {
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet],
    storage: memoryStorage(),
  })
  await expect(signInWithX(config)).rejects.toThrowErrorMatchingInlineSnapshot(`
    [SiwxNotStartedError: Sign In With X is not running: set the \`siwx\` option of \`createAppKit\`.

    Docs: https://latch.dev/docs/options#siwx
    Version: @latch/core@0.1.0]
  `)
  expect(watchSiwx(config)()).toBeUndefined()
})

test('error: siwx and siweConfig together throw at createConfig', () => {
  const { siwx } = fakeSiwx()
  expect(() =>
    createConfig({
      adapters: [mockAdapter()],
      networks: [mainnet],
      siwx,
      siweConfig: {} as SiweConfig,
    }),
  ).toThrow('Cannot set both `siweConfig` and `siwx` options.')
})

test('error: a config without its functions fails by name when the flow starts', () => {
  const { siwx } = fakeSiwx()
  const config = (options: object) =>
    createConfig({ adapters: [mockAdapter()], networks: [mainnet], ...options })
  expect(() =>
    watchSiwx(config({ siwx: { ...siwx, getSessions: undefined } })),
  ).toThrowErrorMatchingInlineSnapshot(`
    [InvalidOptionsError: \`siwx\` must have the functions createMessage, addSession, revokeSession, setSessions, getSessions.

    Docs: https://latch.dev/docs/options
    Version: @latch/core@0.1.0]
  `)
  expect(() => watchSiwx(config({ siweConfig: { getNonce: async () => '' } }))).toThrow(
    '`siweConfig` must have the functions getNonce, createMessage, verifyMessage, getSession, signOut.',
  )
  // A class instance (AppKit's DefaultSIWX is one) keeps its methods on the prototype.
  class Siwx {
    createMessage = siwx.createMessage
    addSession = siwx.addSession
    revokeSession = siwx.revokeSession
    setSessions = siwx.setSessions
    async getSessions() {
      return []
    }
  }
  const stop = watchSiwx(config({ siwx: new Siwx() }))
  stop()
})

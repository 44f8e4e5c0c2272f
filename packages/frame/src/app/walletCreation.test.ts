// @vitest-environment node
// Node, not jsdom: the frames talk to a real Latch server app on the server's test databases; the
// views are built in a jsdom window of their own (`useDeviceStepHarness`).

import { databases } from '@latch/test/server'
import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, vi } from 'vitest'
import { createDeviceShareStore } from '../keys/createDeviceShareStore.js'
import { replyError } from './testing/replyError.js'
import { type DeviceStepFrame, useDeviceStepHarness } from './testing/useDeviceStepHarness.js'
import { fetchAuthShare } from './walletSetup.js'

const uploadPath = '/auth/v1/key-shares/auth'
const isUpload = (input: RequestInfo | URL, init?: RequestInit) =>
  init?.method === 'PUT' && new URL(String(input)).pathname === uploadPath

// An IndexedDB that can be made to fail every open (blocked, full or broken storage), then heal.
const breakableIndexedDb = () => {
  const real = new IDBFactory()
  const state = { broken: false }
  const factory = new Proxy(real, {
    get(target, key) {
      if (key === 'open' && state.broken)
        return () => {
          throw new DOMException('The operation failed for reasons unrelated to the database.')
        }
      const value = Reflect.get(target, key)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { factory, state }
}

describe.each(databases)('creating a wallet is all-or-nothing ($name)', (database) => {
  const harness = useDeviceStepHarness(database)
  const { test, advance, serverFetch, setup, signIn, shownView, shownCode } = harness
  const { confirmSaved, submitCode, inlineError, keyShareRows } = harness
  const window = () => harness.window

  // The visitor tries again with the same email and finishes: the frame's login is still live, so
  // no code is mailed; the save view shows a code, which is confirmed. Returns the code and the
  // wallet's address.
  const finishCreation = async (frame: DeviceStepFrame, email: string) => {
    const mailed = harness.mails.length
    expect(await frame.call('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_DEVICE' })
    expect(harness.mails).toHaveLength(mailed)
    const connected = frame.call('CONNECT_DEVICE', {})
    const view = await shownView(frame)
    expect(view.querySelector('h1')?.textContent).toBe('Save your recovery code')
    const code = shownCode(view)
    confirmSaved(view)
    expect(await connected).toEqual({})
    return { code, address: (await frame.call('GET_USER', {})).address, view }
  }

  // The wallet is whole: the code opens the same address on a new device, and the frame that
  // created it signs in again without a code (its device share pairs with the server's).
  const expectWhole = async (
    frame: DeviceStepFrame,
    email: string,
    code: string,
    address: string,
  ) => {
    const [row] = await keyShareRows()
    expect(row?.confirmed_at).not.toBeNull()
    expect(row?.eip155_address).toBe(address)
    advance(31)
    const phone = setup()
    expect(await signIn(phone, email)).toBe('VERIFY_DEVICE')
    const verified = phone.call('CONNECT_DEVICE', {})
    submitCode(await shownView(phone), code)
    expect(await verified).toEqual({})
    expect((await phone.call('GET_USER', {})).address).toBe(address)
    advance(31)
    const again = setup({ indexedDB: frame.indexedDB })
    expect(await signIn(again, email)).toBe('CONNECT')
    expect((await again.call('GET_USER', {})).address).toBe(address)
  }

  test('behavior: a reload before the code is confirmed shows a new code; the wallet is unusable until then (recovery.mandatory)', async () => {
    const laptop = setup()
    expect(await signIn(laptop, 'alice@example.com')).toBe('VERIFY_DEVICE')
    const first = laptop.call('CONNECT_DEVICE', {})
    const firstCode = shownCode(await shownView(laptop))
    // The frame reloads (a refresh, a crash) while the code is on screen.
    void first.catch(() => {})
    window().document.body.replaceChildren()
    const reloaded = setup({ storage: laptop.storage, indexedDB: laptop.indexedDB })

    // Nothing can use the wallet: no account for the app, no AUTH share to sign with.
    expect(await replyError(reloaded.call('GET_USER', {}))).toBe('This device is not verified yet.')
    const login = reloaded.context.session.getSession()!
    expect(await fetchAuthShare(reloaded.context.api, login)).toBeUndefined()

    // The same email again goes straight to the device step: the frame's login is still live, so
    // no new code is mailed. The step shows a code again: a new one, said to replace any before.
    const mailed = harness.mails.length
    expect(await reloaded.call('CONNECT_EMAIL', { email: 'alice@example.com' })).toEqual({
      action: 'VERIFY_DEVICE',
    })
    expect(harness.mails).toHaveLength(mailed)
    const connected = reloaded.call('CONNECT_DEVICE', {})
    const view = await shownView(reloaded)
    expect(view.querySelector('h1')?.textContent).toBe('Save your recovery code')
    const code = shownCode(view)
    expect(code).not.toBe(firstCode)
    expect(view.textContent).toContain(
      'Any recovery code you saw before for this wallet no longer works. Save this one.',
    )
    confirmSaved(view)
    expect(await connected).toEqual({})
    const { address } = await reloaded.call('GET_USER', {})

    // The code first shown opens nothing; the confirmed one opens the wallet.
    advance(31)
    const phone = setup()
    expect(await signIn(phone, 'alice@example.com')).toBe('VERIFY_DEVICE')
    const verified = phone.call('CONNECT_DEVICE', {})
    const verifyView = await shownView(phone)
    submitCode(verifyView, firstCode)
    await inlineError(verifyView, 'This recovery code does not match this wallet.')
    submitCode(verifyView, code)
    expect(await verified).toEqual({})
    expect((await phone.call('GET_USER', {})).address).toBe(address)
  })

  test('behavior: the server down for the upload; the same email later gets a whole wallet (creation.atomic)', async () => {
    let down = true
    const laptop = setup({
      fetchApi: async (input, init) => {
        if (down && isUpload(input, init)) throw new TypeError('fetch failed')
        return serverFetch(input, init)
      },
    })
    expect(await replyError(signIn(laptop, 'bob@example.com'))).toBe('An error occurred')
    expect(await keyShareRows()).toEqual([])
    expect(await replyError(laptop.call('GET_USER', {}))).not.toBe(undefined)
    down = false
    const { code, address } = await finishCreation(laptop, 'bob@example.com')
    await expectWhole(laptop, 'bob@example.com', code, address)
  })

  test('behavior: the upload arrives but every reply is lost; the same email later gets a whole wallet (creation.atomic)', async () => {
    let lost = true
    let uploads = 0
    const laptop = setup({
      fetchApi: async (input, init) => {
        const response = await serverFetch(input, init)
        if (isUpload(input, init)) {
          uploads += 1
          if (lost) throw new TypeError('network error: the reply did not arrive')
        }
        return response
      },
    })
    expect(await replyError(signIn(laptop, 'carol@example.com'))).toBe('An error occurred')
    // The frame retried the same upload; the server holds it pending, released to nobody.
    expect(uploads).toBeGreaterThan(1)
    const rows = await keyShareRows()
    expect(rows.map((row) => row.confirmed_at)).toEqual([null])
    const login = laptop.context.session.getSession()!
    expect(await fetchAuthShare(laptop.context.api, login)).toBeUndefined()
    lost = false
    const { code, address } = await finishCreation(laptop, 'carol@example.com')
    await expectWhole(laptop, 'carol@example.com', code, address)
  })

  test('behavior: one lost reply is retried within the same login (creation.idempotent)', async () => {
    let lose = 1
    const laptop = setup({
      fetchApi: async (input, init) => {
        const response = await serverFetch(input, init)
        if (isUpload(input, init) && lose > 0) {
          lose -= 1
          throw new TypeError('network error: the reply did not arrive')
        }
        return response
      },
    })
    expect(await signIn(laptop, 'dan@example.com')).toBe('VERIFY_DEVICE')
    const connected = laptop.call('CONNECT_DEVICE', {})
    const view = await shownView(laptop)
    const code = shownCode(view)
    // The retry replaced the server's copy of this very attempt: not a code seen before.
    expect(view.textContent).not.toContain('no longer works')
    confirmSaved(view)
    expect(await connected).toEqual({})
    const { address } = await laptop.call('GET_USER', {})
    await expectWhole(laptop, 'dan@example.com', code, address)
  })

  test('behavior: the device write fails; nothing reaches the server and the same email later gets a whole wallet (creation.atomic)', async () => {
    const { factory, state } = breakableIndexedDb()
    const laptop = setup({ indexedDB: factory })
    state.broken = true
    expect(await replyError(signIn(laptop, 'erin@example.com'))).toBe('An error occurred')
    expect(await keyShareRows()).toEqual([])
    state.broken = false
    const { code, address } = await finishCreation(laptop, 'erin@example.com')
    await expectWhole(laptop, 'erin@example.com', code, address)
  })

  test('behavior: the tab closed before the code was confirmed; another device starts over, and the first cannot confirm the old wallet (creation.atomic)', async () => {
    const laptop = setup()
    expect(await signIn(laptop, 'fay@example.com')).toBe('VERIFY_DEVICE')
    // The laptop's tab is closed here. The phone signs in with the same email: the wallet never
    // existed, so it is created there.
    const phone = setup()
    advance(31)
    expect(await signIn(phone, 'fay@example.com')).toBe('VERIFY_DEVICE')
    const { code, address } = await finishCreation(phone, 'fay@example.com')

    // The laptop's frame, still holding the first attempt, shows that code; Continue finds the
    // wallet replaced and turns the step into verifying this device with the confirmed code.
    const connected = laptop.call('CONNECT_DEVICE', {})
    const stale = await shownView(laptop)
    confirmSaved(stale)
    await vi.waitFor(() =>
      expect(laptop.surface.current()?.querySelector('h1')?.textContent).toBe('Verify this device'),
    )
    submitCode(laptop.surface.current()!, code)
    expect(await connected).toEqual({})
    expect((await laptop.call('GET_USER', {})).address).toBe(address)
    const [row] = await keyShareRows()
    expect(row?.eip155_address).toBe(address)
    const userId = laptop.context.session.getSession()!.userId
    expect(
      await createDeviceShareStore({ indexedDB: laptop.indexedDB, userId }).load(),
    ).toBeDefined()
  })

  test('behavior: another tab of the site reading the account does not replace a wallet being created (creation.atomic)', async () => {
    const tabA = setup()
    expect(await signIn(tabA, 'ivy@example.com')).toBe('VERIFY_DEVICE')
    const connected = tabA.call('CONNECT_DEVICE', {})
    const view = await shownView(tabA)
    const [pending] = await keyShareRows()
    // Tab B: the same browser (localStorage and IndexedDB of the frame origin), a page load that
    // restores the connection and sends a read.
    const tabB = setup({ storage: tabA.storage, indexedDB: tabA.indexedDB })
    expect(await replyError(tabB.call('GET_USER', {}))).toBe('This device is not verified yet.')
    expect(await replyError(tabB.call('RPC_REQUEST', { method: 'eth_accounts', params: [] }))).toBe(
      'This device is not verified yet.',
    )
    expect(await keyShareRows()).toEqual([pending])
    // Tab A's code is still the wallet's: confirming it connects both tabs.
    confirmSaved(view)
    expect(await connected).toEqual({})
    const { address } = await tabA.call('GET_USER', {})
    expect(address).toBe(pending?.eip155_address)
    expect((await tabB.call('GET_USER', {})).address).toBe(address)
  })

  test('behavior: persistent storage is asked for; when the browser refuses, the save view says so (T41)', async () => {
    const persist = vi.fn(async () => false)
    Object.defineProperty(window().navigator, 'storage', {
      value: { persist, persisted: async () => false },
      configurable: true,
    })
    try {
      const laptop = setup()
      expect(await signIn(laptop, 'gus@example.com')).toBe('VERIFY_DEVICE')
      const connected = laptop.call('CONNECT_DEVICE', {})
      const view = await shownView(laptop)
      const notice =
        'This browser may clear the wallet from this device. Your recovery code is then the only way back in.'
      await vi.waitFor(() => expect(view.textContent).toContain(notice))
      expect(persist).toHaveBeenCalled()
      confirmSaved(view)
      expect(await connected).toEqual({})

      persist.mockResolvedValue(true)
      const granted = setup()
      expect(await signIn(granted, 'hal@example.com')).toBe('VERIFY_DEVICE')
      const grantedConnected = granted.call('CONNECT_DEVICE', {})
      const grantedView = await shownView(granted)
      await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(2))
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(grantedView.textContent).not.toContain(notice)
      confirmSaved(grantedView)
      expect(await grantedConnected).toEqual({})
    } finally {
      Reflect.deleteProperty(window().navigator, 'storage')
    }
  })
})

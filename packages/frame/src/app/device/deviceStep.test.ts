// @vitest-environment node
// Node, not jsdom: the handlers talk to a real Latch server app (which does not load under the
// jsdom environment). The views are built in a jsdom window of their own and driven with real DOM
// events, as the frame's document would be.

import { databases } from '@latch/test/server'
import { base58, base64 } from '@scure/base'
import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, vi } from 'vitest'
import { createDeviceShareStore } from '../../keys/createDeviceShareStore.js'
import { createWalletSecret } from '../../keys/createWalletSecret.js'
import { recoverAccounts } from '../../keys/recoverAccounts.js'
import { decodeRecoveryShare, encodeRecoveryShare } from '../../keys/recoveryShareCodec.js'
import { splitSecret } from '../../keys/splitSecret.js'
import { expectEmailUser } from '../testing/expectEmailUser.js'
import { replyError } from '../testing/replyError.js'
import { useDeviceStepHarness } from '../testing/useDeviceStepHarness.js'
import { fetchAuthShare } from '../walletSetup.js'

const solanaChain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe.each(databases)('the device step against a Latch server ($name)', (database) => {
  const harness = useDeviceStepHarness(database)
  const { test, advance, serverFetch, replies, pendingStages, setup, signIn, shownView } = harness
  const { click, submitCode, inlineError, createWallet, keyShareRows } = harness
  const window = () => harness.window

  test('default: the first login shows the recovery code; Continue, once checked, connects', async () => {
    const laptop = setup()
    const writeText = vi.fn(async (_text: string) => {})
    Object.defineProperty(window().navigator, 'clipboard', {
      value: { writeText },
      configurable: true,
    })
    expect(await signIn(laptop, 'alice@example.com')).toBe('VERIFY_DEVICE')
    expect(await replyError(laptop.call('GET_USER', {}))).toBe('This device is not verified yet.')
    const recoveryShare = (() => {
      const wallet = laptop.context.session.getWallet()
      return wallet?.status === 'unconfirmed' ? wallet.recoveryShare : undefined
    })()
    expect(recoveryShare).toBeInstanceOf(Uint8Array)

    laptop.context.session.setTheme({ themeMode: 'dark' })
    const connected = laptop.call('CONNECT_DEVICE', {})
    const view = await shownView(laptop)
    expect(pendingStages).toEqual(['device'])
    expect(view.querySelector('h1')?.textContent).toBe('Save your recovery code')
    expect(view.dataset.theme).toBe('dark')
    expect(window().document.activeElement?.textContent).toBe('Copy')

    // The code shown decodes. Until it is confirmed, the server releases the AUTH share to no one.
    const shown = view.querySelector('.latch-device__code')?.textContent ?? ''
    expect(shown).toMatch(/^latch-r1-\S{3,4}( \S{3,4})+$/)
    const recovery = decodeRecoveryShare(shown)
    const [row] = await keyShareRows()
    expect(row?.confirmed_at).toBeNull()
    const login = laptop.context.session.getSession()!
    expect(await fetchAuthShare(laptop.context.api, login)).toBeUndefined()

    click(view.querySelector('.latch-device__button--secondary'))
    expect(writeText).toHaveBeenCalledWith(shown.replaceAll(' ', ''))
    await vi.waitFor(() =>
      expect(view.querySelector('.latch-device__button--secondary')?.textContent).toBe('Copied'),
    )

    const proceed = view.querySelector<HTMLButtonElement>('.latch-device__button--primary')!
    expect(proceed.disabled).toBe(true)
    click(proceed)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(laptop.surface.current()).toBe(view)
    click(view.querySelector('input[type="checkbox"]'))
    expect(proceed.disabled).toBe(false)
    click(proceed)
    expect(await connected).toEqual({})
    expect(laptop.surface.current()).toBeUndefined()
    expect(view.isConnected).toBe(false)
    // The recovery share is gone from memory, zero-filled.
    expect(recoveryShare!.every((byte) => byte === 0)).toBe(true)
    // Confirmed: the code shown recombines with the server's AUTH share into the address.
    expect((await keyShareRows())[0]?.confirmed_at).not.toBeNull()
    const auth = await fetchAuthShare(laptop.context.api, login)
    const { accounts } = await recoverAccounts(recovery, auth!.share, row!.eip155_address)
    expect(accounts.eip155.address).toBe(row!.eip155_address)

    const user = await laptop.call('GET_USER', {})
    expectEmailUser(user, { email: 'alice@example.com', address: row!.eip155_address })
    expect((await laptop.call('GET_USER', { chainId: solanaChain })).address).toBe(
      row!.solana_address,
    )
    // Nothing left to do: CONNECT_DEVICE answers at once, with no view and no PENDING.
    expect(await laptop.call('CONNECT_DEVICE', {})).toEqual({})
    expect(laptop.surface.current()).toBeUndefined()
    expect(pendingStages).toEqual(['device'])
    // A login on the same device later connects straight away.
    advance(31)
    expect(await signIn(setup({ indexedDB: laptop.indexedDB }), 'alice@example.com')).toBe(
      'CONNECT',
    )
  })

  test('behavior: a second device is verified with the code, then connects without it', async () => {
    const laptop = setup()
    const code = await createWallet(laptop, 'alice@example.com')
    const laptopUser = await laptop.call('GET_USER', {})
    const laptopSolana = await laptop.call('GET_USER', { chainId: solanaChain })
    const rowsBefore = JSON.stringify(await keyShareRows())

    advance(31)
    const phone = setup()
    expect(await signIn(phone, 'alice@example.com')).toBe('VERIFY_DEVICE')
    expect(await replyError(phone.call('GET_USER', {}))).toBe('This device is not verified yet.')
    const connected = phone.call('CONNECT_DEVICE', {})
    const view = await shownView(phone)
    expect(view.querySelector('h1')?.textContent).toBe('Verify this device')
    expect(window().document.activeElement).toBe(view.querySelector('input'))

    // A typo: the checksum fails.
    const compact = code.replaceAll(' ', '')
    const last = compact.at(-1) === '2' ? '3' : '2'
    submitCode(view, `${compact.slice(0, -1)}${last}`)
    await inlineError(view, 'This is not a recovery code.')
    // Another wallet's code: it decodes, but does not recombine into this wallet.
    const { recovery: otherShare } = await splitSecret(createWalletSecret())
    submitCode(view, encodeRecoveryShare(otherShare))
    await inlineError(view, 'This recovery code does not match this wallet.')
    expect(
      await createDeviceShareStore({ indexedDB: phone.indexedDB, userId: phoneUserId() }).load(),
    ).toBeUndefined()

    // The right one, as it was shown (in groups).
    submitCode(view, code)
    expect(await connected).toEqual({})
    expect(view.isConnected).toBe(false)
    expect(await phone.call('GET_USER', {})).toEqual(laptopUser)
    expect(await phone.call('GET_USER', { chainId: solanaChain })).toEqual(laptopSolana)
    // The server's share and addresses did not change; the phone now holds the RECOVERY share.
    expect(JSON.stringify(await keyShareRows())).toBe(rowsBefore)
    const saved = await createDeviceShareStore({
      indexedDB: phone.indexedDB,
      userId: phoneUserId(),
    }).load()
    expect(saved).toEqual(decodeRecoveryShare(code))

    // A third login, on that phone: CONNECT, without any code.
    expect(await phone.call('SIGN_OUT', {})).toEqual({})
    advance(31)
    const phoneAgain = setup({ indexedDB: phone.indexedDB })
    expect(await signIn(phoneAgain, 'alice@example.com')).toBe('CONNECT')
    expect((await phoneAgain.call('GET_USER', {})).address).toBe(laptopUser.address)
    expect(phoneAgain.surface.current()).toBeUndefined()

    // Canary: the code and the share are in no reply, PENDING stage or log line of any frame.
    const frames = [laptop, phone, phoneAgain]
    const logged = JSON.stringify(
      frames.flatMap(({ context }) => [
        vi.mocked(context.logger.debug).mock.calls,
        vi.mocked(context.logger.error).mock.calls,
      ]),
    )
    const posted = JSON.stringify([replies, pendingStages])
    const share = decodeRecoveryShare(code)
    for (const form of [
      compact,
      compact.slice('latch-r1-'.length),
      base58.encode(share),
      base64.encode(share),
      Buffer.from(share).toString('hex'),
    ]) {
      expect(posted).not.toContain(form)
      expect(logged).not.toContain(form)
    }

    function phoneUserId() {
      return phone.context.session.getSession()!.userId
    }
  })

  test('behavior: the views speak the language SYNC_THEME gave (German), replies stay English', async () => {
    const laptop = setup()
    expect(await laptop.call('SYNC_THEME', { themeMode: 'light', locale: 'de' })).toEqual({})
    expect(await signIn(laptop, 'alice@example.com')).toBe('VERIFY_DEVICE')
    const created = laptop.call('CONNECT_DEVICE', {})
    const saveView = await shownView(laptop)
    expect(saveView.lang).toBe('de')
    expect(saveView.querySelector('h1')?.textContent).toBe(
      'Speichere deinen Wiederherstellungscode',
    )
    expect(saveView.querySelector('.latch-device__button--secondary')?.textContent).toBe('Kopieren')
    expect(saveView.querySelector('label')?.textContent).toBe(
      'Ich habe meinen Wiederherstellungscode gespeichert',
    )
    const code = saveView.querySelector('.latch-device__code')?.textContent ?? ''
    click(saveView.querySelector('input[type="checkbox"]'))
    click(saveView.querySelector('.latch-device__button--primary'))
    expect(await created).toEqual({})

    advance(31)
    const phone = setup()
    expect(await phone.call('SYNC_THEME', { locale: 'de-AT' })).toEqual({})
    expect(await signIn(phone, 'alice@example.com')).toBe('VERIFY_DEVICE')
    // An error reply travels to the app in English: the host maps it.
    expect(await replyError(phone.call('GET_USER', {}))).toBe('This device is not verified yet.')
    const connected = phone.call('CONNECT_DEVICE', {})
    const verifyView = await shownView(phone)
    expect(verifyView.querySelector('h1')?.textContent).toBe('Dieses Gerät bestätigen')
    submitCode(verifyView, 'latch-r1-0000')
    await inlineError(verifyView, 'Das ist kein Wiederherstellungscode.')
    submitCode(verifyView, code)
    expect(await connected).toEqual({})
  })

  test('behavior: cleared storage (T41): email plus the recovery code give the same address', async () => {
    const laptop = setup()
    const code = await createWallet(laptop, 'alice@example.com')
    const { address } = await laptop.call('GET_USER', {})
    expect(await laptop.call('SIGN_OUT', {})).toEqual({})

    // The browser evicted the frame origin's IndexedDB.
    advance(31)
    const cleared = setup({ indexedDB: new IDBFactory() })
    expect(await signIn(cleared, 'alice@example.com')).toBe('VERIFY_DEVICE')
    const connected = cleared.call('CONNECT_DEVICE', {})
    submitCode(await shownView(cleared), code)
    expect(await connected).toEqual({})
    expect((await cleared.call('GET_USER', {})).address).toBe(address)
  })

  test('behavior: an abort takes the view down and saves nothing', async () => {
    const laptop = setup()
    const code = await createWallet(laptop, 'alice@example.com')

    advance(31)
    // The phone's AUTH share request can be held, to abort while the code is being checked.
    let hold: Promise<void> | undefined
    const phone = setup({
      fetchApi: async (input, init) => {
        if (String(input).includes('/key-shares/auth')) await hold
        return serverFetch(input, init)
      },
    })
    await signIn(phone, 'alice@example.com')
    const controller = new AbortController()
    const verifying = phone.call('CONNECT_DEVICE', {}, controller.signal)
    const view = await shownView(phone)
    controller.abort()
    await expect(verifying).rejects.toThrow()
    expect(phone.surface.current()).toBeUndefined()
    expect(view.isConnected).toBe(false)

    // Aborted while the right code is being checked: still nothing saved.
    let release!: () => void
    hold = new Promise((resolve) => {
      release = resolve
    })
    const checking = new AbortController()
    const verifyingAgain = phone.call('CONNECT_DEVICE', {}, checking.signal)
    submitCode(await shownView(phone), code)
    checking.abort()
    await expect(verifyingAgain).rejects.toThrow()
    expect(phone.surface.current()).toBeUndefined()
    release()
    await new Promise((resolve) => setTimeout(resolve, 100))
    const userId = phone.context.session.getSession()!.userId
    expect(await createDeviceShareStore({ indexedDB: phone.indexedDB, userId }).load()).toBe(
      undefined,
    )
    expect(phone.context.session.getWallet()?.status).toBe('needsDeviceVerification')
    expect(await replyError(phone.call('GET_USER', {}))).toBe('This device is not verified yet.')

    // A new wallet's view aborted: its recovery share is kept, and shown again next time.
    advance(31)
    const tablet = setup()
    expect(await signIn(tablet, 'bob@example.com')).toBe('VERIFY_DEVICE')
    const aborted = new AbortController()
    const saving = tablet.call('CONNECT_DEVICE', {}, aborted.signal)
    const first = (await shownView(tablet)).querySelector('.latch-device__code')?.textContent
    aborted.abort()
    await expect(saving).rejects.toThrow()
    expect(tablet.surface.current()).toBeUndefined()
    expect(await replyError(tablet.call('GET_USER', {}))).toBe('This device is not verified yet.')
    const again = tablet.call('CONNECT_DEVICE', {})
    const second = await shownView(tablet)
    expect(second.querySelector('.latch-device__code')?.textContent).toBe(first)
    click(second.querySelector('input[type="checkbox"]'))
    click(second.querySelector('.latch-device__button--primary'))
    expect(await again).toEqual({})
  })

  test('error: CONNECT_DEVICE without a login answers at once', async () => {
    const frame = setup()
    expect(await replyError(frame.call('CONNECT_DEVICE', {}))).toBe('You are not signed in.')
    expect(pendingStages).toEqual([])
    expect(frame.surface.current()).toBeUndefined()
  })

  test('behavior: a second CONNECT_DEVICE replaces the first, which ends', async () => {
    const frame = setup()
    await signIn(frame, 'alice@example.com')
    const first = replyError(frame.call('CONNECT_DEVICE', {}))
    const firstView = await shownView(frame)
    const second = frame.call('CONNECT_DEVICE', {})
    await vi.waitFor(() => expect(frame.surface.current()).not.toBe(firstView))
    expect(await first).toBe('Something went wrong')
    const view = frame.surface.current()!
    click(view.querySelector('input[type="checkbox"]'))
    click(view.querySelector('.latch-device__button--primary'))
    expect(await second).toEqual({})
  })
})

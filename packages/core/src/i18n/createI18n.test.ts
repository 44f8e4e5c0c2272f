import { describe, expect, test, vi } from 'vitest'

import { createI18n } from './createI18n.js'
import { latchCatalogue } from './latchCatalogue.js'
import de from './locales/de.json'

test('default', () => {
  const i18n = createI18n({ catalogue: latchCatalogue })
  expect(i18n.locale).toBe('en')
  expect(i18n.dir).toBe('ltr')
  expect(i18n.t('connect.title')).toBe('Connect wallet')
  expect(i18n.t('errors.network_not_found')).toBe('Network not found')
})

test('behavior: params are replaced', () => {
  const i18n = createI18n({ catalogue: latchCatalogue })
  expect(i18n.t('account.connected_with', { name: 'MetaMask' })).toBe('Connected with MetaMask')
  expect(i18n.t('button.account', { address: '0xf39F…2266', balance: 1.5 })).toBe(
    'Account 0xf39F…2266, balance 1.5',
  )
  // A missing param stays visible rather than turning into "undefined".
  expect(i18n.t('button.account', { address: '0x1' })).toBe('Account 0x1, balance %{balance}')
  // A param's value is not itself a template.
  expect(i18n.t('connect.wallet_label', { name: '%{name}' })).toBe('%{name}')
})

test('behavior: setLocale loads German for a regional tag', async () => {
  const i18n = createI18n({ catalogue: latchCatalogue })
  await i18n.setLocale('de-CH')
  expect(i18n.locale).toBe('de')
  expect(i18n.dir).toBe('ltr')
  expect(i18n.t('connect.title')).toBe('Wallet verbinden')
  expect(i18n.t('connecting.waiting', { name: 'Rabby' })).toBe('Weiter in Rabby')

  await i18n.setLocale('en-GB')
  expect(i18n.locale).toBe('en')
  expect(i18n.t('connect.title')).toBe('Connect wallet')
})

test('parameters: locale', async () => {
  const i18n = createI18n({ locale: 'de_AT', catalogue: latchCatalogue })
  await vi.waitFor(() => expect(i18n.locale).toBe('de'))
  expect(i18n.t('modal.close')).toBe('Schließen')
})

test('behavior: an unknown locale falls back to English', async () => {
  const i18n = createI18n({ catalogue: latchCatalogue })
  await i18n.setLocale('de')
  await i18n.setLocale('tlh')
  expect(i18n.locale).toBe('en')
  expect(i18n.t('connect.title')).toBe('Connect wallet')
})

test('behavior: a locale shows English for a key it lacks, never the raw key', async () => {
  const i18n = createI18n({ catalogue: latchCatalogue })
  await i18n.setLocale('de')
  // Simulate a catalogue that fell behind; the loaded German catalogue is this module object.
  const title = de.connect.title
  delete (de.connect as Partial<typeof de.connect>).title
  try {
    expect(i18n.t('connect.title')).toBe('Connect wallet')
    expect(i18n.t('connect.description')).toBe('Wähle, wie du dich verbinden möchtest.')
  } finally {
    de.connect.title = title
  }
})

test('behavior: an unknown key is shown as the key', () => {
  const i18n = createI18n({ catalogue: latchCatalogue })
  expect(i18n.t('nope.missing' as never)).toBe('nope.missing')
  expect(i18n.t('connect' as never)).toBe('connect')
})

test('behavior: dir', async () => {
  const i18n = createI18n({ catalogue: latchCatalogue })
  for (const [tag, dir] of [
    ['ar-EG', 'rtl'],
    ['he', 'rtl'],
    ['fa-IR', 'rtl'],
    ['de', 'ltr'],
    ['ja', 'ltr'],
  ] as const) {
    await i18n.setLocale(tag)
    expect([tag, i18n.locale, i18n.dir]).toEqual([tag, tag.slice(0, 2), dir])
  }
})

test('default: every file in ./locales is a language, with English', () => {
  const i18n = createI18n({ catalogue: latchCatalogue })
  expect(i18n.locales).toEqual(expect.arrayContaining(['en', 'de', 'ar', 'he', 'fa']))
  expect(i18n.locales.length).toBeGreaterThanOrEqual(21)
})

test('behavior: numbers in a text are written the locale’s way', async () => {
  const i18n = createI18n({ catalogue: latchCatalogue })
  expect(i18n.t('all_wallets.count', { count: 1234 })).toBe('1,234 wallets')
  await i18n.setLocale('de')
  expect(i18n.t('connect.all_wallets_count', { count: 1234 })).toBe('Alle Wallets (1.234)')
  await i18n.setLocale('fa')
  // Persian digits, as Intl writes them; a string value stays as it is.
  expect(i18n.t('all_wallets.count', { count: 12 })).toContain('۱۲')
  expect(i18n.t('account_data.nft_unnamed', { tokenId: '12' })).toContain('12')
})

test('behavior: listeners are told about a locale change', async () => {
  const i18n = createI18n({ catalogue: latchCatalogue })
  const listener = vi.fn()
  const unsubscribe = i18n.subscribe(listener)
  await i18n.setLocale('de')
  expect(listener).toHaveBeenCalledTimes(1)
  await i18n.setLocale('xx')
  expect(listener).toHaveBeenCalledTimes(2)
  unsubscribe()
  await i18n.setLocale('de')
  expect(listener).toHaveBeenCalledTimes(2)
})

// Regression test: this was a bug found while writing these tests.
test('behavior: the last setLocale wins', async () => {
  const i18n = createI18n({ catalogue: latchCatalogue })
  await Promise.all([i18n.setLocale('de'), i18n.setLocale('en')])
  expect(i18n.locale).toBe('en')
  expect(i18n.t('connect.title')).toBe('Connect wallet')
})

test('behavior: without a catalogue (a headless core), keys are shown', async () => {
  const i18n = createI18n()
  expect(i18n.t('connect.title')).toBe('connect.title')
  await i18n.setLocale('de')
  expect(i18n.locale).toBe('en')
})

test('behavior: a list of tags picks the first with words, region and script dropped', async () => {
  const i18n = createI18n({ catalogue: latchCatalogue })
  await i18n.setLocale(['pt-BR', 'en'])
  expect(i18n.locale).toBe('pt')
  await i18n.setLocale(['zh-Hant-TW'])
  expect(i18n.locale).toBe('zh')
  await i18n.setLocale([undefined, 'tlh', 'sw-KE', 'fr-CA', 'de'])
  expect(i18n.locale).toBe('fr')
  await i18n.setLocale([undefined, 'tlh'])
  expect(i18n.locale).toBe('en')
})

test('behavior: a language that fails to load reads in English', async () => {
  const i18n = createI18n({
    catalogue: {
      en: latchCatalogue.en,
      locales: { ar: () => Promise.reject(new Error('offline')) },
    },
  })
  await i18n.setLocale('ar')
  expect([i18n.locale, i18n.dir, i18n.t('connect.title')]).toEqual(['en', 'ltr', 'Connect wallet'])
})

describe('messages (a site’s own texts)', () => {
  const messages = {
    en: { connect: { title: 'Sign in' } },
    'de-DE': { connect: { title: 'Anmelden' } },
    sw: { connect: { title: 'Ingia' } },
  }

  test('default: a site’s text replaces Latch’s for its locale only', async () => {
    const i18n = createI18n({ catalogue: latchCatalogue, messages })
    expect(i18n.t('connect.title')).toBe('Sign in')
    expect(i18n.t('modal.close')).toBe('Close')
    await i18n.setLocale('de')
    expect(i18n.t('connect.title')).toBe('Anmelden')
    expect(i18n.t('modal.close')).toBe('Schließen')
    await i18n.setLocale('ja')
    expect(i18n.t('connect.title')).not.toBe('Sign in')
    expect(i18n.t('connect.title')).not.toBe('Connect wallet')
  })

  test('behavior: a locale only the site has words for is chosen, English filling the rest', async () => {
    const i18n = createI18n({ catalogue: latchCatalogue, messages })
    await i18n.setLocale('sw-KE')
    expect([i18n.locale, i18n.t('connect.title'), i18n.t('modal.close')]).toEqual([
      'sw',
      'Ingia',
      'Close',
    ])
  })

  test('behavior: two tags of one language both count, the first given first', async () => {
    const i18n = createI18n({
      catalogue: latchCatalogue,
      messages: {
        'pt-BR': { connect: { title: 'Entrar' } },
        'pt-PT': { connect: { title: 'Iniciar sessão', description: 'Escolha como entrar.' } },
      },
    })
    await i18n.setLocale('pt-PT')
    expect([i18n.t('connect.title'), i18n.t('connect.description')]).toEqual([
      'Entrar',
      'Escolha como entrar.',
    ])
  })

  test('behavior: placeholders of an override are filled', () => {
    const i18n = createI18n({
      catalogue: latchCatalogue,
      messages: { en: { account: { connected_with: 'Signed in through %{name}' } } },
    })
    expect(i18n.t('account.connected_with', { name: 'Rabby' })).toBe('Signed in through Rabby')
  })

  test('error: an unknown key, a wrong placeholder or a non-string is named', () => {
    const create = (messages: unknown) => () =>
      createI18n({ catalogue: latchCatalogue, messages: messages as never })
    expect(create({ en: { connect: { titel: 'x' } } })).toThrow(
      expect.objectContaining({
        name: 'InvalidOptionsError',
        message: expect.stringContaining('messages.en.connect.titel'),
      }),
    )
    expect(create({ ar: { account: { connected_with: 'متصل عبر %{wallet}' } } })).toThrow(
      /messages\.ar\.account\.connected_with.*%\{name\}/,
    )
    expect(create({ en: { account: { connected_with: 'Connected' } } })).toThrow(
      /messages\.en\.account\.connected_with/,
    )
    expect(create({ en: { connect: { title: 3 } } })).toThrow(
      /messages\.en\.connect\.title` must be a string/,
    )
    expect(create({ en: { connect: 'Sign in' } })).toThrow(/messages\.en\.connect` is a group/)
    expect(create({ 'not a tag': {} })).toThrow(/not a language tag/)
    expect(create(['en'])).toThrow(/`messages` must be an object/)
  })
})

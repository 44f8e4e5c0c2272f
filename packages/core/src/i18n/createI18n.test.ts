import { expect, test, vi } from 'vitest'

import { createI18n } from './createI18n.js'
import { latchCatalogue } from './latchCatalogue.js'
import de from './locales/de.json'
import en from './locales/en.json'

/** Every key of a catalogue, as dotted paths. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )
}

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
  await i18n.setLocale('fr-FR')
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
  // No right-to-left catalogue ships: Arabic falls back to English, which is laid out ltr.
  await i18n.setLocale('ar')
  expect(i18n.locale).toBe('en')
  expect(i18n.dir).toBe('ltr')
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

test('behavior: de.json has exactly the keys of en.json', () => {
  expect(keysOf(de).sort()).toEqual(keysOf(en).sort())
})

test('behavior: de.json keeps the placeholders of en.json', () => {
  const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort()
  const lookup = (tree: object, key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree)
  for (const key of keysOf(en))
    expect(placeholders(String(lookup(de, key))), key).toEqual(
      placeholders(String(lookup(en, key))),
    )
})

import { beforeAll, describe, expect, test } from 'vitest'
import {
  frameLanguage,
  frameLanguageAttributes,
  frameLanguages,
  frameTranslator,
  loadFrameLanguage,
  translate,
} from './translate.js'

describe('before a language is loaded', () => {
  test('default: its tag speaks English until its words arrive', async () => {
    expect(frameLanguage('de')).toBe('en')
    expect(translate('de', 'approval.approve')).toBe('Approve')
    await loadFrameLanguage('de-AT')
    expect(frameLanguageAttributes('de')).toEqual({ lang: 'de', dir: 'ltr' })
    expect(translate('de', 'approval.approve')).toBe('Bestätigen')
  })
})

describe('frameLanguage', () => {
  beforeAll(() => loadFrameLanguage('de'))

  test('default: German for de and de-*, in any case', () => {
    for (const locale of ['de', 'de-DE', 'de-CH', 'DE', 'De-at'])
      expect(frameLanguage(locale)).toBe('de')
  })

  test('behavior: a tag without words, or none, falls back to English', () => {
    for (const locale of ['en', 'en-GB', 'tlh', 'deu', 'den', 'x-de', '', undefined])
      expect(frameLanguage(locale)).toBe('en')
  })

  test('behavior: every file in ./locales is a language, English first', () => {
    expect(frameLanguages[0]).toBe('en')
    expect(frameLanguages).toEqual(expect.arrayContaining(['de', 'ar', 'he', 'fa']))
  })
})

describe('frameLanguageAttributes', () => {
  test('default: Arabic, Hebrew and Persian read right to left, German left to right', async () => {
    expect(frameLanguageAttributes('he')).toEqual({ lang: 'en', dir: 'ltr' })
    await Promise.all(['ar-EG', 'he', 'fa-IR', 'de'].map(loadFrameLanguage))
    expect(frameLanguageAttributes('ar-EG')).toEqual({ lang: 'ar', dir: 'rtl' })
    expect(frameLanguageAttributes('he')).toEqual({ lang: 'he', dir: 'rtl' })
    expect(frameLanguageAttributes('fa')).toEqual({ lang: 'fa', dir: 'rtl' })
    expect(frameLanguageAttributes('de')).toEqual({ lang: 'de', dir: 'ltr' })
    expect(frameLanguageAttributes(undefined)).toEqual({ lang: 'en', dir: 'ltr' })
    expect(translate('ar', 'approval.approve')).toBe('موافقة')
  })
})

describe('translate', () => {
  beforeAll(() => loadFrameLanguage('de'))

  test('default: the text in the locale’s language', () => {
    expect(translate('de', 'approval.approve')).toBe('Bestätigen')
    expect(translate('de-CH', 'device.continue')).toBe('Weiter')
    expect(translate('en', 'approval.approve')).toBe('Approve')
    expect(translate(undefined, 'approval.reject')).toBe('Reject')
  })

  test('behavior: an unknown locale falls back to English', () => {
    expect(translate('tlh', 'device.verifyTitle')).toBe('Verify this device')
  })

  test('behavior: placeholders are filled; a missing value leaves its placeholder', () => {
    expect(translate('en', 'approval.section.call', { index: 1, count: 3 })).toBe('Call 1 of 3')
    expect(translate('de', 'approval.section.call', { index: 1, count: 3 })).toBe('Aufruf 1 von 3')
    expect(translate('en', 'approval.section.call', { index: 1 })).toBe('Call 1 of %{count}')
  })

  test('behavior: a value is inserted as it is, never expanded or read as a pattern', () => {
    expect(
      translate('en', 'approval.title.sendTransactionAction', { action: "%{action} $& $' <b>" }),
    ).toBe("Send transaction: %{action} $& $' <b>")
  })

  test('behavior: a number is written in the language’s digits, a string as it is', async () => {
    await loadFrameLanguage('fa')
    expect(translate('fa', 'approval.section.call', { index: 1, count: 3 })).toBe('فراخوانی ۱ از ۳')
    expect(translate('fa', 'approval.value.neverExpires', { value: '281474976710655' })).toBe(
      '281474976710655 (بدون انقضا)',
    )
  })

  test('behavior: frameTranslator binds the locale', () => {
    const t = frameTranslator('de')
    expect(t('approval.title.signTransactions', { count: 2 })).toBe('2 Transaktionen signieren')
  })
})

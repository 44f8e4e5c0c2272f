import { describe, expect, test } from 'vitest'
import { frameMessagesDe } from './frameMessages.de.js'
import { type FrameMessageKey, frameMessagesEn } from './frameMessages.en.js'
import { frameLanguage, frameTranslator, translate } from './translate.js'

const placeholders = (text: string) =>
  [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('the frame catalogues', () => {
  test('default: every key exists in English and German, and nothing else', () => {
    expect(Object.keys(frameMessagesDe).sort()).toEqual(Object.keys(frameMessagesEn).sort())
  })

  test('behavior: a German text fills the same placeholders as the English one', () => {
    for (const key of Object.keys(frameMessagesEn) as FrameMessageKey[])
      expect([key, placeholders(frameMessagesDe[key])]).toEqual([
        key,
        placeholders(frameMessagesEn[key]),
      ])
  })

  test('behavior: no text is empty, and German is not English copied', () => {
    for (const key of Object.keys(frameMessagesEn) as FrameMessageKey[]) {
      expect(frameMessagesEn[key].trim()).not.toBe('')
      expect(frameMessagesDe[key].trim()).not.toBe('')
    }
    const different = (Object.keys(frameMessagesEn) as FrameMessageKey[]).filter(
      (key) => frameMessagesDe[key] !== frameMessagesEn[key],
    )
    // Only technical names (Nonce, Salt, Token, Permit…) read the same in both.
    expect(different.length / Object.keys(frameMessagesEn).length).toBeGreaterThan(0.85)
  })
})

describe('frameLanguage', () => {
  test('default: German for de and de-*, in any case', () => {
    for (const locale of ['de', 'de-DE', 'de-CH', 'DE', 'De-at'])
      expect(frameLanguage(locale)).toBe('de')
  })

  test('behavior: any other tag, or none, falls back to English', () => {
    for (const locale of ['en', 'en-GB', 'fr', 'deu', 'den', 'x-de', '', undefined])
      expect(frameLanguage(locale)).toBe('en')
  })
})

describe('translate', () => {
  test('default: the text in the locale’s language', () => {
    expect(translate('de', 'approval.approve')).toBe('Bestätigen')
    expect(translate('de-CH', 'device.continue')).toBe('Weiter')
    expect(translate('en', 'approval.approve')).toBe('Approve')
    expect(translate(undefined, 'approval.reject')).toBe('Reject')
  })

  test('behavior: an unknown locale falls back to English', () => {
    expect(translate('fr-FR', 'device.verifyTitle')).toBe('Verify this device')
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

  test('behavior: frameTranslator binds the locale', () => {
    const t = frameTranslator('de')
    expect(t('approval.title.signTransactions', { count: 2 })).toBe('2 Transaktionen signieren')
  })
})

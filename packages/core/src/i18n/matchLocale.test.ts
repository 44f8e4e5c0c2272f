import { expect, test } from 'vitest'
import { matchLocale } from './matchLocale.js'

const supported = ['en', 'pt', 'zh', 'fr', 'de', 'ar']

test('default: the first preferred tag with words wins, through its shorter forms', () => {
  expect(matchLocale(['pt-BR', 'en'], supported)).toBe('pt')
  expect(matchLocale(['zh-Hant-TW'], supported)).toBe('zh')
  expect(matchLocale(['sw', 'fr-CA', 'de'], supported)).toBe('fr')
})

test('behavior: case and underscores do not matter; the supported spelling is returned', () => {
  expect(matchLocale(['AR_eg'], supported)).toBe('ar')
  expect(matchLocale(['PT-br'], ['en', 'pt-BR', 'pt'])).toBe('pt-BR')
})

test('behavior: a regional tag that is supported wins over its language', () => {
  expect(matchLocale(['pt-BR'], ['pt', 'pt-BR'])).toBe('pt-BR')
  expect(matchLocale(['pt-PT'], ['pt', 'pt-BR'])).toBe('pt')
})

test('behavior: nothing matches → undefined; missing tags are skipped', () => {
  expect(matchLocale([undefined, 'tlh', ''], supported)).toBeUndefined()
  expect(matchLocale([], supported)).toBeUndefined()
})

import { expect, test } from 'vitest'
import { toSearchName } from './toSearchName.js'

test('default', () => {
  expect(toSearchName('MetaMask')).toBe('metamask')
  expect(toSearchName('Lédger  Lîve')).toBe('ledger live')
  expect(toSearchName("D'CENT Wallet")).toBe("d'cent wallet")
  expect(toSearchName('ＦＵＬＬ width')).toBe('full width')
  expect(toSearchName('Çoin98 Ü')).toBe('coin98 u')
  expect(toSearchName('  spaced\tout ')).toBe('spaced out')
})

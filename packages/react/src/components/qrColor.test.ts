import { afterEach, beforeEach, expect, type MockInstance, test, vi } from 'vitest'
import { qrColor } from './qrColor.js'

let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => warn.mockRestore())

test('default: black without a site colour', () => {
  expect(qrColor({})).toBe('#000')
})

test('behavior: both spellings, --apkt-qr-color winning', () => {
  expect(qrColor({ '--w3m-qr-color': '#123456' })).toBe('#123456')
  expect(qrColor({ '--apkt-qr-color': '#262', '--w3m-qr-color': '#123456' })).toBe('#262')
  // A colour the browser resolves itself (a name, hsl()) is trusted.
  expect(qrColor({ '--w3m-qr-color': 'navy' })).toBe('navy')
  expect(warn).not.toHaveBeenCalled()
})

test('behavior: a colour too light to scan on white stays black, with one warning per colour', () => {
  expect(qrColor({ '--w3m-qr-color': '#ffee00' })).toBe('#000')
  expect(qrColor({ '--apkt-qr-color': '#ffee00' })).toBe('#000')
  expect(qrColor({ '--w3m-qr-color': 'rgb(250, 250, 250)' })).toBe('#000')
  expect(qrColor({ '--w3m-qr-color': '#3b3' })).toBe('#000')
  expect(warn.mock.calls.map(([message]) => message)).toEqual([
    'Latch: the QR colour "#ffee00" (--w3m-qr-color) is too light to scan on the code\'s white background; it stays black.',
    'Latch: the QR colour "rgb(250, 250, 250)" (--w3m-qr-color) is too light to scan on the code\'s white background; it stays black.',
    'Latch: the QR colour "#3b3" (--w3m-qr-color) is too light to scan on the code\'s white background; it stays black.',
  ])
})

import { expect, test } from 'vitest'
import { themeStyle } from './themeStyle.js'

test('default', () => {
  expect(
    themeStyle({
      '--w3m-accent': '#ff0066',
      '--w3m-z-index': 50,
      '--w3m-color-mix': '#00BB7F',
      '--w3m-color-mix-strength': 20,
    }),
  ).toEqual({
    '--latch-accent': '#ff0066',
    '--latch-z-index': '50',
    '--latch-color-mix': '#00BB7F',
    '--latch-color-mix-strength': '20%',
  })
})

test('behavior: every AppKit variable in the --apkt-* spelling', () => {
  expect(
    themeStyle({
      '--apkt-font-family': 'Inter, sans-serif',
      '--apkt-accent': '#00BB7F',
      '--apkt-color-mix': '#00BB7F',
      '--apkt-color-mix-strength': 40,
      '--apkt-font-size-master': '9px',
      '--apkt-border-radius-master': '2px',
      '--apkt-z-index': 1000,
    }),
  ).toEqual({
    '--latch-font-family': 'Inter, sans-serif',
    '--latch-accent': '#00BB7F',
    '--latch-color-mix': '#00BB7F',
    '--latch-color-mix-strength': '40%',
    '--latch-font-size-master': '9px',
    '--latch-radius-master': '2px',
    '--latch-z-index': '1000',
  })
})

test('behavior: --apkt-* wins over --w3m-* where both are set, whatever the order', () => {
  expect(themeStyle({ '--apkt-accent': '#111111', '--w3m-accent': '#222222' })).toEqual({
    '--latch-accent': '#111111',
  })
})

test('behavior: the mix strength is a percentage from 0 to 100, and needs a colour', () => {
  expect(themeStyle({ '--w3m-color-mix': 'red', '--w3m-color-mix-strength': 140 })).toEqual({
    '--latch-color-mix': 'red',
    '--latch-color-mix-strength': '100%',
  })
  expect(
    themeStyle({ '--w3m-color-mix': 'red', '--w3m-color-mix-strength': 'lots' as never }),
  ).toEqual({
    '--latch-color-mix': 'red',
  })
  expect(themeStyle({ '--w3m-color-mix-strength': 40 })).toEqual({})
})

test('behavior: characters that could end a declaration are removed', () => {
  const style = themeStyle({ '--w3m-font-family': 'Inter; } body { display: none <script>' })
  expect(style['--latch-font-family']).toBe('Inter  body  display: none script')
})

test('behavior: unknown variables are ignored', () => {
  expect(themeStyle({ '--evil': 'x' } as never)).toEqual({})
})

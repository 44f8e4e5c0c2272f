import { expect, test } from 'vitest'
import { themeStyle } from './themeStyle.js'

test('default', () => {
  expect(
    themeStyle({ '--w3m-accent': '#ff0066', '--w3m-z-index': 50, '--w3m-color-mix-strength': 20 }),
  ).toEqual({
    '--latch-accent': '#ff0066',
    '--latch-z-index': '50',
    '--latch-color-mix-strength': '20%',
  })
})

test('behavior: characters that could end a declaration are removed', () => {
  const style = themeStyle({ '--w3m-font-family': 'Inter; } body { display: none <script>' })
  expect(style['--latch-font-family']).toBe('Inter  body  display: none script')
})

test('behavior: unknown variables are ignored', () => {
  expect(themeStyle({ '--evil': 'x' } as never)).toEqual({})
})

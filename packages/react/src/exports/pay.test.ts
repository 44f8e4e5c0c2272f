import { expect, test } from 'vitest'
import * as exports from './pay.js'

// The public surface: any export added or removed shows up in review.
test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "openPay",
      "pay",
      "useAvailableExchanges",
      "useExchangeBuyStatus",
      "usePay",
      "usePayUrlActions",
    ]
  `)
})

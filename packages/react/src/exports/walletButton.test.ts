import { expect, test } from 'vitest'
import * as exports from './walletButton.js'

// The public surface: any export added or removed shows up in review.
test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "useAppKitWallet",
    ]
  `)
})

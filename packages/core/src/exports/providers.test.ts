import { expect, test } from 'vitest'
import * as exports from './providers.js'

// The public surface: any export added or removed shows up in review.
test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "ProviderRpcError",
      "createEip1193Events",
      "parseHexChainId",
      "providerRpcErrorCodes",
      "toEip1193Provider",
    ]
  `)
})

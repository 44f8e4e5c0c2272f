import { expect, test } from 'vitest'
import * as exports from './providers.js'

// The public surface: any export added or removed shows up in review.
test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "createEip1193Events",
      "ProviderRpcError",
      "parseHexChainId",
      "providerRpcErrorCodes",
      "toEip1193Provider",
    ]
  `)
})

import { expect, test } from 'vitest'

import { defineDevnetNetwork } from './defineDevnetNetwork.js'

test('default', () => {
  expect(
    defineDevnetNetwork({ chainId: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:8545' }),
  ).toMatchInlineSnapshot(`
    {
      "caipNetworkId": "eip155:31337",
      "chainNamespace": "eip155",
      "id": 31337,
      "name": "Devnet",
      "nativeCurrency": {
        "decimals": 18,
        "name": "Ether",
        "symbol": "ETH",
      },
      "rpcUrls": {
        "default": {
          "http": [
            "http://127.0.0.1:8545",
          ],
        },
      },
      "testnet": true,
    }
  `)
})

test('behavior: no block explorer', () => {
  const network = defineDevnetNetwork({ chainId: 1337, name: 'Hardhat', rpcUrl: 'http://x' })
  expect(network.blockExplorers).toBeUndefined()
})

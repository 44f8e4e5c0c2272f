import { expect, test } from 'vitest'
import * as exports from './index.js'

// The public surface: any export added or removed shows up in review.
test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "AppKitAccountButton",
      "AppKitButton",
      "AppKitConnectButton",
      "AppKitNetworkButton",
      "AppKitProvider",
      "LatchNotCreatedError",
      "LatchProvider",
      "createAppKit",
      "useAppKit",
      "useAppKitAccount",
      "useAppKitBalance",
      "useAppKitConnection",
      "useAppKitConnections",
      "useAppKitEvents",
      "useAppKitNetwork",
      "useAppKitProvider",
      "useAppKitSIWX",
      "useAppKitSiwx",
      "useAppKitState",
      "useAppKitTheme",
      "useAppKitUpdateEmail",
      "useAppKitWallets",
      "useConfig",
      "useDisconnect",
      "useWalletInfo",
    ]
  `)
})

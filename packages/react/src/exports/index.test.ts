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
      "LatchNotCreatedError",
      "LatchProvider",
      "createAppKit",
      "openPay",
      "pay",
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
      "useAppKitWallet",
      "useAppKitWallets",
      "useAvailableExchanges",
      "useConfig",
      "useDisconnect",
      "useExchangeBuyStatus",
      "usePay",
      "usePayUrlActions",
      "useWalletInfo",
    ]
  `)
})

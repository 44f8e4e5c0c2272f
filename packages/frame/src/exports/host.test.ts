import { expect, test } from 'vitest'
import * as exports from './host.js'

// The public surface: any export added or removed shows up in review.
test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "FrameLoadError",
      "FrameNotSetError",
      "FrameRequestAbortedError",
      "FrameRequestError",
      "FrameRequestTimeoutError",
      "InvalidFrameOriginError",
      "ProviderRpcError",
      "approvalRpcMethods",
      "createAuthConnector",
      "createAuthEip1193Provider",
      "createAuthSolanaProvider",
      "createFrameClient",
      "frameErrorMessages",
      "frameOtherRequestTimeoutMs",
      "interactiveRequestCapMs",
      "isSafeRpcMethod",
      "notAllowedNoticeDelayMs",
      "providerRpcErrorCodes",
      "safeRpcMethods",
      "syncFrameWithModal",
      "timedFrameRequestTypes",
      "unansweredTimeoutsBeforeRebuild",
    ]
  `)
})

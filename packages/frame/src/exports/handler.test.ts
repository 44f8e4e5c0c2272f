import { expect, test } from 'vitest'
import * as exports from './handler.js'

// The public surface: any export added or removed shows up in review.
test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "FrameReplyError",
      "createFrameMessageHandler",
      "frameErrorCodes",
      "frameReplyMessages",
      "frameRequestTypes",
      "getParentOrigin",
      "isFrameErrorCode",
      "isFrameRequestType",
      "isPlainData",
      "isSafeRpcMethod",
      "maxMessageBytes",
      "maxMessageDepth",
      "pendingHeartbeatMs",
      "requestSchemas",
      "safeRpcMethods",
      "seenIdsLimit",
    ]
  `)
})

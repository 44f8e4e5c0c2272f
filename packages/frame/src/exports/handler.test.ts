import { expect, test } from 'vitest'
import * as exports from './handler.js'

// The public surface: any export added or removed shows up in review.
test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "FrameReplyError",
      "approvalRpcMethods",
      "classifyRpcMethod",
      "createFrameMessageHandler",
      "frameErrorCodes",
      "frameReplyCodes",
      "frameReplyMessages",
      "frameRequestTypes",
      "getParentOrigin",
      "isFrameErrorCode",
      "isFrameRequestType",
      "isPlainData",
      "isSafeRpcMethod",
      "isServerReplyCode",
      "maxBatchCalls",
      "maxMessageBytes",
      "maxMessageDepth",
      "pendingHeartbeatMs",
      "requestSchemas",
      "rpcMethodTable",
      "safeRpcMethods",
      "seenIdsLimit",
    ]
  `)
})

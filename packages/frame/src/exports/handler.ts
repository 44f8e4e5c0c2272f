// biome-ignore lint/performance/noBarrelFile: entrypoint module
export {
  type CreateFrameMessageHandlerParameters,
  createFrameMessageHandler,
  type FrameHandlerContext,
  type FrameMessageHandler,
  type FrameRefusalReason,
  FrameReplyError,
  type FrameReplyErrorType,
  type FrameRequestHandlers,
  frameReplyMessages,
  pendingHeartbeatMs,
  seenIdsLimit,
} from '../handler/createFrameMessageHandler.js'
export { frameErrorCodes, isFrameErrorCode } from '../handler/frameErrorCodes.js'
export { getParentOrigin } from '../handler/getParentOrigin.js'
export { isPlainData, maxMessageBytes, maxMessageDepth } from '../handler/isPlainData.js'
export { frameRequestTypes, isFrameRequestType, requestSchemas } from '../handler/requestSchemas.js'
export { isSafeRpcMethod, safeRpcMethods } from '../rpc/safeRpcMethods.js'

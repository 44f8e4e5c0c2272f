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
  frameReplyCodes,
  frameReplyMessages,
  pendingHeartbeatMs,
  seenIdsLimit,
} from '../handler/createFrameMessageHandler.js'
export {
  frameErrorCodes,
  isFrameErrorCode,
  isServerReplyCode,
} from '../handler/frameErrorCodes.js'
export { getParentOrigin } from '../handler/getParentOrigin.js'
export { isPlainData, maxMessageBytes, maxMessageDepth } from '../handler/isPlainData.js'
export { frameRequestTypes, isFrameRequestType, requestSchemas } from '../handler/requestSchemas.js'
export { maxBatchCalls } from '../rpcMethods/rpcLimits.js'
export {
  approvalRpcMethods,
  classifyRpcMethod,
  isSafeRpcMethod,
  type RpcMethodKind,
  rpcMethodTable,
  safeRpcMethods,
} from '../rpcMethods/rpcMethods.js'

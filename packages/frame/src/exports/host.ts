// biome-ignore lint/performance/noBarrelFile: entrypoint module
export {
  FrameLoadError,
  type FrameLoadErrorType,
  FrameNotSetError,
  type FrameNotSetErrorType,
  FrameRequestAbortedError,
  type FrameRequestAbortedErrorType,
  FrameRequestError,
  type FrameRequestErrorType,
  FrameRequestTimeoutError,
  type FrameRequestTimeoutErrorType,
  frameErrorMessages,
  InvalidFrameOriginError,
  type InvalidFrameOriginErrorType,
} from '../errors.js'
export {
  type CreateFrameClientParameters,
  createFrameClient,
  type FrameClient,
  type FrameRequestOptions,
  interactiveRequestCapMs,
  timedFrameRequestTypes,
} from '../host/createFrameClient.js'
export { isSafeRpcMethod, safeRpcMethods } from '../rpc/safeRpcMethods.js'

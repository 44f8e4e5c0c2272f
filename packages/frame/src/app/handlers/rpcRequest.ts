import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'
import { createRpcRequestHandler } from '../rpc/createRpcRequestHandler.js'

/** RPC_REQUEST: reads, local answers and approved signatures (see `createRpcRequestHandler`). */
export function rpcRequest(context: FrameAppContext): FrameRequestHandler<'RPC_REQUEST'> {
  return createRpcRequestHandler(context)
}

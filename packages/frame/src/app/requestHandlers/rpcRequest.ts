import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'

/**
 * RPC_REQUEST: reads, local answers and approved signatures (see `createRpcRequestHandler`). Its
 * code (the decoders, viem's encoders, the signer) is fetched by the frame on the first request,
 * so the login, which every visitor who opens the modal loads, stays small. One handler serves
 * every request: it holds the approval queue and the batches sent.
 */
export function rpcRequest(context: FrameAppContext): FrameRequestHandler<'RPC_REQUEST'> {
  let handler: Promise<FrameRequestHandler<'RPC_REQUEST'>> | undefined
  return (payload, handlerContext) => {
    if (!handler) {
      const loading = import('../rpc/createRpcRequestHandler.js').then((module) =>
        module.createRpcRequestHandler(context),
      )
      // A chunk that failed to load (offline) is fetched again on the next request.
      loading.catch(() => {
        if (handler === loading) handler = undefined
      })
      handler = loading
    }
    return handler.then((handle) => handle(payload, handlerContext))
  }
}

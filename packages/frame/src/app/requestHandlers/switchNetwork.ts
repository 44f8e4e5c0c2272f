import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'

/** SWITCH_NETWORK: stores the network as the last one, for GET_CHAIN_ID and the next visit. */
export function switchNetwork(context: FrameAppContext): FrameRequestHandler<'SWITCH_NETWORK'> {
  return async ({ chainId }) => {
    context.session.setChainId(chainId)
    return { chainId }
  }
}

import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'
import { appReplyError } from '../frameAppMessages.js'

/** GET_CHAIN_ID: the last network, as stored by SWITCH_NETWORK or the `chainId` source parameter. */
export function getChainId(context: FrameAppContext): FrameRequestHandler<'GET_CHAIN_ID'> {
  return async () => {
    const chainId = context.session.getChainId()
    if (chainId === undefined) throw appReplyError('noNetwork')
    return { chainId }
  }
}

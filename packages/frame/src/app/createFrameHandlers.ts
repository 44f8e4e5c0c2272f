import type { FrameRequestHandlers } from '@latch/frame/handler'
import type { FrameAppContext } from './frameAppContext.js'
import { connectDevice } from './requestHandlers/connectDevice.js'
import { connectEmail } from './requestHandlers/connectEmail.js'
import { connectFarcaster } from './requestHandlers/connectFarcaster.js'
import { connectOtp } from './requestHandlers/connectOtp.js'
import { connectSocial } from './requestHandlers/connectSocial.js'
import { getChainId } from './requestHandlers/getChainId.js'
import { getFarcasterUri } from './requestHandlers/getFarcasterUri.js'
import { getSocialRedirectUri } from './requestHandlers/getSocialRedirectUri.js'
import { getUser } from './requestHandlers/getUser.js'
import { isConnected } from './requestHandlers/isConnected.js'
import { reload } from './requestHandlers/reload.js'
import { rpcRequest } from './requestHandlers/rpcRequest.js'
import { signOut } from './requestHandlers/signOut.js'
import { switchNetwork } from './requestHandlers/switchNetwork.js'
import { syncDappData } from './requestHandlers/syncDappData.js'
import { syncTheme } from './requestHandlers/syncTheme.js'
import { updateEmail } from './requestHandlers/updateEmail.js'
import { updateEmailPrimaryOtp } from './requestHandlers/updateEmailPrimaryOtp.js'
import { updateEmailSecondaryOtp } from './requestHandlers/updateEmailSecondaryOtp.js'

/**
 * The frame app's request handlers. Most only call the Latch API or read and write the frame's
 * state. Three wait on the visitor and post PENDING heartbeats meanwhile: CONNECT_DEVICE (save or
 * enter the recovery code in the frame's own view), RPC_REQUEST for the methods that need an
 * approval, and CONNECT_FARCASTER (the approval in the Farcaster app). ABORT_REQUEST is built
 * into the message handler.
 *
 * Left unset, so the app is told 'This feature is not enabled' until their issues land:
 * GET_SMART_ACCOUNT_ENABLED_NETWORKS, INIT_SMART_ACCOUNT and SET_PREFERRED_ACCOUNT.
 *
 * @example
 * const handlers = createFrameHandlers({ api, session, logger, reload, rpcUrls, surface })
 */
export function createFrameHandlers(context: FrameAppContext): FrameRequestHandlers {
  return {
    CONNECT_EMAIL: connectEmail(context),
    CONNECT_OTP: connectOtp(context),
    GET_SOCIAL_REDIRECT_URI: getSocialRedirectUri(context),
    CONNECT_SOCIAL: connectSocial(context),
    GET_FARCASTER_URI: getFarcasterUri(context),
    CONNECT_FARCASTER: connectFarcaster(context),
    IS_CONNECTED: isConnected(context),
    SIGN_OUT: signOut(context),
    GET_CHAIN_ID: getChainId(context),
    SWITCH_NETWORK: switchNetwork(context),
    SYNC_THEME: syncTheme(context),
    SYNC_DAPP_DATA: syncDappData(context),
    UPDATE_EMAIL: updateEmail(context),
    UPDATE_EMAIL_PRIMARY_OTP: updateEmailPrimaryOtp(context),
    UPDATE_EMAIL_SECONDARY_OTP: updateEmailSecondaryOtp(context),
    RELOAD: reload(context),
    GET_USER: getUser(context),
    CONNECT_DEVICE: connectDevice(context),
    RPC_REQUEST: rpcRequest(context),
  }
}

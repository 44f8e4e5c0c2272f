import { farcasterStartResponseSchema } from '../authResponseSchemas.js'
import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'

/**
 * GET_FARCASTER_URI: starts a Sign In With Farcaster at the Latch server and answers the
 * channel's deep link, which the modal shows as a QR code and a link, with its expiry. The
 * message the Farcaster user signs names the site: its origin is the verified parent origin,
 * never a value the page sends (the server checks the project's origins too). The read token,
 * which turns the approved channel into a session, stays in the frame's storage for
 * CONNECT_FARCASTER (SECURITY.md T24); a new start replaces one in flight.
 */
export function getFarcasterUri(
  context: FrameAppContext,
): FrameRequestHandler<'GET_FARCASTER_URI'> {
  return async (_payload, { origin }) => {
    const started = await context.api.request({
      method: 'POST',
      path: '/auth/v1/farcaster/start',
      body: { siweUri: origin },
      schema: farcasterStartResponseSchema,
    })
    context.session.setPendingFarcaster({
      channelToken: started.channelToken,
      readToken: started.readToken,
      expiresAt: Date.parse(started.expiresAt),
    })
    return { url: started.url, expiresAt: started.expiresAt }
  }
}

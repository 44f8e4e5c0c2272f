/** The deep link Farcaster's relay answers, the default of `FARCASTER_SIGN_IN_URL`. */
const defaultFarcasterSignInUrl = 'https://farcaster.xyz/~/siwf'

/**
 * The deep link a Farcaster client opens for a channel: `signInUrl` (`FARCASTER_SIGN_IN_URL`, or
 * Farcaster's own) with `?channelToken=`. The relay's answers and the frame's Farcaster login
 * hand out the same link, so a channel reads the same wherever it was opened.
 */
export function farcasterDeepLink(signInUrl: string | undefined, channelToken: string): string {
  const url = new URL(signInUrl ?? defaultFarcasterSignInUrl)
  url.searchParams.set('channelToken', channelToken)
  return url.toString()
}

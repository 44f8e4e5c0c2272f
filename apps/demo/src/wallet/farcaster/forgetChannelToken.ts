/**
 * Removes a Farcaster channel token from the address bar once it was read: it names a sign-in
 * in progress, and should not stay in the history or be shared with a screenshot of the page.
 */
export function forgetChannelToken(): void {
  const url = new URL(location.href)
  url.searchParams.delete('channelToken')
  history.replaceState(history.state, '', url)
}

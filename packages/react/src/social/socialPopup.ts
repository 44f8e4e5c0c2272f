/** The query parameters the provider's return carries (the Latch server adds them). */
export const socialResultParameter = 'latch_social_result'
export const socialProviderParameter = 'latch_social_provider'

/**
 * The URL a window came back to, when it is a page of this site carrying a sign-in result;
 * `undefined` while it is elsewhere (reading another origin's location throws).
 */
export function readReturnedUrl(target: Window): string | undefined {
  try {
    const href = target.location.href
    const url = new URL(href)
    return url.origin === location.origin && url.searchParams.has(socialResultParameter)
      ? href
      : undefined
  } catch {
    return undefined
  }
}

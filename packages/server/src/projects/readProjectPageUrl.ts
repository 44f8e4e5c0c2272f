import { isOriginAllowed } from '@latch/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { ApiError } from '../errors.js'
import { getProjectOrigins } from './getProjectOrigins.js'

/**
 * A URL a login sends the visitor to or names as the site (a social login's return page, a
 * Farcaster sign-in's URI), checked to be a page of the project: http(s), no credentials, on one
 * of its allowed origins, so no login can be turned into an open redirect or be made for
 * another site. Refused with 400 `invalid_return_url`, the message naming it as `label`.
 *
 * @example
 * const page = await readProjectPageUrl(db, 'demo', body.returnUrl, 'return URL')
 */
export async function readProjectPageUrl(
  db: Kysely<Database>,
  projectId: string,
  value: string,
  label: string,
): Promise<URL> {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ApiError(400, 'invalid_return_url', `The ${label} is not a URL.`)
  }
  const origins = (await getProjectOrigins(db, projectId)) ?? []
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username !== '' ||
    url.password !== '' ||
    !isOriginAllowed(url.origin, origins)
  )
    throw new ApiError(
      400,
      'invalid_return_url',
      `The ${label} must be on one of the project’s allowed origins.`,
    )
  return url
}

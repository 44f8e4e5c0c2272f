import { Hono } from 'hono'
import { validator } from 'hono/validator'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { Database } from '../db/schema.js'
import { NotFoundError } from '../errors.js'
import type { AppEnv } from '../http/appEnv.js'
import { etagMatches } from '../http/etagMatches.js'
import { idPattern, idRule } from '../http/idPattern.js'
import { parseInput } from '../http/parseInput.js'
import { getImage } from '../images/getImage.js'
import { imageResponseHeaders } from '../images/imageHeaders.js'
import type { RateLimits } from '../rateLimit/createRateLimits.js'
import { limitBySource } from '../rateLimit/limitBySource.js'

/** Parameters of `images`. */
export type ImagesParameters = {
  db: Kysely<Database>
  /** The app's quotas; every image path shares the `images` quota per client source. */
  limits: RateLimits
  trustProxy: boolean
}

const paramsSchema = z.object({ id: z.string().regex(idPattern, { error: `must be ${idRule}` }) })

/** The image paths of spec section 7; all read the one content-addressed image store. */
export const imagePaths = [
  '/getWalletImage/:id',
  '/public/getAssetImage/:id',
  '/public/getCurrencyImage/:id',
  '/public/getTokenImage/:id',
] as const

/** Serves stored images with their ETag, a year of caching and a sandboxing CSP; 304 on match. */
export function images({ db, limits, trustProxy }: ImagesParameters): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const limit = limitBySource({ limits, family: 'images', trustProxy })
  const checkId = validator('param', (value) => parseInput(paramsSchema, value, 'path parameter'))
  for (const path of imagePaths) {
    app.get(path, limit, checkId, async (c) => {
      const { id } = c.req.valid('param')
      const image = await getImage(db, id)
      if (!image) throw new NotFoundError(`Image ${id} does not exist.`)
      const headers = imageResponseHeaders({ contentType: image.content_type, etag: image.etag })
      if (etagMatches(c.req.header('if-none-match'), image.etag)) {
        const { 'Content-Type': _, ...notModified } = headers
        return c.body(null, 304, notModified)
      }
      return c.body(new Uint8Array(image.bytes), 200, headers)
    })
  }
  return app
}

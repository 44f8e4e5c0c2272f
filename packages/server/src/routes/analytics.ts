import { createHash, timingSafeEqual } from 'node:crypto'
import type { GetAnalyticsConfigResponse } from '@latch/core'
import { isOriginAllowed } from '@latch/core'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { validator } from 'hono/validator'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { analyticsBatchSchema, maximumBatchBytes } from '../analytics/analyticsBatchSchema.js'
import { countDayEvents, readCounts } from '../analytics/readCounts.js'
import { recordEvents } from '../analytics/recordEvents.js'
import type { Config } from '../config/loadConfig.js'
import type { Database } from '../db/schema.js'
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  throttledError,
  UnauthorizedError,
} from '../errors.js'
import type { AppEnv } from '../http/appEnv.js'
import { parseInput } from '../http/parseInput.js'
import { getProjectOrigins } from '../projects/getProjectOrigins.js'
import type { RateLimits } from '../rateLimit/createRateLimits.js'
import { limitBySource } from '../rateLimit/limitBySource.js'
import { projectIdParameter } from '../wallets/getWalletsQuerySchema.js'

/** Parameters of `analytics`. */
export type AnalyticsParameters = {
  db: Kysely<Database>
  config: Pick<
    Config,
    'analyticsEnabled' | 'adminToken' | 'trustProxy' | 'analyticsEventsPerProjectPerDay'
  >
  now: () => Date
  /** The app's quotas: both public routes share the `analytics` quota per client source. */
  limits: RateLimits
}

const day = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be given once') })
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    { error: 'must be a date as YYYY-MM-DD' },
  )

const configQuerySchema = z.object({ projectId: projectIdParameter })

const countsQuerySchema = z
  .object({ projectId: projectIdParameter, from: day.optional(), to: day.optional() })
  .refine(({ from, to }) => !from || !to || from <= to, {
    error: 'must not be after to',
    path: ['from'],
  })

const digest = (value: string) => createHash('sha256').update(value).digest()

// Both sides are hashed first, so the comparison takes the same time whatever the lengths.
function checkAdminToken(authorization: string | undefined, adminToken: string | undefined) {
  if (!adminToken) throw new ForbiddenError('Reading analytics over HTTP is off: set ADMIN_TOKEN.')
  const token = /^Bearer ([\x21-\x7e]+)$/.exec(authorization ?? '')?.[1]
  if (!token) throw new UnauthorizedError('Send Authorization: Bearer <ADMIN_TOKEN>.')
  if (!timingSafeEqual(digest(token), digest(adminToken)))
    throw new ForbiddenError('The bearer token is not the admin token.')
}

/**
 * `GET /getAnalyticsConfig`, `POST /analytics/v1/events` (counts per project, event and day; no
 * payloads are kept) and `GET /analytics/v1/counts` (operators, with the admin token).
 */
export function analytics({ db, config, now, limits }: AnalyticsParameters): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const limit = limitBySource({ limits, family: 'analytics', trustProxy: config.trustProxy })

  app.get(
    '/getAnalyticsConfig',
    limit,
    validator('query', (value) => parseInput(configQuerySchema, value, 'query parameter')),
    async (c) => {
      const { projectId } = c.req.valid('query')
      // An unknown project is told "off", so its events are never sent only to be refused.
      const exists =
        config.analyticsEnabled && (await getProjectOrigins(db, projectId)) !== undefined
      return c.json({ isAnalyticsEnabled: exists } satisfies GetAnalyticsConfigResponse)
    },
  )

  app.post(
    '/analytics/v1/events',
    limit,
    bodyLimit({
      maxSize: maximumBatchBytes,
      onError: () => {
        throw new PayloadTooLargeError(`The body must be at most ${maximumBatchBytes} bytes.`)
      },
    }),
    async (c) => {
      // text/plain is what sendBeacon sends without a preflight; the body is JSON either way.
      const type = c.req.header('content-type') ?? ''
      if (!/^(application\/json|text\/plain)\s*(;|$)/i.test(type))
        throw new BadRequestError('The body must be JSON sent as application/json or text/plain.')
      let json: unknown
      try {
        json = JSON.parse(await c.req.text())
      } catch {
        throw new BadRequestError('The body is not valid JSON.', { code: 'invalid_json' })
      }
      const batch = parseInput(analyticsBatchSchema, json, 'body field')
      const queryProjectId = c.req.query('projectId')
      if (queryProjectId !== undefined && queryProjectId !== batch.projectId)
        throw new BadRequestError('The projectId of the query and of the body differ.')
      c.set('projectId', batch.projectId)
      const origins = await getProjectOrigins(db, batch.projectId)
      if (!origins)
        throw new NotFoundError(`Project ${batch.projectId} does not exist.`, {
          code: 'unknown_project',
        })
      // Events come from the SDK on the project's pages, and browsers always send Origin with a
      // POST. A browser on another site could post here without reading the answer, and a
      // script without an Origin is not a page at all: both are refused. (A script can forge an
      // allowed Origin: the quota per source and the daily cap bound what it can add.)
      const origin = c.req.header('origin')
      if (origin === undefined)
        throw new ForbiddenError(
          'Events are taken from the pages of the project only: send their Origin.',
          { code: 'origin_not_allowed' },
        )
      if (!isOriginAllowed(origin, origins))
        throw new ForbiddenError('This origin is not allowed for the project.', {
          code: 'origin_not_allowed',
        })
      if (!config.analyticsEnabled) return c.json({ accepted: 0 }, 202)
      const at = now()
      const day = at.toISOString().slice(0, 10)
      const cap = config.analyticsEventsPerProjectPerDay
      const left = cap - (await countDayEvents(db, batch.projectId, day))
      if (left <= 0) {
        const midnight = Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000
        const seconds = Math.max(1, Math.ceil((midnight - at.getTime()) / 1000))
        throw throttledError(
          seconds,
          `This project has sent its ${cap} analytics events for today (UTC). Try again in ${seconds} seconds.`,
        )
      }
      // The rest of the cap is counted and the rest of the batch dropped. Instances that count
      // at the same moment can pass the cap by a batch each.
      const accepted = await recordEvents(db, {
        projectId: batch.projectId,
        events: batch.events.slice(0, left).map((event) => event.event),
        day,
      })
      return c.json({ accepted }, 202)
    },
  )

  app.get(
    '/analytics/v1/counts',
    // Credentials first: a caller without them learns nothing, not even which parameter is wrong.
    async (c, next) => {
      c.header('Cache-Control', 'no-store')
      checkAdminToken(c.req.header('authorization'), config.adminToken)
      await next()
    },
    validator('query', (value) => parseInput(countsQuerySchema, value, 'query parameter')),
    async (c) => {
      const query = c.req.valid('query')
      if (!(await getProjectOrigins(db, query.projectId)))
        throw new NotFoundError(`Project ${query.projectId} does not exist.`, {
          code: 'unknown_project',
        })
      return c.json({ counts: await readCounts(db, query) })
    },
  )

  return app
}

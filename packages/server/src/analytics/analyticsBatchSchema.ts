import { type LatchEventName, walletApiLimits } from '@latch/core'
import { z } from 'zod'
import { idPattern, idRule } from '../http/idPattern.js'

/** Largest `POST /analytics/v1/events` body, in bytes. */
export const maximumBatchBytes = 16 * 1024

/**
 * The events the server counts: what the SDK emits (`LatchEventName`) and the spec's
 * `SOCIAL_LOGIN_SUCCESS`. Anything else is refused, so a script cannot fill the table with
 * names of its own.
 */
export const knownEventNames = [
  'INITIALIZE',
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'SELECT_WALLET',
  'CONNECT_SUCCESS',
  'CONNECT_ERROR',
  'DISCONNECT_SUCCESS',
  'DISCONNECT_ERROR',
  'SWITCH_NETWORK',
  'INTERNAL_SDK_ERROR',
  'SOCIAL_LOGIN_SUCCESS',
] as const satisfies readonly (LatchEventName | 'SOCIAL_LOGIN_SUCCESS')[]

// Fails to compile when the SDK gains an event this list does not know.
type Unlisted = Exclude<LatchEventName, (typeof knownEventNames)[number]>
const everyEventListed: [Unlisted] extends [never] ? true : Unlisted = true
void everyEventListed

const objectIssue = (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys'
    ? `has unknown fields ${issue.keys?.join(', ')}`
    : 'must be an object'

// Properties are pure data: a flat object of short primitives, never nested values or URLs to
// load (SECURITY.md T36). They are checked, then dropped: only counts are stored.
const properties = z
  .record(
    z.string().regex(/^[A-Za-z0-9_]{1,40}$/, { error: 'keys must be 1 to 40 of A-Z a-z 0-9 _' }),
    z.union([z.string().max(512), z.number().refine(Number.isFinite), z.boolean()], {
      error: 'values must be strings of at most 512 characters, finite numbers or booleans',
    }),
    {
      error: (issue) =>
        issue.code === 'invalid_type'
          ? 'must be an object'
          : 'keys must be 1 to 40 of A-Z a-z 0-9 _',
    },
  )
  .refine((value) => Object.keys(value).length <= 32, { error: 'must have at most 32 keys' })

const event = z.strictObject(
  {
    event: z
      .string({ error: 'must be a string' })
      .regex(/^[A-Z_]{1,40}$/, { error: 'must be 1 to 40 of A-Z and _' })
      .refine((name) => (knownEventNames as readonly string[]).includes(name), {
        error: `must be one of ${knownEventNames.join(', ')}`,
      }),
    timestamp: z
      .number({ error: 'must be a number (milliseconds since 1970)' })
      .int({ error: 'must be an integer' })
      .nonnegative({ error: 'must not be negative' }),
    properties: properties.optional(),
  },
  { error: objectIssue },
)

/** `POST /analytics/v1/events` body (the core `AnalyticsBatch`), strict: unknown fields fail. */
export const analyticsBatchSchema = z.strictObject(
  {
    projectId: z
      .string({ error: 'must be a string' })
      .regex(idPattern, { error: `must be ${idRule}` }),
    events: z
      .array(event, { error: 'must be an array' })
      .min(1, { error: 'must hold at least one event' })
      .max(walletApiLimits.maximumBatchEvents, {
        error: `must hold at most ${walletApiLimits.maximumBatchEvents} events`,
      }),
  },
  { error: objectIssue },
)

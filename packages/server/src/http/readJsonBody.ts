import type { Context } from 'hono'
import type { z } from 'zod'
import { ApiError } from '../errors.js'
import type { AppEnv } from './appEnv.js'
import { parseInput } from './parseInput.js'

/** The JSON body of a request, checked against a schema: 415, 400 `invalid_json` or 400. */
export async function readJsonBody<schema extends z.ZodType>(
  c: Context<AppEnv>,
  schema: schema,
): Promise<z.output<schema>> {
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? ''))
    throw new ApiError(
      415,
      'unsupported_media_type',
      'The body must be JSON sent as application/json.',
    )
  let json: unknown
  try {
    json = JSON.parse(await c.req.text())
  } catch {
    throw new ApiError(400, 'invalid_json', 'The body is not valid JSON.')
  }
  return parseInput(schema, json, 'body field')
}

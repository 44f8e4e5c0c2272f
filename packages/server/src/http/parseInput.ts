import type { z } from 'zod'
import { BadRequestError } from '../errors.js'

/** Where a value came from, in the words of the error message. */
export type InputPlace = 'query parameter' | 'path parameter' | 'body field'

function toPathText(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('')
}

/** Validates input against a schema; a failure becomes a 400 that names the field and the rule. */
export function parseInput<schema extends z.ZodType>(
  schema: schema,
  value: unknown,
  place: InputPlace,
): z.output<schema> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  if (!issue) throw new BadRequestError('Invalid request.')
  const where = issue.path.length === 0 ? 'request body' : `${place} ${toPathText(issue.path)}`
  throw new BadRequestError(`Invalid ${where}: ${issue.message}.`)
}

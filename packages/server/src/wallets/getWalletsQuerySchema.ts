import { walletApiLimits } from '@latch/core'
import { z } from 'zod'
import { idPattern, idRule } from '../http/idPattern.js'

// CAIP-2: a namespace of 3 to 8 characters and a reference of 1 to 32.
const chainPattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

const single = (issue: { input: unknown }) =>
  issue.input === undefined ? 'is required' : 'must be given once'

/** A whole-number query parameter between `minimum` and `maximum`. */
const integerParameter = (minimum: number, maximum: number) =>
  z.string({ error: single }).transform((value, context) => {
    const number = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN
    if (!(number >= minimum && number <= maximum)) {
      context.addIssue({
        code: 'custom',
        message: `expected an integer from ${minimum} to ${maximum}`,
      })
      return z.NEVER
    }
    return number
  })

// A wallet id, an rdns or a wallet name: printable, no commas (they separate the list).
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const excludePattern = /^[^\u0000-\u001f\u007f,]{1,128}$/

const list = (pattern: RegExp, itemRule: string) =>
  z.string({ error: single }).transform((value, context): string[] | undefined => {
    if (value === '') return undefined
    const items = value.split(',')
    if (items.length > walletApiLimits.maximumListItems) {
      context.addIssue({
        code: 'custom',
        message: `has ${items.length} items; at most ${walletApiLimits.maximumListItems} are allowed`,
      })
      return z.NEVER
    }
    const bad = items.findIndex((item) => !pattern.test(item))
    if (bad !== -1) {
      context.addIssue({ code: 'custom', message: `item ${bad + 1} is not ${itemRule}` })
      return z.NEVER
    }
    return items
  })

// Checked before NFKC, which can lengthen a string: a huge value is refused without the work.
const maximumRawSearch = walletApiLimits.maximumSearchLength * 4

const search = z.string({ error: single }).transform((value, context) => {
  const normalised = value.length > maximumRawSearch ? value : value.normalize('NFKC')
  if ([...normalised].length > walletApiLimits.maximumSearchLength) {
    context.addIssue({
      code: 'custom',
      message: `must be at most ${walletApiLimits.maximumSearchLength} characters`,
    })
    return z.NEVER
  }
  return normalised
})

const sdkField = z
  .string({ error: single })
  .regex(/^[\x21-\x7e]{0,64}$/, { error: 'must be at most 64 printable characters' })

/** The project id every client call carries. */
export const projectIdParameter = z
  .string({ error: single })
  .regex(idPattern, { error: `must be ${idRule}` })

/** `GET /getWallets` query (SECURITY.md T15); unknown parameters are ignored. */
export const getWalletsQuerySchema = z.object({
  projectId: projectIdParameter,
  st: sdkField.optional(),
  sv: sdkField.optional(),
  page: integerParameter(1, walletApiLimits.maximumPage).optional(),
  entries: integerParameter(1, walletApiLimits.maximumEntries).optional(),
  include: list(idPattern, `a wallet id (${idRule})`).optional(),
  // The spec hides excluded wallets by id, rdns or case-insensitive name, so names may be given.
  exclude: list(
    excludePattern,
    'a wallet id, rdns or name (1 to 128 characters, no control characters)',
  ).optional(),
  chains: list(chainPattern, 'a CAIP-2 chain id like eip155:1').optional(),
  search: search.optional(),
  badge_type: z.enum(['none', 'certified'], { error: 'must be none or certified' }).optional(),
})

/** The validated `GET /getWallets` query. */
export type GetWalletsInput = z.output<typeof getWalletsQuerySchema>

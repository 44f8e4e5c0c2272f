import { z } from 'zod'
import { idPattern, idRule } from '../http/idPattern.js'

const text = (maximum: number) =>
  z
    .string({ error: 'must be a string' })
    .max(maximum, { error: `must be at most ${maximum} characters` })
const link = text(2048).optional()

const platforms = <keys extends string>(keys: readonly keys[]) =>
  z
    .object(Object.fromEntries(keys.map((key) => [key, link])) as Record<keys, typeof link>, {
      error: 'must be an object',
    })
    .optional()

/** One wallet of a WalletConnect registry v1 export (`wallets.json`); extra fields are ignored. */
const registryWalletSchema = z.object(
  {
    id: z.string({ error: 'must be a string' }).regex(idPattern, { error: `must be ${idRule}` }),
    name: z
      .string({ error: 'must be a string' })
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(100, { error: 'must be at most 100 characters' })
      .refine((name) => !/\p{Cc}/u.test(name), { error: 'must not contain control characters' }),
    description: text(2000).optional(),
    homepage: link,
    chains: z
      .array(
        z.string({ error: 'must be a string' }).regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, {
          error: 'must be a CAIP-2 chain id like eip155:1',
        }),
        { error: 'must be an array' },
      )
      .max(500, { error: 'must list at most 500 chains' }),
    versions: z.array(z.string(), { error: 'must be an array of strings' }).optional(),
    app: platforms(['browser', 'ios', 'android', 'mac', 'windows', 'linux'] as const),
    mobile: platforms(['native', 'universal'] as const),
    desktop: platforms(['native', 'universal'] as const),
    metadata: z
      .object(
        {
          shortName: text(100).optional(),
          colors: z
            .object(
              { primary: text(100).optional(), secondary: text(100).optional() },
              {
                error: 'must be an object',
              },
            )
            .optional(),
        },
        { error: 'must be an object' },
      )
      .optional(),
  },
  { error: 'must be an object' },
)

/** A wallet of the registry export, validated. */
export type RegistryWallet = z.output<typeof registryWalletSchema>

/** `wallets.json`: an object keyed by wallet id. */
export const registryExportSchema = z
  .record(z.string(), registryWalletSchema, { error: 'must be an object keyed by wallet id' })
  .superRefine((wallets, context) => {
    for (const [key, wallet] of Object.entries(wallets))
      if (wallet.id !== key)
        context.addIssue({ code: 'custom', path: [key, 'id'], message: 'must equal its key' })
  })

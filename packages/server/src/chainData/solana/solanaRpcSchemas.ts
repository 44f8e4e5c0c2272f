import { z } from 'zod'

const base58 = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
const context = z.object({ slot: z.number().int().nonnegative() })

/** A JSON-RPC reply: the result, or an error. */
export const solanaRpcReplySchema = z.object({
  jsonrpc: z.literal('2.0'),
  result: z.unknown(),
  error: z.object({ code: z.number(), message: z.string() }).optional(),
})

/** `getBalance`: lamports, a u64 that JSON carries as a number. */
export const getBalanceSchema = z.object({
  context,
  value: z.number().int().nonnegative(),
})

/**
 * `getTokenAccountsByOwner` with `jsonParsed`: token accounts as the Token and Token-2022
 * programs describe them. `amount` is the base units as a decimal string (a u64).
 */
export const getTokenAccountsByOwnerSchema = z.object({
  context,
  value: z
    .array(
      z.object({
        pubkey: base58,
        account: z.object({
          data: z.object({
            parsed: z.object({
              type: z.literal('account'),
              info: z.object({
                mint: base58,
                owner: base58,
                tokenAmount: z.object({
                  amount: z.string().regex(/^\d{1,20}$/),
                  decimals: z.number().int().min(0).max(255),
                }),
              }),
            }),
          }),
        }),
      }),
    )
    .max(10_000),
})

/**
 * `getMultipleAccounts` with `jsonParsed`: each account or null (none there), its data read by
 * {@link parsedMintSchema} (a mint the node could not parse is not an NFT we can describe).
 */
export const getMultipleAccountsSchema = z.object({
  context,
  value: z.array(z.object({ owner: base58, data: z.unknown() }).nullable()).max(100),
})

/** A mint as the Token and Token-2022 programs describe it (jsonParsed), with its extensions. */
export const parsedMintSchema = z.object({
  parsed: z.object({
    type: z.literal('mint'),
    info: z.object({
      decimals: z.number().int().min(0).max(255),
      supply: z.string().regex(/^\d{1,20}$/),
      extensions: z
        .array(z.object({ extension: z.string(), state: z.unknown() }))
        .max(64)
        .optional(),
    }),
  }),
})

/** The state of Token-2022's TokenMetadata extension, as jsonParsed gives it. */
export const tokenMetadataStateSchema = z.object({
  mint: base58,
  name: z.string(),
  symbol: z.string(),
  uri: z.string(),
})

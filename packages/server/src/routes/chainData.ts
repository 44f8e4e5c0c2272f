import type {
  GetBalancesResponse,
  GetHistoryResponse,
  GetNftsResponse,
  NftItem,
  TokenBalance,
} from '@latch/core'
import { chainDataLimits } from '@latch/core/accountData'
import { type Context, Hono } from 'hono'
import { validator } from 'hono/validator'
import type { Kysely } from 'kysely'
import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { ChainDataSourceError } from '../chainData/chainDataErrors.js'
import type {
  ChainAccount,
  ChainDataProvider,
  PriceSource,
} from '../chainData/chainDataProvider.js'
import type { NftMetadataCache } from '../chainData/createNftMetadataCache.js'
import type { IndexedNftItem } from '../chainData/indexer/readIndexedNfts.js'
import { resolveImageUrl } from '../chainData/resolveImageUrl.js'
import type { Database } from '../db/schema.js'
import { ApiError, BadRequestError, NotFoundError } from '../errors.js'
import type { AppEnv } from '../http/appEnv.js'
import { parseInput } from '../http/parseInput.js'
import type { OutsideImageCache } from '../images/createOutsideImageCache.js'
import { getProjectOrigins } from '../projects/getProjectOrigins.js'
import type { RateLimits } from '../rateLimit/createRateLimits.js'
import { limitBySource } from '../rateLimit/limitBySource.js'
import { projectIdParameter } from '../wallets/getWalletsQuerySchema.js'

/** Parameters of `chainData`. */
export type ChainDataParameters = {
  db: Kysely<Database>
  limits: RateLimits
  trustProxy: boolean
  /** The sources, asked in order: the first that serves a chain answers for it. */
  providers: readonly ChainDataProvider[]
  /** Prices of balances; without one, balances carry no price or value. */
  priceSource?: PriceSource | undefined
  /** The server's public base URL for image URLs; defaults to the request's origin. */
  publicUrl?: string | undefined
  /** Fetches the http(s) and ipfs images of tokens and NFTs; without it they have no image. */
  outsideImages?: OutsideImageCache | undefined
  /** Fetches the http(s) and ipfs metadata of NFTs; without it they have their fallback name. */
  nftMetadata?: NftMetadataCache | undefined
}

const caip10 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/
const querySchema = z.object({
  projectId: projectIdParameter,
  account: z
    .string({ error: 'must be a CAIP-10 account such as eip155:1:0xab…' })
    .max(200, { error: 'must be at most 200 characters' })
    .regex(caip10, { error: 'must be a CAIP-10 account such as eip155:1:0xab…' }),
  cursor: z
    .string({ error: 'must be given once' })
    .min(1, { error: 'must not be empty' })
    .max(chainDataLimits.maxCursorLength, {
      error: `must be at most ${chainDataLimits.maxCursorLength} characters`,
    })
    .optional(),
  currency: z
    .string({ error: 'must be given once' })
    .regex(/^[a-z]{3}$/, { error: 'must be an ISO 4217 code in lower case, e.g. usd' })
    .optional(),
})

/** Caches may keep an answer this long (the browser only: it is one account's); errors never. */
const maxAgeSeconds = 15

function toAccount(value: string): ChainAccount {
  const [, namespace, reference, address] = caip10.exec(value) as unknown as string[]
  const chainId = `${namespace}:${reference}`
  if (namespace === 'eip155') {
    if (!isAddress(address as string, { strict: false }))
      throw new BadRequestError(
        `Invalid query parameter account: ${address} is not an eip155 address (0x and 40 hex digits).`,
      )
    return { chainId, address: getAddress(address as string) }
  }
  if (namespace === 'solana' && !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address as string))
    throw new BadRequestError(
      `Invalid query parameter account: ${address} is not a solana address (base58).`,
    )
  if (namespace === 'solana' && base58Length(address as string) !== 32)
    throw new BadRequestError(
      `Invalid query parameter account: ${address} is not a solana address (base58 of 32 bytes).`,
    )
  return { chainId, address: address as string }
}

const base58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** How many bytes a base58 string (of the alphabet's characters only) decodes to. */
function base58Length(value: string): number {
  let number = 0n
  for (const character of value) number = number * 58n + BigInt(base58Alphabet.indexOf(character))
  const zeros = /^1*/.exec(value)?.[0].length ?? 0
  return zeros + (number === 0n ? 0 : Math.ceil(number.toString(16).length / 2))
}

/**
 * `GET /chain/v1/balances`, `/chain/v1/nfts` and `/chain/v1/history` (issue 13): an account's
 * holdings, NFTs and transactions from the source configured for its chain, for the origins of
 * an existing project (CORS), under the `chainData` quota per client source.
 */
export function chainData(parameters: ChainDataParameters): Hono<AppEnv> {
  const { db, limits, trustProxy, providers, priceSource, publicUrl, outsideImages, nftMetadata } =
    parameters
  const app = new Hono<AppEnv>()
  // An error (a throttle, a bad cursor, a source down) must not be kept by any cache.
  app.use('/chain/v1/*', async (c, next) => {
    await next()
    if (c.res.status >= 400) c.res.headers.set('Cache-Control', 'no-store')
  })
  const limit = limitBySource({ limits, family: 'chainData', trustProxy })
  const checkQuery = validator('query', (value) =>
    parseInput(querySchema, value, 'query parameter'),
  )

  // The project, the account and the provider of its chain, or the 4xx that names the problem.
  const resolve = async (query: z.output<typeof querySchema>) => {
    if ((await getProjectOrigins(db, query.projectId)) === undefined)
      throw new NotFoundError(`Project ${query.projectId} does not exist.`, {
        code: 'unknown_project',
      })
    const account = toAccount(query.account)
    const provider = providers.find((candidate) => candidate.serves(account.chainId))
    if (!provider)
      throw new BadRequestError(
        `Invalid query parameter account: chain ${account.chainId} is not served by this server.`,
      )
    return { account, provider }
  }
  // A source's own failure is a 503 that names no URL; a refusal (a bad cursor) stays what it is.
  const ask = async <result>(provider: ChainDataProvider, read: () => Promise<result>) => {
    try {
      return await read()
    } catch (error) {
      if (error instanceof ApiError) throw error
      throw new ChainDataSourceError(provider.name, 'unreachable', undefined, { cause: error })
    }
  }
  const answer = <body>(c: Context<AppEnv>, body: body) => {
    c.header('Cache-Control', `private, max-age=${maxAgeSeconds}`)
    return c.json(body)
  }
  const baseUrl = (c: Context<AppEnv>) => publicUrl ?? new URL(c.req.url).origin

  app.get('/chain/v1/balances', limit, checkQuery, async (c) => {
    const query = c.req.valid('query')
    const { account, provider } = await resolve(query)
    const currency = query.currency ?? 'usd'
    // A browser's revalidating read (fetch's `no-cache` sends `max-age=0`: the modal's forced
    // read after a send) asks past the provider's cache too, under the same rate limit.
    const fresh = /\b(?:no-cache|max-age=0)\b/.test(c.req.header('cache-control') ?? '')
    const found = await ask(provider, () =>
      provider.getBalances(account, c.req.raw.signal, { fresh }),
    )
    // The price source keys its answer by the very token objects it was asked about.
    const priced = found.map((balance) => ({
      chainId: balance.chainId,
      address: balance.address,
      symbol: balance.symbol,
    }))
    const prices: Map<unknown, number> = priceSource
      ? await priceSource.getPrices(priced, currency, c.req.raw.signal).catch(() => new Map())
      : new Map()
    // The images are resolved together: a slow image host delays the answer once, not per token.
    const balances = (
      await Promise.all(
        found.map(async (entry, index): Promise<TokenBalance | undefined> => {
          const { sourceIconUrl, ...balance } = entry as TokenBalance & { sourceIconUrl?: string }
          const price = prices.get(priced[index])
          // Spec 5: a token with zero decimals and no price is low quality (often spam).
          if (balance.quantity.decimals === '0' && price === undefined) return undefined
          const iconUrl =
            balance.iconUrl ?? (await resolveImageUrl(db, sourceIconUrl, baseUrl(c), outsideImages))
          return {
            ...balance,
            ...(price === undefined
              ? {}
              : { price, value: price * Number(balance.quantity.numeric) }),
            ...(iconUrl === undefined ? {} : { iconUrl }),
          }
        }),
      )
    ).filter((balance) => balance !== undefined)
    return answer(c, { balances, currency } satisfies GetBalancesResponse)
  })

  app.get('/chain/v1/nfts', limit, checkQuery, async (c) => {
    const query = c.req.valid('query')
    const { account, provider } = await resolve(query)
    const page = await ask(provider, () =>
      provider.getNfts(
        account,
        { cursor: query.cursor, limit: chainDataLimits.nftPageSize },
        c.req.raw.signal,
      ),
    )
    const nfts = await Promise.all(
      page.items.map(async (entry): Promise<NftItem> => {
        const { sourceImageUrl, sourceMetadataUrl, ...found } = entry as IndexedNftItem
        // Metadata from outside names the NFT; the item's own name was then only a fallback.
        const metadata =
          sourceMetadataUrl === undefined
            ? undefined
            : await nftMetadata?.metadataOf(sourceMetadataUrl)
        const item = metadata?.name === undefined ? found : { ...found, name: metadata.name }
        const imageSource = sourceImageUrl ?? metadata?.image
        const imageUrl =
          item.imageUrl ?? (await resolveImageUrl(db, imageSource, baseUrl(c), outsideImages))
        return imageUrl === undefined ? item : { ...item, imageUrl }
      }),
    )
    return answer(c, { nfts, next: page.next } satisfies GetNftsResponse)
  })

  app.get('/chain/v1/history', limit, checkQuery, async (c) => {
    const query = c.req.valid('query')
    const { account, provider } = await resolve(query)
    if (!account.chainId.startsWith('eip155:'))
      throw new BadRequestError(
        `Invalid query parameter account: history is served for eip155 accounts only.`,
      )
    const page = await ask(provider, () =>
      provider.getHistory(
        account,
        { cursor: query.cursor, limit: chainDataLimits.historyPageSize },
        c.req.raw.signal,
      ),
    )
    return answer(c, { data: page.items, next: page.next } satisfies GetHistoryResponse)
  })
  return app
}

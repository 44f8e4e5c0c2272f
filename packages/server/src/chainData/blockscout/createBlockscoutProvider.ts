import type { NftItem, TokenBalance } from '@latch/core'
import { bundledNetworks } from '@latch/core/networks'
import type { z } from 'zod'
import { BadRequestError, InvalidSettingError } from '../../errors.js'
import { ChainDataSourceError } from '../chainDataErrors.js'
import type { ChainAccount, ChainDataProvider, Page, PageRequest } from '../chainDataProvider.js'
import {
  chainDataSourceTimeoutMs,
  fetchChainDataJson,
  maximumChainDataSourceBytes,
} from '../fetchChainDataJson.js'
import { parseDecimals, toDecimalString } from '../toDecimalString.js'
import {
  type BlockscoutPageParams,
  decodeHistoryCursor,
  decodeNftCursor,
  encodeHistoryCursor,
  encodeNftCursor,
  toPageParams,
  toSearchParams,
} from './blockscoutCursor.js'
import {
  blockscoutAddress,
  blockscoutList,
  blockscoutNft,
  blockscoutTokenBalance,
  blockscoutTokenTransfer,
  blockscoutTransaction,
} from './blockscoutSchemas.js'
import { type HistoryStreamPage, mergeBlockscoutHistory } from './mergeBlockscoutHistory.js'

/** The native currency of a chain, as its balances and transfers are named. */
export type BlockscoutNativeCurrency = { name: string; symbol: string; decimals: number }

/** One chain served by a Blockscout instance. */
export type BlockscoutChain = {
  /** The instance's origin, e.g. `https://eth.blockscout.com`; the API is read under `/api/v2`. */
  url: string
  /** Defaults to the bundled network's native currency, else Ether (`ETH`, 18 decimals). */
  nativeCurrency?: BlockscoutNativeCurrency | undefined
}

/** Parameters of {@link createBlockscoutProvider}. */
export type CreateBlockscoutProviderParameters = {
  /** CAIP-2 chain id (`eip155:…`) → the Blockscout instance (its URL, or a {@link BlockscoutChain}). */
  chains: Record<string, string | BlockscoutChain>
  /** The HTTP client. Defaults to the global `fetch`. */
  fetch?: typeof globalThis.fetch | undefined
  /** How long one upstream request may take, in ms. Defaults to `5000` (SECURITY.md T30). */
  timeoutMs?: number | undefined
  /** The largest upstream answer read, in bytes. Defaults to 2 MB (SECURITY.md T30). */
  maxBytes?: number | undefined
}

/**
 * A token balance as the provider returns it: `iconUrl` is never set; `sourceIconUrl` is the
 * explorer's own icon URL (http, https or ipfs, unchecked otherwise), an *input* for the server's
 * image routes, which fetch, sniff and serve it and then set `iconUrl`. Remove `sourceIconUrl`
 * before answering a client.
 */
export type BlockscoutTokenBalance = TokenBalance & { sourceIconUrl?: string | undefined }

/**
 * An NFT as the provider returns it: `imageUrl` is never set; `sourceImageUrl` is the explorer's
 * image URL (http, https or ipfs), an *input* for the server's image routes, which set `imageUrl`.
 * Remove `sourceImageUrl` before answering a client.
 */
export type BlockscoutNftItem = NftItem & { sourceImageUrl?: string | undefined }

/** A {@link ChainDataProvider} whose items carry the explorer's image URLs for the image routes. */
export type BlockscoutProvider = ChainDataProvider & {
  getBalances(account: ChainAccount, signal?: AbortSignal): Promise<BlockscoutTokenBalance[]>
  getNfts(
    account: ChainAccount,
    page: PageRequest,
    signal?: AbortSignal,
  ): Promise<Page<BlockscoutNftItem>>
}

/**
 * A chain-data provider backed by Blockscout's REST API v2, the open-source, self-hostable
 * explorer (docs.blockscout.com/api-reference), for the chains an operator does not index.
 *
 * - Balances: the native `coin_balance` and the ERC-20 entries of `token-balances`, amounts exact.
 * - NFTs: `nft?type=ERC-721,ERC-1155`, paged.
 * - History: `transactions` merged with `token-transfers` (tokens others sent), newest first, paged.
 *
 * Cursors are opaque, checked encodings of Blockscout's `next_page_params`; a cursor that fails
 * the check throws `InvalidCursorError` (400) before any request. Every answer is validated and a
 * malformed entry is dropped, not the page. Requests are GETs to the configured origin only:
 * timed out, size-capped, following redirects within that origin alone; a failure throws
 * `ChainDataSourceError` (503). Prices are left to the price source (`exchange_rate` is ignored)
 * and images to the image routes (see {@link BlockscoutTokenBalance}, {@link BlockscoutNftItem}).
 *
 * @example
 * import { createBlockscoutProvider } from '@latch/server'
 *
 * const provider = createBlockscoutProvider({
 *   chains: { 'eip155:1': 'https://eth.blockscout.com', 'eip155:8453': 'https://base.blockscout.com' },
 * })
 */
export function createBlockscoutProvider(
  parameters: CreateBlockscoutProviderParameters,
): BlockscoutProvider {
  const fetch = parameters.fetch ?? globalThis.fetch
  const timeoutMs = parameters.timeoutMs ?? chainDataSourceTimeoutMs
  const maxBytes = parameters.maxBytes ?? maximumChainDataSourceBytes
  const chains = new Map(
    Object.entries(parameters.chains).map(([chainId, chain]) => [
      chainId,
      toChainSettings(chainId, chain),
    ]),
  )
  const name = 'blockscout'

  const settingsOf = (account: ChainAccount) => {
    const chain = chains.get(account.chainId)
    if (!chain) throw new InvalidSettingError(`Blockscout does not serve ${account.chainId}.`)
    // The routes validate addresses; checked again because it becomes part of a URL path.
    if (!/^0x[0-9a-fA-F]{40}$/.test(account.address)) {
      throw new BadRequestError('The account is not an EVM address.')
    }
    return chain
  }

  const get = async (
    chain: ChainSettings,
    path: string,
    query: [string, string][],
    signal: AbortSignal | undefined,
  ) => {
    const url = new URL(`${chain.apiBase}${path}`)
    for (const [key, value] of query) url.searchParams.append(key, value)
    return fetchChainDataJson({ source: name, url, fetch, timeoutMs, maxBytes, signal })
  }

  const getList = async (
    chain: ChainSettings,
    path: string,
    query: [string, string][],
    signal: AbortSignal | undefined,
  ) => {
    const { status, body } = await get(chain, path, query, signal)
    // An address the explorer has never seen has no lists yet.
    if (status === 404) return { items: [], next: null }
    if (status !== 200) throw new ChainDataSourceError(name, 'status', status)
    const list = blockscoutList.safeParse(body)
    if (!list.success) throw new ChainDataSourceError(name, 'malformed', status)
    return { items: list.data.items, next: toPageParams(list.data.next_page_params) ?? null }
  }

  return {
    name,
    serves: (chainId) => chains.has(chainId),

    async getBalances(account, signal) {
      const chain = settingsOf(account)
      const path = `/addresses/${account.address}`
      const [native, tokens] = await Promise.all([
        get(chain, path, [], signal),
        get(chain, `${path}/token-balances`, [], signal),
      ])
      for (const { status } of [native, tokens]) {
        if (status !== 200 && status !== 404) throw new ChainDataSourceError(name, 'status', status)
      }
      const address = native.status === 200 ? blockscoutAddress.safeParse(native.body) : undefined
      if (address && !address.success) throw new ChainDataSourceError(name, 'malformed', 200)
      const { nativeCurrency } = chain
      const balances: BlockscoutTokenBalance[] = [
        {
          name: nativeCurrency.name,
          symbol: nativeCurrency.symbol,
          chainId: account.chainId as TokenBalance['chainId'],
          quantity: {
            decimals: String(nativeCurrency.decimals),
            numeric:
              toDecimalString(address?.data?.coin_balance ?? '0', nativeCurrency.decimals) ?? '0',
          },
        },
      ]
      const entries = tokens.status === 200 && Array.isArray(tokens.body) ? tokens.body : []
      for (const entry of validEntries(entries, blockscoutTokenBalance)) {
        const { token } = entry
        const decimals = parseDecimals(token.decimals)
        const symbol = token.symbol?.trim()
        if (token.type !== 'ERC-20' || decimals === undefined || !symbol) continue
        const numeric = toDecimalString(entry.value, decimals)
        if (numeric === undefined || numeric === '0') continue
        const sourceIconUrl = toSourceImageUrl(token.icon_url)
        balances.push({
          name: token.name?.trim() || symbol,
          symbol,
          chainId: account.chainId as TokenBalance['chainId'],
          address: `${account.chainId}:${token.address_hash}` as TokenBalance['address'],
          quantity: { decimals: String(decimals), numeric },
          ...(sourceIconUrl ? { sourceIconUrl } : {}),
        })
      }
      return balances
    },

    async getNfts(account, page, signal) {
      const chain = settingsOf(account)
      const params: BlockscoutPageParams = page.cursor ? decodeNftCursor(page.cursor) : {}
      const list = await getList(
        chain,
        `/addresses/${account.address}/nft`,
        [['type', 'ERC-721,ERC-1155'], ...toSearchParams(params)],
        signal,
      )
      const valid = validEntries(list.items, blockscoutNft).filter(
        (entry) => entry.token_type !== 'ERC-404',
      )
      const kept = valid.slice(0, Math.max(1, page.limit))
      const last = kept.at(-1)
      // Cut short of the upstream page: continue after the last item given, in Blockscout's keys.
      const next: BlockscoutPageParams | null =
        kept.length < valid.length && last
          ? {
              ...(list.next?.items_count === undefined
                ? {}
                : { items_count: list.next.items_count }),
              token_id: last.id,
              token_type: last.token_type,
              token_contract_address_hash: last.token.address_hash,
            }
          : list.next
      const items = kept.map((entry): BlockscoutNftItem => {
        const collection = entry.token.name?.trim() || entry.token.symbol?.trim() || undefined
        const metadataName = entry.metadata?.name
        const itemName =
          typeof metadataName === 'string' && metadataName.trim()
            ? metadataName.trim().slice(0, 200)
            : `${collection ?? 'NFT'} #${entry.id}`
        const sourceImageUrl = toSourceImageUrl(entry.image_url)
        return {
          chainId: account.chainId as NftItem['chainId'],
          contract: `${account.chainId}:${entry.token.address_hash}` as NftItem['contract'],
          tokenId: entry.id,
          standard: entry.token_type === 'ERC-721' ? 'ERC721' : 'ERC1155',
          amount: entry.token_type === 'ERC-721' ? '1' : toAmount(entry.value),
          name: itemName,
          ...(collection ? { collection } : {}),
          explorerUrl: `${chain.origin}/token/${entry.token.address_hash}/instance/${entry.id}`,
          ...(sourceImageUrl ? { sourceImageUrl } : {}),
        }
      })
      const cursor = next ? encodeNftCursor(next) : undefined
      return cursor ? { items, next: cursor } : { items }
    },

    async getHistory(account, page, signal) {
      const chain = settingsOf(account)
      const state = page.cursor
        ? decodeHistoryCursor(page.cursor)
        : { transactions: {}, transfers: {} }
      const path = `/addresses/${account.address}`
      const read = async <schema extends z.ZodType>(
        params: BlockscoutPageParams | null,
        suffix: string,
        schema: schema,
      ): Promise<HistoryStreamPage<z.infer<schema>> | null> => {
        if (params === null) return null
        const list = await getList(chain, `${path}/${suffix}`, toSearchParams(params), signal)
        return { params, items: validEntries(list.items, schema), next: list.next }
      }
      const [transactions, transfers] = await Promise.all([
        read(state.transactions, 'transactions', blockscoutTransaction),
        read(state.transfers, 'token-transfers', blockscoutTokenTransfer),
      ])
      const merged = mergeBlockscoutHistory({
        chainId: account.chainId,
        account: account.address.toLowerCase(),
        nativeCurrency: chain.nativeCurrency,
        transactions,
        transfers,
        limit: Math.max(1, page.limit),
      })
      const next = encodeHistoryCursor(merged)
      return next ? { items: merged.items, next } : { items: merged.items }
    },
  }
}

type ChainSettings = {
  origin: string
  apiBase: string
  nativeCurrency: BlockscoutNativeCurrency
}

function toChainSettings(chainId: string, chain: string | BlockscoutChain): ChainSettings {
  if (!/^eip155:\d{1,20}$/.test(chainId)) {
    throw new InvalidSettingError(`Blockscout serves eip155 chains only, not ${chainId}.`)
  }
  const { url, nativeCurrency } = typeof chain === 'string' ? { url: chain } : chain
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch (cause) {
    throw new InvalidSettingError(`The Blockscout URL of ${chainId} is not a URL.`, { cause })
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || parsed.username || parsed.password) {
    throw new InvalidSettingError(
      `The Blockscout URL of ${chainId} must be http(s) without user info.`,
    )
  }
  const base = `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`
  const bundled = bundledNetworks.find((network) => network.caipNetworkId === chainId)
  return {
    origin: base,
    apiBase: `${base}/api/v2`,
    nativeCurrency: nativeCurrency ??
      bundled?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
  }
}

/** The entries that match `schema`; the others are dropped rather than failing the page. */
function validEntries<schema extends z.ZodType>(
  entries: unknown[],
  schema: schema,
): z.infer<schema>[] {
  return entries.flatMap((entry) => {
    const parsed = schema.safeParse(entry)
    return parsed.success ? [parsed.data] : []
  })
}

/** An ERC-1155 holding's amount (an integer; Blockscout sends it as a string). */
function toAmount(value: string | null | undefined): string {
  return value && /^\d{1,78}$/.test(value) ? value.replace(/^0+(?=\d)/, '') : '1'
}

/** An image URL worth handing to the image routes: http(s) or ipfs, at most 2048 characters. */
function toSourceImageUrl(value: string | null | undefined): string | undefined {
  if (!value || value.length > 2048) return undefined
  try {
    const url = new URL(value)
    return ['http:', 'https:', 'ipfs:'].includes(url.protocol) ? url.href : undefined
  } catch {
    return undefined
  }
}

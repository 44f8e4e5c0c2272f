import type {
  ChainTransaction,
  TransactionOperationType,
  TransactionTransfer,
} from '../protocol/chainData.js'
import {
  readAmount,
  readCaipNetworkId,
  readDecimal,
  readHttpUrl,
  readOneOf,
  readRecord,
  readText,
} from './readFields.js'

const operationTypes: readonly TransactionOperationType[] = [
  'send',
  'receive',
  'trade',
  'mint',
  'burn',
  'approve',
  'execute',
  'deposit',
  'withdraw',
  'borrow',
  'repay',
  'claim',
]
const statuses = ['pending', 'confirmed', 'failed'] as const
const directions = ['in', 'out', 'self'] as const
const hashPattern = /^[0-9a-zA-Z]{1,128}$/
const addressPattern = /^[0-9a-zA-Z]{1,128}$/

function parseTransfer(value: unknown): TransactionTransfer | undefined {
  const entry = readRecord(value)
  const direction = readOneOf(entry?.direction, directions)
  const numeric = readDecimal(readRecord(entry?.quantity)?.numeric)
  if (!direction || numeric === undefined) return undefined
  const fungible = readRecord(entry?.fungible_info)
  const nft = readRecord(entry?.nft_info)
  const fungibleName = readText(fungible?.name)
  const symbol = readText(fungible?.symbol)
  const iconUrl = readHttpUrl(readRecord(fungible?.icon)?.url)
  const nftName = readText(nft?.name)
  const previewUrl = readHttpUrl(readRecord(readRecord(nft?.content)?.preview)?.url)
  const fungibleInfo =
    fungibleName && symbol
      ? { name: fungibleName, symbol, ...(iconUrl ? { icon: { url: iconUrl } } : {}) }
      : undefined
  const nftInfo = nftName
    ? { name: nftName, ...(previewUrl ? { content: { preview: { url: previewUrl } } } : {}) }
    : undefined
  // A transfer names what moved: a token or an NFT.
  if (!fungibleInfo && !nftInfo) return undefined
  const value_ = readAmount(entry?.value)
  const price = readAmount(entry?.price)
  return {
    direction,
    ...(fungibleInfo ? { fungible_info: fungibleInfo } : {}),
    ...(nftInfo ? { nft_info: nftInfo } : {}),
    quantity: { numeric },
    ...(value_ === undefined ? {} : { value: value_ }),
    ...(price === undefined ? {} : { price }),
  }
}

/**
 * One transaction of a history response, or undefined when it is malformed. Malformed transfers
 * are dropped from it; the transaction itself stays (an approval moves nothing).
 */
export function parseChainTransaction(value: unknown): ChainTransaction | undefined {
  const entry = readRecord(value)
  const metadata = readRecord(entry?.metadata)
  const id = typeof entry?.id === 'string' && entry.id.length <= 256 ? entry.id : undefined
  const operationType = readOneOf(metadata?.operationType, operationTypes)
  const hash = typeof metadata?.hash === 'string' ? metadata.hash : ''
  const chain = readCaipNetworkId(metadata?.chain)
  const sentFrom = typeof metadata?.sentFrom === 'string' ? metadata.sentFrom : ''
  const sentTo = typeof metadata?.sentTo === 'string' ? metadata.sentTo : ''
  const status = readOneOf(metadata?.status, statuses)
  if (
    !id ||
    !operationType ||
    !hashPattern.test(hash) ||
    !chain ||
    !addressPattern.test(sentFrom) ||
    !addressPattern.test(sentTo) ||
    !status ||
    !Array.isArray(entry?.transfers)
  )
    return undefined
  const minedAt =
    typeof metadata?.minedAt === 'string' && !Number.isNaN(Date.parse(metadata.minedAt))
      ? metadata.minedAt
      : undefined
  const nonce =
    typeof metadata?.nonce === 'number' &&
    Number.isSafeInteger(metadata.nonce) &&
    metadata.nonce >= 0
      ? metadata.nonce
      : undefined
  return {
    id,
    metadata: {
      operationType,
      hash,
      chain,
      ...(minedAt ? { minedAt } : {}),
      sentFrom,
      sentTo,
      status,
      ...(nonce === undefined ? {} : { nonce }),
    },
    transfers: entry.transfers
      .slice(0, 50)
      .map(parseTransfer)
      .filter((transfer) => transfer !== undefined),
  }
}

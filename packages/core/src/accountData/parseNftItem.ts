import type { NftItem } from '../protocol/chainData.js'
import {
  readCaipAddress,
  readCaipNetworkId,
  readHttpUrl,
  readInteger,
  readOneOf,
  readRecord,
  readText,
} from './readFields.js'

const standards = ['ERC721', 'ERC1155', 'SPL'] as const

/** One NFT of an NFTs response, or undefined when it is malformed. */
export function parseNftItem(value: unknown): NftItem | undefined {
  const entry = readRecord(value)
  const chainId = readCaipNetworkId(entry?.chainId)
  const contract = readCaipAddress(entry?.contract)
  const standard = readOneOf(entry?.standard, standards)
  // An SPL NFT is its mint: the token id is the address of the contract (checked as CAIP-10).
  const mint = entry?.tokenId
  const tokenId =
    standard !== 'SPL'
      ? readInteger(mint)
      : typeof mint === 'string' &&
          chainId?.startsWith('solana:') &&
          contract === `${chainId}:${mint}`
        ? mint
        : undefined
  const amount = readInteger(entry?.amount)
  if (!chainId || !contract || tokenId === undefined || !standard || amount === undefined)
    return undefined
  const name = readText(entry?.name)
  const collection = readText(entry?.collection)
  const imageUrl = readHttpUrl(entry?.imageUrl)
  const explorerUrl = readHttpUrl(entry?.explorerUrl)
  return {
    chainId,
    contract,
    tokenId,
    standard,
    amount,
    ...(name ? { name } : {}),
    ...(collection ? { collection } : {}),
    ...(imageUrl ? { imageUrl } : {}),
    ...(explorerUrl ? { explorerUrl } : {}),
  }
}

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

const standards = ['ERC721', 'ERC1155'] as const

/** One NFT of an NFTs response, or undefined when it is malformed. */
export function parseNftItem(value: unknown): NftItem | undefined {
  const entry = readRecord(value)
  const chainId = readCaipNetworkId(entry?.chainId)
  const contract = readCaipAddress(entry?.contract)
  const tokenId = readInteger(entry?.tokenId)
  const standard = readOneOf(entry?.standard, standards)
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

import { cleanText } from './indexer/cleanText.js'

/** The largest metadata document read, from a `data:` URI or from outside. */
export const maximumMetadataBytes = 64 * 1024

/** The longest name kept, in characters. */
const maximumNameLength = 100

/** What an NFT's metadata says, when it says it in a way we read. */
export type NftMetadata = { name?: string | undefined; image?: string | undefined }

/**
 * An NFT's metadata document (ERC-721 / ERC-1155 metadata JSON, from a `data:` URI or fetched
 * from outside): a JSON object of at most 64 KB in UTF-8 whose `name` (cleaned, at most 100
 * characters) and `image` (an image source, bounded by the document's size, resolved later by
 * `resolveImageUrl`) are read when they are strings; everything else is ignored. `undefined` when
 * the bytes are not such an object, or it has neither.
 */
export function parseNftMetadata(bytes: Uint8Array): NftMetadata | undefined {
  if (bytes.length > maximumMetadataBytes) return undefined
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return undefined
  }
  if (typeof json !== 'object' || json === null) return undefined
  const { name, image } = json as { name?: unknown; image?: unknown }
  const metadata: NftMetadata = {}
  const cleanName = typeof name === 'string' ? cleanText(name, maximumNameLength) : null
  if (cleanName !== null) metadata.name = cleanName
  if (typeof image === 'string' && image !== '') metadata.image = image
  return metadata.name === undefined && metadata.image === undefined ? undefined : metadata
}

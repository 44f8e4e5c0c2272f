import { type Hex, type PublicClient, parseAbi } from 'viem'
import { cleanText } from './cleanText.js'

const metadataAbi = parseAbi([
  'function tokenURI(uint256 id) view returns (string)',
  'function uri(uint256 id) view returns (string)',
])

/** The largest metadata document read. */
const maximumMetadataBytes = 64 * 1024

/** What an NFT's metadata says, when it says it in a way we read. */
export type NftMetadata = { name?: string | undefined; image?: string | undefined }

/** The bytes of a `data:` URL (base64 or percent-encoded), or undefined. */
export function decodeDataUrl(url: string): { type: string; bytes: Uint8Array } | undefined {
  const match = /^data:([^,;]*)((?:;[^,;]*)*?)(;base64)?,(.*)$/s.exec(url)
  if (!match) return undefined
  try {
    const body = match[4] ?? ''
    const bytes = match[3]
      ? Buffer.from(body, 'base64')
      : Buffer.from(decodeURIComponent(body), 'utf8')
    return { type: (match[1] || 'text/plain').toLowerCase(), bytes: new Uint8Array(bytes) }
  } catch {
    return undefined
  }
}

/**
 * Reads an NFT's metadata URI (`tokenURI` for ERC-721, `uri` with the id substituted for
 * ERC-1155) and, when it is a `data:` URL of JSON within 64 KB, its name and image. Other URIs
 * (http, ipfs) are not fetched here: the indexer never makes requests to hosts a contract names.
 */
export async function readNftMetadata(
  client: PublicClient,
  {
    contract,
    tokenId,
    standard,
  }: { contract: string; tokenId: string; standard: 'ERC721' | 'ERC1155' },
): Promise<NftMetadata> {
  let uri: string
  try {
    uri = await client.readContract({
      address: contract as Hex,
      abi: metadataAbi,
      functionName: standard === 'ERC721' ? 'tokenURI' : 'uri',
      args: [BigInt(tokenId)],
    })
  } catch {
    return {}
  }
  if (uri.length > maximumMetadataBytes * 2) return {}
  const id = BigInt(tokenId).toString(16).padStart(64, '0')
  const document = decodeDataUrl(uri.replaceAll('{id}', id))
  if (!document || document.bytes.length > maximumMetadataBytes) return {}
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder().decode(document.bytes))
  } catch {
    return {}
  }
  if (typeof json !== 'object' || json === null) return {}
  const { name, image } = json as { name?: unknown; image?: unknown }
  return {
    name: typeof name === 'string' ? (cleanText(name, 100) ?? undefined) : undefined,
    image:
      typeof image === 'string' && image.length <= maximumMetadataBytes * 2 ? image : undefined,
  }
}

import { type Hex, type PublicClient, parseAbi } from 'viem'
import { maximumMetadataBytes, type NftMetadata, parseNftMetadata } from '../parseNftMetadata.js'

const metadataAbi = parseAbi([
  'function tokenURI(uint256 id) view returns (string)',
  'function uri(uint256 id) view returns (string)',
])

/** The longest metadata URL kept (as `toOutsideUrl` fetches none longer). */
const maximumMetadataUrlLength = 2048

/**
 * What the chain says of an NFT's metadata: its name and image when the URI is a `data:`
 * document, or `metadataUrl`, an http(s) or `ipfs://` URL that the chain-data route fetches
 * through the guard (`createNftMetadataCache`).
 */
export type OnChainNftMetadata = NftMetadata & { metadataUrl?: string | undefined }

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
 * Reads an NFT's metadata URI (`tokenURI` for ERC-721, `uri` for ERC-1155 with `{id}` replaced
 * by the id in 64 lower-case hex digits, as EIP-1155 says). A `data:` URI is decoded and parsed
 * here (`parseNftMetadata`); an http(s) or `ipfs://` URI is returned as `metadataUrl`, since the
 * indexer never makes requests to hosts a contract names. `undefined` when the read fails (no
 * such function, a token that does not exist, the RPC down); `{}` for a URI we cannot use.
 */
export async function readNftMetadata(
  client: PublicClient,
  {
    contract,
    tokenId,
    standard,
  }: { contract: string; tokenId: string; standard: 'ERC721' | 'ERC1155' },
): Promise<OnChainNftMetadata | undefined> {
  let uri: string
  try {
    uri = await client.readContract({
      address: contract as Hex,
      abi: metadataAbi,
      functionName: standard === 'ERC721' ? 'tokenURI' : 'uri',
      args: [BigInt(tokenId)],
    })
  } catch {
    return undefined
  }
  if (standard === 'ERC1155')
    uri = uri.replaceAll('{id}', BigInt(tokenId).toString(16).padStart(64, '0'))
  return readMetadataUri(uri)
}

/**
 * What an NFT's metadata URI gives without a request: a `data:` URI's JSON, parsed; an http(s)
 * or `ipfs://` URL as `metadataUrl`, for the chain-data route to fetch; `{}` for anything else.
 * EVM `tokenURI`s and Solana's TokenMetadata `uri` alike.
 */
export function readMetadataUri(uri: string): OnChainNftMetadata {
  if (/^(?:https?|ipfs):\/\//i.test(uri))
    return uri.length <= maximumMetadataUrlLength ? { metadataUrl: uri } : {}
  if (uri.length > maximumMetadataBytes * 2) return {}
  const document = decodeDataUrl(uri)
  return (document && parseNftMetadata(document.bytes)) ?? {}
}

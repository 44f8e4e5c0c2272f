import type { CaipNetworkId } from '../types/network.js'

/**
 * The fields of a Sign In With X message (CAIP-122, the data model EIP-4361 and Sign In With
 * Solana share). Times are ISO 8601 (RFC 3339) strings and are written as given, so a parsed
 * message formats back to the same bytes.
 */
export type SiwxMessageInput = {
  /** The RFC 3986 authority asking for the signature, `host[:port]`, without a scheme. */
  domain: string
  /**
   * The account that signs: `0x` and 40 hex digits on eip155 (EIP-55 checksummed, as wallets
   * give it), base58 of 32 bytes on solana, the CAIP-10 account address elsewhere.
   */
  address: string
  /** A sentence the user agrees to: URI characters and spaces only, no line break. */
  statement?: string | undefined
  /** The RFC 3986 URI of what the signature is for (the page that signs in). */
  uri: string
  /** Always `'1'`. */
  version: '1'
  /** The CAIP-2 network the session is bound to, e.g. `eip155:1` or `solana:5eykt4Us…`. */
  chainId: CaipNetworkId
  /** The server's one-time value: at least 8 letters and digits. */
  nonce: string
  /** When the message was made. */
  issuedAt: string
  /** When the signed message stops being valid. */
  expirationTime?: string | undefined
  /** When the signed message starts being valid. */
  notBefore?: string | undefined
  /** The site's own id for this sign-in request (RFC 3986 `pchar`s). */
  requestId?: string | undefined
  /** URIs the user wants the site to resolve as part of signing in. */
  resources?: readonly string[] | undefined
  /**
   * eip155 only: the URI scheme EIP-4361 lets a message name before its domain
   * (`https://example.com wants you to…`). Leave it out for the usual message.
   */
  scheme?: string | undefined
}

/** A field of {@link SiwxMessageInput}. */
export type SiwxMessageField = keyof SiwxMessageInput

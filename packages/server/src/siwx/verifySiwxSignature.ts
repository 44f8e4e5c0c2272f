import type { SiwxMessageInput } from '@latch/core/siwx'
import { base58 } from '@scure/base'
import { createPublicClient, type Hex, http, isAddress, type PublicClient } from 'viem'
import { ApiError, BadRequestError } from '../errors.js'
import type { Logger } from '../logger.js'
import { chainNotSupportedError, invalidMessageError } from './siwxErrors.js'

/** Checks a signature over a message's exact text; `true` when its address signed it. */
export type VerifySiwxSignature = (parameters: {
  /** The message as it was signed. */
  text: string
  /** Its fields, as `parseSiwxMessage` read them. */
  message: SiwxMessageInput
  /** eip155: `0x` hex; solana: base58 of the 64-byte Ed25519 signature. */
  signature: string
}) => Promise<boolean>

/** Parameters of {@link createSiwxSignatureVerifier}. */
export type CreateSiwxSignatureVerifierParameters = {
  /** CAIP-2 → RPC URL (`CHAIN_RPC_URLS`): the eip155 chains whose signatures can be checked. */
  chainRpcUrls: Record<string, string>
  logger: Logger
}

// A contract account's check is one `eth_call`; a node that does not answer in time fails the
// sign-in (503) rather than holding the request.
const rpcTimeoutMs = 10_000

/**
 * The signature check of each namespace:
 *
 * - eip155: ERC-191 for an EOA, ERC-1271 for a deployed contract account, ERC-6492 for one not
 *   deployed yet, all through viem's `verifyMessage` over the chain's RPC from `CHAIN_RPC_URLS`
 *   (a chain without one is 400 `chain_not_supported`; an RPC that fails is 503 `unavailable`);
 * - solana: Ed25519 over the message's UTF-8 bytes with the address (base58 of 32 bytes) as the
 *   public key, the signature base58 (WebCrypto; no RPC);
 * - bip122, polkadot: 400 `chain_not_supported`.
 */
export function createSiwxSignatureVerifier(
  parameters: CreateSiwxSignatureVerifierParameters,
): VerifySiwxSignature {
  const { chainRpcUrls, logger } = parameters
  const clients = new Map<string, PublicClient>()
  const clientOf = (chainId: string): PublicClient => {
    const url = Object.hasOwn(chainRpcUrls, chainId) ? chainRpcUrls[chainId] : undefined
    if (!url) throw chainNotSupportedError(chainId)
    let client = clients.get(chainId)
    if (!client) {
      client = createPublicClient({
        transport: http(url, { timeout: rpcTimeoutMs, retryCount: 0 }),
      })
      clients.set(chainId, client)
    }
    return client
  }

  return async ({ text, message, signature }) => {
    const namespace = message.chainId.slice(0, message.chainId.indexOf(':'))
    if (namespace === 'eip155') {
      const client = clientOf(message.chainId)
      if (!/^0x(?:[0-9a-fA-F]{2})+$/.test(signature))
        throw new BadRequestError(
          'Invalid body field signature: must be 0x and hex bytes on eip155.',
        )
      // viem checks the EIP-55 checksum of a mixed-case address; an all-lower-case one has none.
      if (!isAddress(message.address))
        throw invalidMessageError('`address` has a wrong EIP-55 checksum.')
      try {
        return await client.verifyMessage({
          address: message.address,
          message: text,
          signature: signature as Hex,
        })
      } catch (error) {
        logger.warn('siwx signature check failed on the RPC', {
          chainId: message.chainId,
          reason: error instanceof Error ? error.name : 'unknown',
        })
        throw new ApiError(
          503,
          'unavailable',
          `The RPC of ${message.chainId} did not answer the signature check; try again.`,
        )
      }
    }
    if (namespace === 'solana') {
      // Copies: WebCrypto takes bytes over an ArrayBuffer, not any ArrayBufferLike.
      let signatureBytes: Uint8Array<ArrayBuffer>
      try {
        signatureBytes = new Uint8Array(base58.decode(signature))
      } catch {
        signatureBytes = new Uint8Array()
      }
      if (signatureBytes.length !== 64)
        throw new BadRequestError(
          'Invalid body field signature: must be base58 of 64 bytes (Ed25519) on solana.',
        )
      let key: CryptoKey
      try {
        key = await crypto.subtle.importKey(
          'raw',
          new Uint8Array(base58.decode(message.address)),
          { name: 'Ed25519' },
          false,
          ['verify'],
        )
      } catch {
        // 32 bytes that are no curve point (a program-derived address): no key can sign for it.
        return false
      }
      return crypto.subtle.verify('Ed25519', key, signatureBytes, new TextEncoder().encode(text))
    }
    throw chainNotSupportedError(message.chainId)
  }
}

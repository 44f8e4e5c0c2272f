import { getAddress, type Hex, isAddress, isAddressEqual, zeroAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { ApiError } from '../errors.js'
import type { IdRegistryReader } from './createIdRegistryReader.js'
import type { SignatureParams } from './farcasterChannels.js'
import {
  invalidMessageError,
  invalidSignatureError,
  messageExpiredError,
  notCustodyError,
  registryUnavailableError,
  unknownFidError,
  wrongDomainError,
  wrongNonceError,
} from './farcasterErrors.js'

/** Parameters of `verifyFarcasterMessage`. */
export type VerifyFarcasterMessageParameters = {
  /** The EIP-4361 text the Farcaster client signed. */
  message: string
  signature: Hex
  /** The fid the client says signed (the body's `fid`). */
  fid: number
  /** The channel's parameters: the message must be for them. */
  expected: SignatureParams
  now: Date
  registry: IdRegistryReader
}

/** A message that passed: the fid and its custody address, which signed it. */
export type VerifiedFarcasterMessage = { fid: number; custody: `0x${string}` }

// What Farcaster clients write (`@farcaster/auth-client` builds "Farcaster Auth"; the older
// "Farcaster Connect" is what its verifier also takes).
const statements = new Set(['Farcaster Auth', 'Farcaster Connect'])
// Sign In With Farcaster messages name OP mainnet, where Farcaster's registries live, whatever
// chain the registry is read on.
const farcasterChainId = 10
const fidResource = /^farcaster:\/\/fid\/([1-9]\d{0,15})\/?$/

/**
 * Verifies a Sign In With Farcaster message for a channel (SECURITY.md T24): an EIP-4361 text
 * with Farcaster's statement and chain id and exactly one `farcaster://fid/<fid>` resource (the
 * body's fid); the channel's domain, URI, request id and nonce; its time window; then, from the
 * ID registry, the fid's custody address, which must be the message's address and whose
 * signature it must carry (auth addresses are not accepted). Throws the `ApiError` that says
 * which check failed; a registry that does not answer is 503 `unavailable`.
 */
export async function verifyFarcasterMessage(
  parameters: VerifyFarcasterMessageParameters,
): Promise<VerifiedFarcasterMessage> {
  const { message, signature, fid, expected, now, registry } = parameters
  const siwe = parseSiweMessage(message)
  const { address, issuedAt, notBefore, expirationTime } = siwe
  if (
    address === undefined ||
    !isAddress(address, { strict: false }) ||
    siwe.domain === undefined ||
    siwe.uri === undefined ||
    siwe.nonce === undefined ||
    issuedAt === undefined ||
    Number.isNaN(issuedAt.getTime())
  )
    throw invalidMessageError('it is not an EIP-4361 sign-in message.')
  if (siwe.version !== '1') throw invalidMessageError('its version must be 1.')
  if (siwe.statement === undefined || !statements.has(siwe.statement))
    throw invalidMessageError("its statement must be 'Farcaster Auth'.")
  if (siwe.chainId !== farcasterChainId)
    throw invalidMessageError(`its chain ID must be ${farcasterChainId}.`)
  const fids = (siwe.resources ?? []).flatMap((resource) => {
    const match = fidResource.exec(resource)
    return match ? [Number(match[1])] : []
  })
  if (fids.length !== 1)
    throw invalidMessageError('it must have exactly one farcaster://fid/<fid> resource.')
  if (fids[0] !== fid) throw invalidMessageError(`its fid resource is not fid ${fid}.`)

  const scheme = new URL(expected.siweUri).protocol.slice(0, -1)
  if (
    siwe.domain !== expected.domain ||
    siwe.uri !== expected.siweUri ||
    (siwe.scheme !== undefined && siwe.scheme !== scheme)
  )
    throw wrongDomainError()
  if (siwe.requestId !== expected.requestId)
    throw invalidMessageError("its request ID is not the channel's.")
  if (siwe.nonce !== expected.nonce) throw wrongNonceError()
  if (notBefore !== undefined && (Number.isNaN(notBefore.getTime()) || now < notBefore))
    throw messageExpiredError(true)
  if (
    expirationTime !== undefined &&
    (Number.isNaN(expirationTime.getTime()) || now >= expirationTime)
  )
    throw messageExpiredError(false)

  let custody: `0x${string}`
  let signed: boolean
  try {
    custody = await registry.custodyOf(fid)
    if (isAddressEqual(custody, zeroAddress)) throw unknownFidError(fid)
    signed = await registry.verifyMessage({ address: getAddress(address), message, signature })
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw registryUnavailableError(error)
  }
  // The signer first: a message whose signature is not its own address's proves nothing, and
  // saying "not the custody" of it would tell more than was shown.
  if (!signed) throw invalidSignatureError()
  if (!isAddressEqual(address, custody)) throw notCustodyError(fid)
  return { fid, custody }
}

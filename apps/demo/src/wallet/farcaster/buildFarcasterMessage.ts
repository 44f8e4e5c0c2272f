import { createSiweMessage } from 'viem/siwe'
import type { SignatureParams } from './farcasterRelay.js'

/**
 * The Sign In With Farcaster message a Farcaster app signs for a channel: EIP-4361 text for the
 * channel's domain, URI and nonce (and its time window and request id, when it has them), by the
 * fid's custody address, on chain 10 (OP mainnet, where Farcaster's registries live) with the
 * statement 'Farcaster Auth' and the fid as its one `farcaster://fid/<fid>` resource.
 *
 * @example
 * const message = buildFarcasterMessage(params, { fid: 1000, custody }, new Date())
 */
export function buildFarcasterMessage(
  params: SignatureParams,
  account: { fid: number; custody: `0x${string}` },
  issuedAt: Date,
): string {
  return createSiweMessage({
    domain: params.domain,
    address: account.custody,
    statement: 'Farcaster Auth',
    uri: params.siweUri,
    version: '1',
    chainId: 10,
    nonce: params.nonce,
    issuedAt,
    resources: [`farcaster://fid/${account.fid}`],
    ...(params.notBefore ? { notBefore: new Date(params.notBefore) } : {}),
    ...(params.expirationTime ? { expirationTime: new Date(params.expirationTime) } : {}),
    ...(params.requestId ? { requestId: params.requestId } : {}),
  })
}

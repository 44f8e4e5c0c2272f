import { checkSiwxMessageInput } from './checkSiwxMessageInput.js'
import type { SiwxMessageInput } from './siwxMessageInput.js'
import { writeSiwxMessage } from './writeSiwxMessage.js'

/**
 * Writes the text a wallet signs to sign in (CAIP-122), in the form of the chain's namespace:
 * EIP-4361 on eip155 ("… with your Ethereum account:", `Chain ID: 1`), Sign In With Solana on
 * solana ("… with your Solana account:", `Chain ID: mainnet`, see `siwsChainIds.ts`), and the
 * generic CAIP-122 text on bip122 ("Bitcoin") and polkadot ("Polkadot"). Every field is checked
 * first; a field that breaks its rule throws `SiwxMessageError` naming it.
 *
 * @example
 * import { formatSiwxMessage } from './formatSiwxMessage.js'
 * const message = formatSiwxMessage({
 *   domain: 'example.com',
 *   address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
 *   uri: 'https://example.com/login',
 *   version: '1',
 *   chainId: 'eip155:1',
 *   nonce: '32891756',
 *   issuedAt: '2021-09-30T16:25:24Z',
 * })
 */
export function formatSiwxMessage(input: SiwxMessageInput): string {
  return writeSiwxMessage(input, checkSiwxMessageInput(input))
}

import { errorMessage } from './errorMessage.js'

/**
 * Why pairing failed, in words a newcomer can act on. The SDK's own messages name topics and
 * internal codes; the common cases get a plain sentence instead.
 */
export function describePairingError(error: unknown): string {
  const message = errorMessage(error)
  if (/already exists/i.test(message))
    return 'this URI was already used. Ask the dapp for a new one.'
  if (/expired/i.test(message)) return 'this URI has expired. Ask the dapp for a new one.'
  if (/missing or invalid/i.test(message)) return 'this is not a valid WalletConnect URI.'
  return message
}

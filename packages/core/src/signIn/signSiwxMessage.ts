// Runtime imports through the package's own entries (external in the build), so this lazy entry
// shares no chunk with the index.
import {
  NotConnectedError,
  RequestPendingError,
  UserRejectedRequestError,
  WalletRequestError,
} from '@latch/core'
import type { Config } from '../config/createConfig.js'
import { SiwxUnsupportedNamespaceError } from '../errors/siwx.js'
import type { Namespace } from '../types/network.js'
import { encodeBase58 } from '../utils/encodeBase58.js'

type Provider = { request(arguments_: { method: string; params?: unknown }): Promise<unknown> }

export type SignSiwxMessageParameters = {
  namespace: Namespace
  /** The connected account that signs. */
  address: string
  /** The exact text to sign. */
  message: string
}

const base58Text = /^[1-9A-HJ-NP-Za-km-z]{1,128}$/

/** A wallet's refusal keeps its meaning; anything else is the wallet's failure, never raw. */
function toWalletError(error: unknown): Error {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown }
  if (code === UserRejectedRequestError.code || name === 'UserRejectedRequestError')
    return new UserRejectedRequestError({ cause: error })
  if (code === RequestPendingError.code) return new RequestPendingError({ cause: error })
  return new WalletRequestError({ cause: error, code: typeof code === 'number' ? code : undefined })
}

/**
 * Asks the connected wallet of a namespace to sign a Sign In With X message, whatever its
 * connector (a browser wallet, a WalletConnect session, the embedded wallet, whose frame shows
 * the approval over the modal): `personal_sign` of the UTF-8 text on eip155 (answer `0x` hex),
 * `solana_signMessage` of its base58 bytes on solana (answer base58). Returns the signature in
 * the form the Latch server verifies; throws `UserRejectedRequestError` when the visitor
 * declines, `WalletRequestError` for anything else the wallet answers.
 */
export async function signSiwxMessage(
  config: Config,
  parameters: SignSiwxMessageParameters,
): Promise<string> {
  const { namespace, address, message } = parameters
  const state = config.store.getState()
  const account = state.chains[namespace]?.account
  const provider = state.connectors.find(
    (row) => row.id === account?.connectorId && row.chain === namespace,
  )?.provider as Provider | undefined
  if (account?.status !== 'connected' || !provider) throw new NotConnectedError()
  const bytes = new TextEncoder().encode(message)
  let answer: unknown
  try {
    if (namespace === 'eip155') {
      const hex = `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
      answer = await provider.request({ method: 'personal_sign', params: [hex, address] })
    } else if (namespace === 'solana') {
      const reply = await provider.request({
        method: 'solana_signMessage',
        params: { message: encodeBase58(bytes), pubkey: address },
      })
      answer = (reply as { signature?: unknown } | null)?.signature
    } else throw new SiwxUnsupportedNamespaceError(namespace)
  } catch (error) {
    if (error instanceof SiwxUnsupportedNamespaceError) throw error
    throw toWalletError(error)
  }
  // The answer is the wallet's: only a signature of the namespace's form goes on to the server.
  const valid =
    typeof answer === 'string' &&
    (namespace === 'eip155'
      ? /^0x(?:[0-9a-fA-F]{2}){1,4096}$/.test(answer)
      : base58Text.test(answer))
  if (!valid)
    throw new WalletRequestError({ cause: new Error('The wallet answered no signature.') })
  return answer as string
}

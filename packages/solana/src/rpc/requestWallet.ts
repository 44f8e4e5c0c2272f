import { BaseError, UserRejectedRequestError, WalletRequestError } from '@latch/core'
import type { SolanaProvider } from '../types/solanaProvider.js'

function getErrorCode(error: unknown): number | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : 0
  return typeof code === 'number' ? code : undefined
}

/**
 * One request to the wallet, its failures as core errors: a refusal is a
 * `UserRejectedRequestError` (4001 in the wallet standard, 5000 to 5099 from WalletConnect),
 * anything else a `WalletRequestError` with the wallet's code.
 */
export async function requestWallet(
  provider: SolanaProvider,
  method: string,
  params?: unknown,
): Promise<unknown> {
  try {
    return await provider.request(params === undefined ? { method } : { method, params })
  } catch (error) {
    if (error instanceof BaseError) throw error
    const code = getErrorCode(error)
    if (
      code === UserRejectedRequestError.code ||
      (code !== undefined && code >= 5000 && code < 5100)
    )
      throw new UserRejectedRequestError({ cause: error })
    throw new WalletRequestError({ cause: error, code })
  }
}

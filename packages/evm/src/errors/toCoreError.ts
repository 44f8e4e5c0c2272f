import {
  ChainNotAddedError,
  RequestPendingError,
  UserRejectedRequestError,
  WalletRequestError,
} from '@latch/core'

/** Reads an EIP-1193 error code, including the nested ones some wallets use. */
export function getErrorCode(error: unknown): number | undefined {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current)
    const record = current as {
      code?: unknown
      data?: { originalError?: unknown }
      cause?: unknown
    }
    if (typeof record.code === 'number') return record.code
    current = record.data?.originalError ?? record.cause
  }
  return undefined
}

/** Turns a wallet's error into a core error, so no raw wallet error crosses into core. */
export function toCoreError(error: unknown): Error {
  const code = getErrorCode(error)
  if (code === UserRejectedRequestError.code) return new UserRejectedRequestError({ cause: error })
  if (code === ChainNotAddedError.code) return new ChainNotAddedError({ cause: error })
  if (code === RequestPendingError.code) return new RequestPendingError({ cause: error })
  return new WalletRequestError({ cause: error, code })
}

import {
  ChainNotAddedError,
  RequestPendingError,
  UserRejectedRequestError,
  WalletRequestError,
} from '@latch/core'

// Generic JSON-RPC codes that some wallets wrap the real EIP-1193 code in.
const genericCodes = new Set([-32603, -32000])

/**
 * Reads an EIP-1193 error code. Some wallets (MetaMask Mobile among them) answer with a
 * generic -32603 and put the real code (4001, 4902) in `data.originalError`: the most specific
 * code along the chain wins.
 */
export function getErrorCode(error: unknown): number | undefined {
  const seen = new Set<unknown>()
  const codes: number[] = []
  let current: unknown = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current)
    const record = current as {
      code?: unknown
      data?: { originalError?: unknown }
      cause?: unknown
    }
    if (typeof record.code === 'number') codes.push(record.code)
    current = record.data?.originalError ?? record.cause
  }
  return codes.find((code) => !genericCodes.has(code)) ?? codes[0]
}

/** Turns a wallet's error into a core error, so no raw wallet error crosses into core. */
export function toCoreError(error: unknown): Error {
  const code = getErrorCode(error)
  if (code === UserRejectedRequestError.code) return new UserRejectedRequestError({ cause: error })
  if (code === ChainNotAddedError.code) return new ChainNotAddedError({ cause: error })
  if (code === RequestPendingError.code) return new RequestPendingError({ cause: error })
  return new WalletRequestError({ cause: error, code })
}

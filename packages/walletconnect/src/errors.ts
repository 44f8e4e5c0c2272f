import { BaseError } from '@latch/core'

/** The wallet rejected the session proposal. */
export class ProposalRejectedError extends BaseError {
  override name = 'ProposalRejectedError'
  /** The WalletConnect reason code the wallet sent (5000 to 5099 for user rejections). */
  code: number | undefined

  constructor({ cause, code }: { cause?: unknown; code?: number | undefined } = {}) {
    super('The wallet rejected the connection request.', { cause })
    this.code = code
  }
}

/** Nobody approved the session proposal before it expired (the SDK's proposal TTL is 5 minutes). */
export class ProposalExpiredError extends BaseError {
  override name = 'ProposalExpiredError'

  constructor({ cause }: { cause?: unknown } = {}) {
    super('The connection request expired before the wallet approved it.', {
      cause,
      metaMessages: ['Show a new QR code or link and try again.'],
    })
  }
}

/** `connect` was aborted through its `signal`; the pending pairing was cleaned up. */
export class ConnectAbortedError extends BaseError {
  override name = 'ConnectAbortedError'

  constructor({ cause }: { cause?: unknown } = {}) {
    super('The connection request was aborted.', { cause })
  }
}

/** A chain was requested without an RPC URL, which would send its reads to the vendor's RPC. */
export class MissingRpcUrlError extends BaseError {
  override name = 'MissingRpcUrlError'

  constructor({ chainId }: { chainId: string }) {
    super(`No RPC URL for chain "${chainId}".`, {
      metaMessages: ['Add the chain to the `rpcMap` option of `createWalletConnectClient`.'],
    })
  }
}

/** A request needs a session, and there is none. */
export class NoSessionError extends BaseError {
  override name = 'NoSessionError'

  constructor() {
    super('There is no WalletConnect session.', {
      metaMessages: ['Call `connect()` or `restore()` first.'],
    })
  }
}

/** `wallet_sendCalls` parameters that break the spec's rule; nothing was sent to the wallet. */
export class InvalidSendCallsError extends BaseError {
  override name = 'InvalidSendCallsError'

  constructor({ details }: { details: string }) {
    super('Invalid wallet_sendCalls parameters.', {
      details,
      metaMessages: [
        "Each call's `to` must start with 0x; `data`, if present, must start with 0x.",
      ],
    })
  }
}

/** A read sent to the RPC map failed or came back malformed. */
export class RpcRequestError extends BaseError {
  override name = 'RpcRequestError'
  /** The JSON-RPC error code the RPC answered with, if any. */
  code: number | undefined

  constructor({
    method,
    details,
    code,
    cause,
  }: { method: string; details: string; code?: number | undefined; cause?: unknown }) {
    super(`The RPC request "${method.slice(0, 64)}" failed.`, { details, cause })
    this.code = code
  }
}

/**
 * The `RPC_REQUEST_ERROR` messages of the frame's RPC handler. Two are part of the protocol: the
 * host maps 'User rejected the request.' to EIP-1193 code 4001 and 'Requested RPC call is not
 * allowed' to 4200 (spec section 8), so they must not change.
 */
export const rpcMessages = {
  /** The visitor clicked Reject, pressed Escape, or closed the view. */
  userRejected: 'User rejected the request.',
  /** A method outside the allow-list (SECURITY.md T5). */
  notAllowed: 'Requested RPC call is not allowed',
  /** The request's chain is not one of the frame's `rpcUrls`. */
  networkUnavailable: 'This network is not available.',
  /** An EVM method on a Solana chain, or the other way round. */
  wrongNamespace: 'This method is not available on this network.',
  /** More than three unsafe requests wait behind the open approval (SECURITY.md T9). */
  tooManyWaiting: 'Too many requests are waiting for approval.',
  /** The params do not have the shape the method needs. */
  invalidParams: 'The request parameters are not valid.',
  /** The request names an account that is not this wallet's. */
  wrongAccount: 'The requested account is not this wallet.',
  /** The chain's RPC did not answer in time, answered too much, or not JSON-RPC. */
  rpcUnavailable: 'The network did not answer. Try again.',
  /** The chain's RPC reports another chain id than the frame's configuration (SECURITY.md T33). */
  rpcChainMismatch: 'The network answered for another chain.',
  /** A gas or fee estimate beyond the frame's sanity caps (SECURITY.md T33). */
  unusableFees: 'The network returned an unusable fee estimate.',
  /** A transaction's whole fee (gas × max fee per gas) above the chain's cap (`maxNetworkFee`). */
  networkFeeAboveCap: 'The network fee is above this wallet’s limit for this network.',
  /** A send reached the signer without the filled fees the view showed; nothing is signed. */
  feesNotShown: 'The network fee was not shown.',
  /** wallet_getCallsStatus for a batch this frame did not send. */
  unknownBatch: 'This batch of calls is not known.',
  /** A Solana transaction that this wallet does not have to sign. */
  notASigner: 'This transaction does not need this wallet’s signature.',
  /** The secret could not be rebuilt at signing time (no device share, or another wallet). */
  keysUnavailable: 'The wallet could not be opened.',
} as const

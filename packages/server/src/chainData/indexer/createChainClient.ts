import { createPublicClient, custom, type PublicClient } from 'viem'
import { forwardJsonRpc } from '../../rpcProxy/forwardJsonRpc.js'

/** A block with every transaction can be large; the proxy's 2 MB cap is for the frame's calls. */
const maximumIndexerResponseBytes = 64 * 1024 * 1024
const indexerTimeoutMs = 30_000

/** The upstream answered a JSON-RPC error (a revert, an unknown block). */
class ChainRpcError extends Error {
  override name = 'ChainRpcError'
  constructor(
    message: string,
    readonly code: number,
    readonly data: unknown,
  ) {
    super(message)
  }
}

/**
 * A viem public client for one chain of `CHAIN_RPC_URLS`, over the server's own JSON-RPC client
 * (`forwardJsonRpc`: no redirects, bounded replies, user info as Basic authorization, errors
 * that never name the URL).
 */
export function createChainClient(url: string): PublicClient {
  let id = 0
  return createPublicClient({
    transport: custom(
      {
        async request({ method, params }) {
          id += 1
          const reply = (await forwardJsonRpc({
            url,
            body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
            timeoutMs: indexerTimeoutMs,
            maxResponseBytes: maximumIndexerResponseBytes,
          })) as { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
          if (reply?.error) {
            const { code, message, data } = reply.error
            throw new ChainRpcError(
              typeof message === 'string' ? message : 'JSON-RPC error',
              typeof code === 'number' ? code : -32603,
              data,
            )
          }
          return reply?.result ?? null
        },
      },
      { retryCount: 1 },
    ),
  })
}

import { createPublicClient, custom, type PublicClient } from 'viem'
import { forwardJsonRpc } from '../../rpcProxy/forwardJsonRpc.js'

/** A block with every transaction can be large; the proxy's 2 MB cap is for the frame's calls. */
const maximumIndexerResponseBytes = 64 * 1024 * 1024
const indexerTimeoutMs = 30_000

/**
 * The most calls sent in one JSON-RPC batch. Providers cap batches (commonly at 50 to 1000
 * calls) and a batch of full blocks is one large reply, so batches stay small; a provider that
 * refuses a batch is asked each call alone.
 */
const maximumBatchSize = 20

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

type Reply = {
  id?: unknown
  result?: unknown
  error?: { code?: unknown; message?: unknown; data?: unknown }
}

type Call = {
  id: number
  method: string
  params: unknown
  resolve: (result: unknown) => void
  reject: (error: unknown) => void
}

function settle(call: Call, reply: Reply | undefined) {
  if (reply?.error) {
    const { code, message, data } = reply.error
    call.reject(
      new ChainRpcError(
        typeof message === 'string' ? message : 'JSON-RPC error',
        typeof code === 'number' ? code : -32603,
        data,
      ),
    )
  } else call.resolve(reply?.result ?? null)
}

/**
 * A viem public client for one chain of `CHAIN_RPC_URLS`, over the server's own JSON-RPC client
 * (`forwardJsonRpc`: no redirects, bounded replies, user info as Basic authorization, errors
 * that never name the URL). The calls made in one turn of the event loop (a `Promise.all` of
 * blocks, or of an account's balances) go out as one JSON-RPC batch of at most 20 calls.
 */
export function createChainClient(url: string): PublicClient {
  let id = 0
  let queue: Call[] = []
  const post = (body: unknown) =>
    forwardJsonRpc({
      url,
      body: JSON.stringify(body),
      timeoutMs: indexerTimeoutMs,
      maxResponseBytes: maximumIndexerResponseBytes,
    })
  const sendAlone = async (call: Call) => {
    try {
      const { id, method, params } = call
      settle(call, (await post({ jsonrpc: '2.0', id, method, params })) as Reply)
    } catch (error) {
      call.reject(error)
    }
  }
  const sendBatch = async (calls: Call[]) => {
    let replies: unknown
    try {
      replies = await post(
        calls.map(({ id, method, params }) => ({ jsonrpc: '2.0', id, method, params })),
      )
    } catch (error) {
      for (const call of calls) call.reject(error)
      return
    }
    // A provider without batches answers one error object: each call then goes alone.
    const byId = new Map<unknown, Reply>()
    if (Array.isArray(replies))
      for (const reply of replies as Reply[])
        if (reply && typeof reply === 'object') byId.set(reply.id, reply)
    await Promise.all(
      calls.map((call) => {
        const reply = byId.get(call.id)
        return reply ? settle(call, reply) : sendAlone(call)
      }),
    )
  }
  const flush = () => {
    const calls = queue
    queue = []
    for (let index = 0; index < calls.length; index += maximumBatchSize) {
      const batch = calls.slice(index, index + maximumBatchSize)
      void (batch.length === 1 ? sendAlone(batch[0] as Call) : sendBatch(batch))
    }
  }
  return createPublicClient({
    transport: custom(
      {
        request({ method, params }) {
          return new Promise((resolve, reject) => {
            id += 1
            if (queue.length === 0) setImmediate(flush)
            queue.push({ id, method, params, resolve, reject })
          })
        },
      },
      { retryCount: 1 },
    ),
  })
}

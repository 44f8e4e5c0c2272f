import type { Context } from 'hono'

/**
 * The client's address, for the per-address send limit: the socket's peer, or with
 * `trustProxy` the last `X-Forwarded-For` entry (the one the trusted proxy added; earlier
 * entries are the client's to write). `unknown` when there is neither (a runtime without sockets).
 */
export function readClientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded.slice(0, 64)
  }
  // @hono/node-server passes the Node request as `incoming` in the bindings.
  const bindings = c.env as { incoming?: { socket?: { remoteAddress?: unknown } } } | undefined
  const address = bindings?.incoming?.socket?.remoteAddress
  return typeof address === 'string' && address !== '' ? address : 'unknown'
}

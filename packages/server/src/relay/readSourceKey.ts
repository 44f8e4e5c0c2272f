import type { IncomingMessage } from 'node:http'
import { toSourceKey } from '../http/clientAddress.js'

/**
 * The per-source bucket of a relay upgrade request (`toSourceKey`: IPv4 by address, IPv6 by
 * /64): the socket's peer, or with `trustProxy` the last `X-Forwarded-For` entry (the one the
 * trusted proxy added; earlier ones are the client's to write).
 */
export function readSourceKey(request: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = request.headers['x-forwarded-for']
    const forwarded = (Array.isArray(header) ? header.at(-1) : header)?.split(',').at(-1)?.trim()
    if (forwarded) return toSourceKey(forwarded)
  }
  return toSourceKey(request.socket.remoteAddress ?? 'unknown')
}

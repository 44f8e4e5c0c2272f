import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'

/** A loopback HTTP server standing in for a host an NFT's image points at. */
export type ImageHost = {
  /** `http://127.0.0.1:<port>` or `http://[::1]:<port>`, without a trailing slash. */
  origin: string
  port: number
  /** The requests it received: path and headers. */
  seen: { path: string; headers: IncomingHttpHeaders }[]
  /** Bytes written by streaming answers, and whether the client cut the connection. */
  streamed: { bytes: number; cut: boolean }
  close: () => Promise<void>
}

/** An answer to one path. */
export type ImageHostAnswer = (
  request: IncomingMessage,
  response: ServerResponse,
  host: ImageHost,
) => void

/**
 * Starts an HTTP server on a loopback address that answers each path with its handler (404
 * otherwise) and records what it was asked.
 */
export async function startImageHost(
  answers: Record<string, ImageHostAnswer>,
  address: '127.0.0.1' | '::1' = '127.0.0.1',
): Promise<ImageHost> {
  const server = createServer((request, response) => {
    host.seen.push({ path: request.url ?? '', headers: request.headers })
    const answer = answers[request.url ?? '']
    if (answer) answer(request, response, host)
    else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, address, resolve))
  const { port } = server.address() as AddressInfo
  const host: ImageHost = {
    origin: address === '::1' ? `http://[::1]:${port}` : `http://127.0.0.1:${port}`,
    port,
    seen: [],
    streamed: { bytes: 0, cut: false },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
  return host
}

/** Answers with `bytes` and a `Content-Type` that may lie. */
export const serve =
  (bytes: Uint8Array | string, contentType = 'image/png'): ImageHostAnswer =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': contentType }).end(bytes)
  }

/** Answers with a redirect to `location`. */
export const redirectTo =
  (location: string, status = 302): ImageHostAnswer =>
  (_request, response) => {
    response.writeHead(status, { location }).end()
  }

/**
 * Streams `head` and then 64 KB chunks without a `Content-Length`, up to `totalBytes`, counting
 * what it wrote and whether the client cut the connection before the end.
 */
export const streamEndlessly =
  (head: Uint8Array, totalBytes: number): ImageHostAnswer =>
  (_request, response, host) => {
    response.writeHead(200, { 'content-type': 'image/png' })
    response.on('close', () => {
      if (!response.writableFinished) host.streamed.cut = true
    })
    response.write(head)
    host.streamed.bytes += head.length
    const chunk = new Uint8Array(64 * 1024)
    const next = () => {
      if (response.destroyed) return
      if (host.streamed.bytes >= totalBytes) return void response.end()
      host.streamed.bytes += chunk.length
      if (response.write(chunk)) setImmediate(next)
      else response.once('drain', next)
    }
    next()
  }

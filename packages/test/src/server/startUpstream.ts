import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type AnvilProcess, spawnAnvil } from '@latch/devnet'

/** What an upstream saw: one entry per HTTP request. */
export type SeenRequest = { url: string; headers: IncomingMessage['headers']; body: string }

/** A local HTTP server standing in for a chain's RPC provider. */
export type Upstream = {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  origin: string
  seen: SeenRequest[]
  close: () => Promise<void>
}

/**
 * Starts an HTTP server that records each request and lets `answer` reply; by default it passes
 * the body on to `forwardTo` (a real node such as anvil) and returns its reply, so tests can count
 * what reached the node.
 */
export async function startUpstream(parameters: {
  forwardTo?: string | undefined
  answer?: ((request: SeenRequest, response: ServerResponse) => void | Promise<void>) | undefined
}): Promise<Upstream> {
  const seen: SeenRequest[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', async () => {
      const entry = {
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      seen.push(entry)
      if (parameters.answer) return parameters.answer(entry, response)
      const forwarded = await fetch(parameters.forwardTo ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: entry.body,
      })
      response.writeHead(forwarded.status, { 'content-type': 'application/json' })
      response.end(await forwarded.text())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** A TCP port that nothing listens on (it was free a moment ago). */
export async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** A real EVM node for the proxy's tests: anvil (chain 31337) on a free loopback port. */
export async function startAnvil(name: string): Promise<AnvilProcess> {
  return spawnAnvil({ chainId: 31337, port: await closedPort(), name, host: '127.0.0.1' })
}

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type CreateRelayParameters, createLogger, createRelay, type Relay } from '@latch/server'

/** A loopback HTTP server that the test stops. */
export type TestServer = { url: string; close(): Promise<void> }

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

async function stop(server: Server) {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
}

/** A relay on a free loopback port, with its log captured. */
export type TestRelay = TestServer & {
  relay: Relay
  /** The relay's log, one parsed JSON line each (debug and up). */
  logLines: Record<string, unknown>[]
}

/**
 * Latch's own WalletConnect relay on a free loopback port, as the server mounts it at
 * `ws://127.0.0.1:<port>/relay`: one for the server's relay tests and the WalletConnect clients.
 */
export async function startTestRelay(
  parameters: Omit<CreateRelayParameters, 'logger'> = {},
): Promise<TestRelay> {
  const logLines: Record<string, unknown>[] = []
  const logger = createLogger({
    level: 'debug',
    write: (line) => logLines.push(JSON.parse(line)),
  })
  const server = createServer((_request, response) => response.writeHead(404).end())
  const port = await listen(server)
  const url = `ws://127.0.0.1:${port}/relay`
  const relay = createRelay({ url, ...parameters, logger })
  server.on('upgrade', (request, socket, head) => relay.handleUpgrade(request, socket, head))
  return {
    relay,
    url,
    logLines,
    async close() {
      await relay.close()
      await stop(server)
    },
  }
}

/**
 * A JSON-RPC endpoint answering each method with `answer(method)`: a stand-in for a chain's RPC
 * where the tests only need to see which reads reach it.
 */
export async function startTestRpc(answer: (method: string) => unknown): Promise<TestServer> {
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ id, jsonrpc: '2.0', result: answer(method) }))
    })
  })
  const url = `http://127.0.0.1:${await listen(server)}`
  return { url, close: () => stop(server) }
}

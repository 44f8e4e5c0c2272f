import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createLogger, createRelay } from '@latch/server'

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

/** Latch's own WalletConnect relay on a free loopback port, as the server mounts it. */
export async function startTestRelay(): Promise<TestServer> {
  const relay = createRelay({ logger: createLogger({ level: 'error', write: () => {} }) })
  const server = createServer((_request, response) => response.writeHead(404).end())
  server.on('upgrade', (request, socket, head) => relay.handleUpgrade(request, socket, head))
  const url = `ws://127.0.0.1:${await listen(server)}/relay`
  return {
    url,
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

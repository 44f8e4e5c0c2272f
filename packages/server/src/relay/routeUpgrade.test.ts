import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { loadConfig } from '../config/loadConfig.js'
import { createLogger } from '../logger.js'
import { type LatchServer, startServer } from '../node.js'
import { createRelay } from './createRelay.js'
import { routeUpgrade } from './routeUpgrade.js'
import { connectTestClient, createTestIdentity, signAuthJwt } from './testing/connectTestClient.js'

const silent = createLogger({ level: 'silent' })
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const start = async (env: Record<string, string>, port = 0) => {
  const config = { ...loadConfig({ env: { DATABASE_URL: 'sqlite::memory:', ...env } }), port }
  const server: LatchServer = await startServer({ config, logger: silent, handleSignals: false })
  cleanups.push(server.close)
  return server
}

describe('routeUpgrade', () => {
  test('default: /relay goes to the relay, any other path gets 404', async () => {
    const relay = createRelay({ logger: silent })
    cleanups.push(relay.close)
    const server = createServer()
    server.on('upgrade', routeUpgrade({ relay }))
    const base = await listen(server)
    const client = await connectTestClient(`${base}/relay`)
    cleanups.push(client.close)
    expect(await client.request('irn_subscribe', { topic: 't' })).toHaveProperty('result')
    await expect(connectTestClient(`${base}/other`)).rejects.toThrow(
      'Unexpected server response: 404',
    )
    await expect(connectTestClient(`${base}/relay/x`)).rejects.toThrow(
      'Unexpected server response: 404',
    )
  })

  test('parameters: relay undefined answers 404', async () => {
    const server = createServer()
    server.on('upgrade', routeUpgrade({ relay: undefined }))
    const base = await listen(server)
    await expect(connectTestClient(`${base}/relay`)).rejects.toThrow(
      'Unexpected server response: 404',
    )
  })

  test('parameters: path', async () => {
    const relay = createRelay({ logger: silent })
    cleanups.push(relay.close)
    const server = createServer()
    server.on('upgrade', routeUpgrade({ relay, path: '/wc' }))
    const base = await listen(server)
    const client = await connectTestClient(`${base}/wc`)
    cleanups.push(client.close)
    await expect(connectTestClient(`${base}/relay`)).rejects.toThrow(
      'Unexpected server response: 404',
    )
  })
})

describe('startServer with RELAY_ENABLED', () => {
  test('default: the relay is off', async () => {
    const server = await start({})
    expect(server.relayUrl).toBeUndefined()
    await expect(connectTestClient(`${server.url.replace('http', 'ws')}/relay`)).rejects.toThrow(
      'Unexpected server response: 404',
    )
  })

  test('parameters: RELAY_ENABLED=true serves the relay at /relay and closes it on shutdown', async () => {
    const server = await start({ RELAY_ENABLED: 'true' })
    expect(server.relayUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/relay$/)
    expect(server.relayUrl).toBe(`${server.url.replace('http', 'ws')}/relay`)
    const alice = await connectTestClient(server.relayUrl!)
    const bob = await connectTestClient(server.relayUrl!)
    await bob.request('irn_subscribe', { topic: 't' })
    await alice.request('irn_publish', { topic: 't', message: 'm' })
    await bob.waitForDeliveries(1)
    // The HTTP API still answers beside it.
    expect((await fetch(`${server.url}/health`)).status).toBe(200)
    const startedAt = Date.now()
    await server.close()
    expect(Date.now() - startedAt).toBeLessThan(2000)
    expect(await alice.closed).toMatchObject({ code: 1001 })
    expect(await bob.closed).toMatchObject({ code: 1001 })
  })

  test('parameters: PUBLIC_URL gives the relay URL its scheme and host', async () => {
    // A port known beforehand: the server's own URL is then PUBLIC_URL's.
    const probe = createServer()
    const port = Number(new URL(await listen(probe)).port)
    await new Promise((resolve) => probe.close(resolve))
    const server = await start(
      { RELAY_ENABLED: 'true', PUBLIC_URL: 'https://api.example.com/' },
      port,
    )
    expect(server.relayUrl).toBe('wss://api.example.com/relay')
    // Clients are given that URL, so their auth JWTs name it as `aud`, whatever they connect to.
    const local = `ws://127.0.0.1:${port}/relay`
    await expect(connectTestClient(local)).rejects.toThrow('Unexpected server response: 401')
    const identity = createTestIdentity()
    const client = await connectTestClient(local, {
      auth: signAuthJwt(identity, { aud: 'wss://api.example.com/relay' }),
    })
    cleanups.push(client.close)
    expect(await client.request('irn_subscribe', { topic: 't' })).toHaveProperty('result')
  })
})

// @vitest-environment node
// Node, not jsdom: the real server serves the frame page and proxies its chain calls.
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AnvilProcess } from '@latch/devnet'
import { createApp, createFrameApp, createLogger, createProject, loadConfig } from '@latch/server'
import {
  closedPort,
  databases,
  startAnvil,
  startUpstream,
  type Upstream,
  useTestDatabase,
} from '@latch/test/server'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { readFrameConfig } from '../readFrameConfig.js'
import { callJsonRpc } from './callJsonRpc.js'
import { resolveRpcChain } from './resolveRpcChain.js'

// Issue 11 (low), SECURITY.md T30: the operator's RPC URLs carry API keys (in the query, the
// path or the user info). The frame page and every answer the frame gets from the server are
// checked for a canary key: none of it may reach a browser.

const canary = `canary-${randomBytes(12).toString('hex')}`
// Every form the key could take on its way out: as is, URL-encoded, in Basic authorization.
const forms = [
  canary,
  encodeURIComponent(canary),
  Buffer.from(`rpcuser:${canary}`).toString('base64'),
  canary.slice(0, 16),
  canary.slice(-16),
]
const frameOrigin = 'http://127.0.0.1:18999'
const apiUrl = 'http://127.0.0.1:18998'
const sqlite = databases.find((database) => database.name === 'sqlite')
const indexHtml = fileURLToPath(new URL('../../../app/index.html', import.meta.url))

// jsdom has no types installed here; a variable specifier keeps tsc from looking for them.
const jsdomModule = 'jsdom'
const { JSDOM } = (await import(jsdomModule)) as {
  JSDOM: new (html: string) => { window: Window & typeof globalThis }
}

describe('rpcProxy.canary (no RPC key reaches a browser)', () => {
  const handle = useTestDatabase(sqlite ?? { name: 'sqlite', url: 'sqlite:' })
  const { test } = handle
  let anvil: AnvilProcess
  let withAuth: Upstream
  let echoing: Upstream
  let deadPort: number
  let distDir: string

  beforeAll(async () => {
    await createProject(handle.db, { id: 'demo', name: 'Demo', origins: ['https://app.example'] })
    anvil = await startAnvil('rpc canary')
    withAuth = await startUpstream({ forwardTo: anvil.rpcUrl })
    // A provider that names the URL it was called with in its errors, as some do for bad keys.
    echoing = await startUpstream({
      answer: (request, response) => {
        const { id } = JSON.parse(request.body) as { id: number }
        response.writeHead(401, { 'content-type': 'application/json' })
        response.end(
          JSON.stringify({
            jsonrpc: '2.0',
            id,
            error: {
              code: -32001,
              message: `invalid key in http://127.0.0.1${request.url}`,
              data: { path: request.url, key: request.url?.split('/').at(-1) },
            },
          }),
        )
      },
    })
    deadPort = await closedPort()
    distDir = await mkdtemp(join(tmpdir(), 'latch-rpc-canary-'))
    await mkdir(join(distDir, 'assets'))
    await writeFile(join(distDir, 'index.html'), await readFile(indexHtml, 'utf8'))
  })
  afterAll(async () => {
    await withAuth?.close()
    await echoing?.close()
    await anvil?.stop()
  })

  test('default: the frame page and every answer the frame gets are free of the key', async () => {
    const withAuthUrl = new URL(withAuth.origin)
    withAuthUrl.username = 'rpcuser'
    withAuthUrl.password = canary
    const config = loadConfig({
      env: {
        DATABASE_URL: 'sqlite::memory:',
        FRAME_ORIGIN: frameOrigin,
        CHAIN_RPC_URLS: [
          `eip155:31337=${anvil.rpcUrl}/?apikey=${canary}`,
          `eip155:1=${withAuthUrl.href}`,
          `eip155:10=${echoing.origin}/v3/${canary}`,
          `eip155:5=http://127.0.0.1:${deadPort}/v3/${canary}`,
        ].join(','),
      },
    })
    const logLines: string[] = []
    const logger = createLogger({ level: 'debug', write: (line) => logLines.push(line) })
    const api = createApp({ db: handle.db, config, logger })
    const frame = await createFrameApp({
      db: handle.db,
      distDir,
      apiUrl,
      rpcUrls: config.chainRpcUrls,
      logger,
    })

    // What a browser sees: status, headers and body of every response.
    const seen: string[] = []
    const record = async (label: string, response: Response) => {
      const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`)
      seen.push(
        `${label} ${response.status}\n${headers.join('\n')}\n${await response.clone().text()}`,
      )
      return response
    }

    const page = await record('page', await frame.request('/?projectId=demo&chainId=31337'))
    expect(page.status).toBe(200)
    const html = await page.text()
    for (const form of forms) expect(seen.join('\n'), 'the frame page').not.toContain(form)

    // The frame reads its config from the page as it does in the browser, then calls each chain.
    const { document } = new JSDOM(html).window
    const frameConfig = readFrameConfig({ document, search: '?projectId=demo&chainId=31337' })
    expect(Object.keys(frameConfig.rpcUrls).sort()).toEqual([
      'eip155:1',
      'eip155:10',
      'eip155:31337',
      'eip155:5',
    ])
    // The page's CSP lets the frame call the API's origin and no upstream.
    expect(page.headers.get('content-security-policy')).toContain(
      `connect-src 'self' ${new URL(apiUrl).origin};`,
    )
    const browserFetch: typeof fetch = async (input, init) => {
      const url = new URL(String(input))
      expect(url.origin).toBe(new URL(apiUrl).origin)
      const path = `${url.pathname}${url.search}`
      await record(
        `preflight ${path}`,
        await api.request(path, {
          method: 'OPTIONS',
          headers: {
            origin: frameOrigin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        }),
      )
      const headers = new Headers(init?.headers)
      headers.set('origin', frameOrigin)
      const response = await record(path, await api.request(path, { ...init, headers }))
      expect(response.headers.get('access-control-allow-origin')).toBe(frameOrigin)
      return response
    }
    const messages: string[] = []
    const results: Record<string, unknown> = {}
    for (const chainId of Object.keys(frameConfig.rpcUrls)) {
      const chain = resolveRpcChain(frameConfig.rpcUrls, chainId, undefined)
      for (const [method, params] of [
        ['eth_chainId', []],
        ['eth_getBalance', ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'latest']],
        ['eth_sendRawTransaction', ['0x1234']],
      ] as const) {
        try {
          results[`${chainId} ${method}`] = await callJsonRpc({
            url: chain.rpcUrl,
            method,
            params,
            fetch: browserFetch,
          })
        } catch (error) {
          messages.push(`${chainId} ${method}: ${(error as Error).message}`)
        }
      }
    }
    // The proxied chains answer as the upstreams did.
    expect(results['eip155:31337 eth_chainId']).toBe('0x7a69')
    expect(results['eip155:1 eth_chainId']).toBe('0x7a69')
    expect(withAuth.seen[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from(`rpcuser:${canary}`).toString('base64')}`,
    )
    expect(echoing.seen.length).toBeGreaterThan(0)
    expect(
      messages.some((message) => message.startsWith('eip155:10 eth_chainId: invalid key')),
    ).toBe(true)

    const everything = [...seen, ...messages, JSON.stringify(results)].join('\n')
    for (const form of forms) expect(everything).not.toContain(form)
    // Not a browser's, but the logs must not carry the key either.
    for (const form of forms) expect(logLines.join('\n')).not.toContain(form)
  })
})

import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { databases, useTestDatabase } from '@latch/test/server'
import type { Hono } from 'hono'
import { beforeAll, describe, expect } from 'vitest'
import { createLogger } from '../logger.js'
import { createProject } from '../projects/createProject.js'
import { createFrameApp } from './createFrameApp.js'

const quiet = createLogger({ level: 'error', write: () => {} })

describe.each(databases)('the frame origin ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle
  let app: Hono
  let distDir: string

  beforeAll(async () => {
    if (!database.url) return
    await createProject(handle.db, {
      id: 'demo',
      name: 'Demo',
      origins: ['https://app.example', 'https://*.example.org'],
    })
    distDir = await mkdtemp(join(tmpdir(), 'latch-frame-'))
    await mkdir(join(distDir, 'assets'))
    await writeFile(
      join(distDir, 'index.html'),
      '<!doctype html><meta name="latch-api-url" content=""><meta name="latch-allowed-origins" content="[]"><meta name="latch-rpc-urls" content="{}"><script src="/assets/main-abc.js"></script>',
    )
    await writeFile(join(distDir, 'assets', 'main-abc.js'), 'console.log(1)')
    await writeFile(join(distDir, 'assets', 'notes.txt'), 'not served')
    app = await createFrameApp({
      db: handle.db,
      distDir,
      apiUrl: 'https://api.example/latch',
      rpcUrls: {
        'eip155:1': 'https://eth.example/v1/key',
        'eip155:10': 'https://eth.example/v1/op',
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'http://127.0.0.1:8899/',
      },
      logger: quiet,
    })
  })

  test('default', async () => {
    const response = await app.request('/?projectId=demo&chainId=1&version=0.1.0')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('/assets/main-abc.js')
    // The frame learns the API and the allow-list from the page itself.
    expect(html).toContain('<meta name="latch-api-url" content="https://api.example/latch">')
    expect(html).toContain(
      '<meta name="latch-allowed-origins" content="[&quot;https://*.example.org&quot;,&quot;https://app.example&quot;]">',
    )
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain('frame-ancestors https://*.example.org https://app.example;')
    // The API only: the frame reaches its chains through the API's proxy.
    expect(policy).toContain("connect-src 'self' https://api.example;")
    // Each configured chain, as the proxy's URL under the page's project; no upstream URL.
    expect(html).toContain(
      '<meta name="latch-rpc-urls" content="{&quot;eip155:1&quot;:&quot;https://api.example/latch/rpc/v1/eip155:1?projectId=demo&quot;,&quot;eip155:10&quot;:&quot;https://api.example/latch/rpc/v1/eip155:10?projectId=demo&quot;,&quot;solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&quot;:&quot;https://api.example/latch/rpc/v1/solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp?projectId=demo&quot;}">',
    )
    expect(html).not.toContain('eth.example')
    expect(html).not.toContain('8899')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  test('behavior: an unknown or malformed project may be framed by nobody', async () => {
    for (const query of ['?projectId=nope', '?projectId=%3Cscript%3E', '']) {
      const response = await app.request(`/${query}`)
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    }
    // A malformed project id gets no chains (the frame refuses to start with it anyway).
    expect(await (await app.request('/?projectId=%3Cscript%3E')).text()).toContain(
      '<meta name="latch-rpc-urls" content="{}">',
    )
  })

  test('behavior: built assets are immutable; anything else is not served', async () => {
    const asset = await app.request('/assets/main-abc.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(asset.headers.get('cache-control')).toContain('immutable')
    expect(await asset.text()).toBe('console.log(1)')
    for (const path of ['/assets/notes.txt', '/assets/..%2Findex.html', '/index.html', '/x'])
      expect((await app.request(path)).status, path).toBe(404)
  })

  test('behavior: /approve is the approval popup: the same page, framed by nobody, calling nothing, keeping its opener', async () => {
    const response = await app.request('/approve')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('/assets/main-abc.js')
    // Nothing of the project or its chains: the popup gets its request from the frame.
    expect(html).toContain('<meta name="latch-api-url" content="">')
    expect(html).toContain('<meta name="latch-rpc-urls" content="{}">')
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("script-src 'self';")
    expect(policy).toContain("connect-src 'self';")
    expect(policy).toContain("require-trusted-types-for 'script'")
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    // A same-origin opener policy would sever the popup from the frame that opened it.
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  test('error: without a build, the frame says so', async () => {
    const empty = await createFrameApp({
      db: handle.db,
      distDir: join(distDir, 'missing'),
      apiUrl: 'https://api.example',
      logger: quiet,
    })
    const response = await empty.request('/?projectId=demo')
    expect(response.status).toBe(503)
  })
})

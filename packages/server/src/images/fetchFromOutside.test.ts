import { tinyPng } from '@latch/test/server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type FetchFromOutsideParameters,
  type FetchFromOutsideReturnType,
  fetchFromOutside,
} from './fetchFromOutside.js'
import {
  type ImageHost,
  type ImageHostAnswer,
  redirectTo,
  serve,
  startImageHost,
  streamEndlessly,
} from './testing/startImageHost.js'

const maxBytes = 512 * 1024

// The guard refuses loopback; each test trusts the origin of its own server, as production
// trusts the IPFS gateway's. Everything else the servers redirect to is checked as usual. Every
// refused target here is refused before any connection; those on loopback are chosen so that a
// broken guard would connect (to a server that answers a PNG, or to a closed port 80) and fail
// the test instead of sending traffic anywhere else.
let host: ImageHost
let other: ImageHost
let ipv6: ImageHost
const status =
  (code: number, headers: Record<string, string> = {}): ImageHostAnswer =>
  (_request, response) => {
    response.writeHead(code, headers)
    // A declared body that never comes in full (or a 404 that ends at once).
    if (code === 200) response.write(tinyPng)
    else response.end()
  }
const answers: Record<string, ImageHostAnswer> = {
  '/tiny.png': serve(tinyPng),
  '/hop': redirectTo('/tiny.png', 301),
  '/to-self': (request, response, server) =>
    redirectTo(`${server.origin}/tiny.png`)(request, response, server),
  '/loop': redirectTo('/loop'),
  '/not-found': status(404),
  '/declared-large': status(200, { 'content-length': String(maxBytes + 1) }),
  '/endless': streamEndlessly(tinyPng, 64 * 1024 * 1024),
  '/no-headers': () => {},
  '/stalled-body': status(200, { 'content-length': '1000' }),
}

beforeAll(async () => {
  host = await startImageHost(answers)
  other = await startImageHost({ '/tiny.png': serve(tinyPng) })
  ipv6 = await startImageHost({ '/tiny.png': serve(tinyPng) }, '::1')
})
afterAll(async () => {
  await Promise.all([host.close(), other.close(), ipv6.close()])
})

const fetchFrom = (url: string, parameters: Partial<FetchFromOutsideParameters> = {}) =>
  fetchFromOutside({
    url: new URL(url),
    maxBytes,
    trustedOrigins: [host.origin],
    resolve: async () => {
      throw new Error('no DNS in these tests')
    },
    ...parameters,
  })
const seenPaths = (server: ImageHost) => server.seen.map((entry) => entry.path)

describe('fetchFromOutside', () => {
  test('default: GETs the body from a trusted origin, with no cookie or credential', async () => {
    const result = await fetchFrom(`${host.origin}/tiny.png`, { accept: 'image/png' })
    expect(result).toEqual({ bytes: tinyPng })
    const headers = host.seen.at(-1)?.headers ?? {}
    expect(headers.accept).toBe('image/png')
    expect(headers['accept-encoding']).toBe('identity')
    for (const name of ['cookie', 'authorization', 'referer', 'proxy-authorization'])
      expect(headers[name], name).toBeUndefined()
  })

  test('behavior: follows a redirect within the trusted origin', async () => {
    expect(await fetchFrom(`${host.origin}/hop`)).toEqual({ bytes: tinyPng })
    expect(await fetchFrom(`${host.origin}/to-self`)).toEqual({ bytes: tinyPng })
  })

  test('behavior: connects to the address it checked, not to a second look-up', async () => {
    // `.test` names resolve nowhere but through the injected resolver: without pinning, the
    // connection would ask the system's DNS and fail.
    const origin = `http://images.test:${host.port}`
    let lookups = 0
    const result = await fetchFrom(`${origin}/tiny.png`, {
      trustedOrigins: [origin],
      resolve: async (name) => {
        lookups++
        return name === 'images.test' ? ['127.0.0.1'] : []
      },
    })
    expect(result).toEqual({ bytes: tinyPng })
    expect(lookups).toBe(1)
    expect(host.seen.at(-1)?.headers.host).toBe(`images.test:${host.port}`)
  })

  test('behavior: a name resolving to a loopback or private address is refused', async () => {
    for (const addresses of [['127.0.0.1'], ['::1'], ['::ffff:127.0.0.1'], ['127.0.0.5']]) {
      const before = host.seen.length
      const result = await fetchFrom('http://images.example/tiny.png', {
        resolve: async () => addresses,
      })
      expect(result, addresses.join()).toEqual({ error: 'refused_address' })
      expect(host.seen.length).toBe(before)
    }
  })

  test('behavior: an unresolvable name is refused', async () => {
    expect(await fetchFrom('http://images.example/tiny.png')).toEqual({ error: 'unresolved' })
    expect(await fetchFrom('http://images.example/tiny.png', { resolve: async () => [] })).toEqual({
      error: 'unresolved',
    })
  })

  test('behavior: a port other than the default is refused outside the trusted origins', async () => {
    const result = await fetchFrom(`http://images.example:${other.port}/tiny.png`, {
      resolve: async () => ['127.0.0.1'],
    })
    expect(result).toEqual({ error: 'refused_port' })
    expect(await fetchFrom(`${other.origin}/tiny.png`)).toEqual({ error: 'refused_port' })
    expect(seenPaths(other)).toEqual([])
  })

  const refusedRedirects = async (targets: string[]) => {
    for (const target of targets) {
      const redirecting = await startImageHost({ '/': redirectTo(target) })
      const result = await fetchFrom(`${redirecting.origin}/`, {
        trustedOrigins: [redirecting.origin],
      })
      await redirecting.close()
      expect(result, target).toEqual({ error: 'refused_address' })
    }
  }

  test('behavior: a redirect to a loopback address is refused', async () => {
    // Port 80 on loopback is closed here: a guard that let these through would end `unreachable`.
    await refusedRedirects([
      'http://127.0.0.1/tiny.png',
      'http://127.1/tiny.png',
      'http://2130706433/tiny.png',
      'http://[::1]/tiny.png',
      'http://[::ffff:127.0.0.1]/tiny.png',
      'http://[::ffff:7f00:1]/tiny.png',
    ])
  })

  // Kept apart from the loopback cases: when checking that the tests can fail, run a broken
  // guard against those only, so that no test ever sends a packet off this machine.
  test('behavior: a redirect to a private, link-local or metadata address is refused', async () => {
    await refusedRedirects([
      'http://10.0.0.1/tiny.png',
      'http://192.168.1.1/tiny.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00::1]/tiny.png',
      'http://[fe80::1]/tiny.png',
      'http://100.64.0.1/tiny.png',
      'http://0.0.0.0/tiny.png',
    ])
  })

  test('behavior: a redirect to another loopback server or port is refused', async () => {
    for (const target of [`${other.origin}/tiny.png`, `${ipv6.origin}/tiny.png`]) {
      const redirecting = await startImageHost({ '/': redirectTo(target) })
      const result = await fetchFrom(`${redirecting.origin}/`, {
        trustedOrigins: [redirecting.origin],
      })
      await redirecting.close()
      expect(result, target).toEqual({ error: 'refused_port' })
    }
    expect(seenPaths(other)).toEqual([])
    expect(seenPaths(ipv6)).toEqual([])
    // The same servers answer when trusted: the refusal above is the guard's, not theirs.
    expect(await fetchFrom(`${ipv6.origin}/tiny.png`, { trustedOrigins: [ipv6.origin] })).toEqual({
      bytes: tinyPng,
    })
  })

  test('behavior: a redirect to a name resolving to a private address is refused', async () => {
    const redirecting = await startImageHost({ '/': redirectTo('http://rebind.example/x.png') })
    const result = await fetchFrom(`${redirecting.origin}/`, {
      trustedOrigins: [redirecting.origin],
      resolve: async () => ['127.0.0.1'],
    })
    await redirecting.close()
    expect(result).toEqual({ error: 'refused_address' })
  })

  test('behavior: other schemes and URLs with credentials are refused', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://images.example/x.png', 'ipfs://bafy/x.png'])
      expect(await fetchFrom(url), url).toEqual({ error: 'unsupported_url' })
    const withCredentials = new URL(`${host.origin}/tiny.png`)
    withCredentials.username = 'user'
    withCredentials.password = 'secret'
    const before = host.seen.length
    expect(await fetchFrom(withCredentials.href)).toEqual({ error: 'unsupported_url' })
    const redirecting = await startImageHost({ '/': redirectTo('file:///etc/passwd') })
    expect(
      await fetchFrom(`${redirecting.origin}/`, { trustedOrigins: [redirecting.origin] }),
    ).toEqual({ error: 'unsupported_url' })
    await redirecting.close()
    expect(host.seen.length).toBe(before)
  })

  test('behavior: at most 3 redirects', async () => {
    const before = seenPaths(host).filter((path) => path === '/loop').length
    expect(await fetchFrom(`${host.origin}/loop`)).toEqual({ error: 'redirect' })
    expect(seenPaths(host).filter((path) => path === '/loop').length - before).toBe(4)
  })

  test('behavior: an answer other than 200 gives no body', async () => {
    expect(await fetchFrom(`${host.origin}/not-found`)).toEqual({ error: 'status' })
  })

  test('behavior: a body past maxBytes is refused, declared or streamed, and cut off', async () => {
    // Summarised: a failing run must not print megabytes.
    const outcome = (result: FetchFromOutsideReturnType) =>
      'error' in result ? result.error : `${result.bytes.length} bytes`
    expect(outcome(await fetchFrom(`${host.origin}/declared-large`))).toBe('too_large')
    expect(outcome(await fetchFrom(`${host.origin}/endless`))).toBe('too_large')
    // The server stops long before its 64 MB: the connection was cut near the limit.
    await expect.poll(() => host.streamed.cut).toBe(true)
    expect(host.streamed.bytes).toBeLessThan(8 * 1024 * 1024)
  })

  test('behavior: a slow server times out, before its headers or within its body', async () => {
    for (const path of ['/no-headers', '/stalled-body']) {
      const started = performance.now()
      expect(await fetchFrom(`${host.origin}${path}`, { timeoutMs: 300 }), path).toEqual({
        error: 'timeout',
      })
      expect(performance.now() - started).toBeLessThan(2_000)
    }
  })

  test('behavior: a hanging look-up times out too', async () => {
    const result = await fetchFrom('http://images.example/x.png', {
      timeoutMs: 200,
      resolve: () => new Promise(() => {}),
    })
    expect(result).toEqual({ error: 'timeout' })
  })

  test("behavior: the caller's signal aborts", async () => {
    const controller = new AbortController()
    const fetching = fetchFrom(`${host.origin}/no-headers`, { signal: controller.signal })
    setTimeout(() => controller.abort(), 50)
    expect(await fetching).toEqual({ error: 'aborted' })
  })
})

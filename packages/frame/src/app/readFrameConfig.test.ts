import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { FrameConfigError, readFrameConfig } from './readFrameConfig.js'

// The page the app build starts from (Vite keeps its metas as they are).
const indexHtml = join(dirname(fileURLToPath(import.meta.url)), '../../app/index.html')

function page(metas: Record<string, string | undefined>) {
  const document = window.document.implementation.createHTMLDocument('frame')
  for (const [name, content] of Object.entries(metas)) {
    const meta = document.createElement('meta')
    meta.name = name
    if (content !== undefined) meta.content = content
    document.head.append(meta)
  }
  return document
}

const served = (apiUrl = 'https://api.example.com', origins = '["https://app.example"]') =>
  page({
    'latch-api-url': apiUrl,
    'latch-allowed-origins': origins,
    'latch-rpc-urls':
      '{"eip155:1":"https://rpc.example/eth","solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp":"http://127.0.0.1:8899"}',
  })

const read = (document: Document, search = '?projectId=demo') =>
  readFrameConfig({ document, search })

function refusal(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(FrameConfigError)
    return (error as FrameConfigError).shortMessage
  }
  throw new Error('expected a FrameConfigError')
}

describe('readFrameConfig', () => {
  test('default', () => {
    expect(read(served(), '?projectId=demo&chainId=1&version=0.1.0&enableLogger=true')).toEqual({
      apiUrl: 'https://api.example.com',
      allowedOrigins: ['https://app.example'],
      rpcUrls: {
        'eip155:1': 'https://rpc.example/eth',
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'http://127.0.0.1:8899/',
      },
      projectId: 'demo',
      chainId: 1,
      sdkVersion: '0.1.0',
      enableLogger: true,
    })
  })

  test('behavior: the page as built, before the server fills it in, does not start', () => {
    const html = readFileSync(indexHtml, 'utf8')
    const document = new DOMParser().parseFromString(html, 'text/html')
    expect(refusal(() => read(document))).toBe(
      "The latch-api-url meta must be the Latch API's URL; the frame must be served by the Latch server.",
    )
  })

  test('behavior: the page carries the exact placeholders the server replaces', () => {
    const html = readFileSync(indexHtml, 'utf8')
    expect(html).toContain('<meta name="latch-api-url" content="">')
    expect(html).toContain('<meta name="latch-allowed-origins" content="[]">')
    // The frame's CSP has no 'unsafe-inline': only external module scripts, no style.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
    expect(html).not.toMatch(/<style|\sstyle=/)
  })

  test.each([
    ['https://api.example.com/', 'https://api.example.com'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['https://example.com/latch/', 'https://example.com/latch'],
  ])('parameters: api URL %j → %j', (value, apiUrl) => {
    expect(read(served(value)).apiUrl).toBe(apiUrl)
  })

  test.each([
    ['1', 1],
    ['8453', 8453],
    ['5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['', undefined],
    ['99999999999999999999', undefined],
    ['x'.repeat(65), undefined],
  ])('parameters: chainId %j → %j', (chainId, expected) => {
    expect(read(served(), `?projectId=demo&chainId=${chainId}`).chainId).toBe(expected)
  })

  test('parameters: version and enableLogger are optional', () => {
    const config = read(served(), `?projectId=demo&version=${'9'.repeat(65)}&enableLogger=1`)
    expect(config.sdkVersion).toBeUndefined()
    expect(config.enableLogger).toBe(false)
    expect(config.chainId).toBeUndefined()
  })

  test.each([
    ['empty', ''],
    ['relative', '/api'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/plain,x'],
    ['ws:', 'ws://api.example.com'],
    ['credentials', 'https://user:pass@api.example.com'],
    ['a query', 'https://api.example.com/?x=1'],
    ['a fragment', 'https://api.example.com/#x'],
  ])('error: an api URL that is %s', (_name, value) => {
    expect(() => read(served(value))).toThrow(FrameConfigError)
  })

  test.each([
    ['empty', ''],
    ['not JSON', '[https://app.example]'],
    ['an object', '{"0":"https://app.example"}'],
    ['a string', '"https://app.example"'],
    ['null', 'null'],
    ['a number in the list', '["https://app.example",1]'],
    ['a nested list', '[["https://app.example"]]'],
  ])('error: allowed origins that are %s', (_name, value) => {
    expect(refusal(() => read(served(undefined, value)))).toBe(
      'The latch-allowed-origins meta must be a JSON array of strings.',
    )
  })

  test('behavior: no allowed origins is a valid list (the frame then talks to nobody)', () => {
    expect(read(served(undefined, '[]')).allowedOrigins).toEqual([])
  })

  test.each([
    ['missing', { 'latch-allowed-origins': '[]' }],
    [
      'twice',
      { 'latch-api-url': 'https://api.example.com', 'latch-allowed-origins': '[]', x: undefined },
    ],
  ])('error: the api meta %s', (name, metas) => {
    const document = page(metas)
    if (name === 'twice') {
      const extra = document.createElement('meta')
      extra.name = 'latch-api-url'
      extra.content = 'https://evil.example'
      document.head.append(extra)
    }
    expect(refusal(() => read(document))).toBe(
      'The page must have exactly one <meta name="latch-api-url">.',
    )
  })

  test.each([
    ['', 'no projectId'],
    ['?projectId=', 'an empty one'],
    ['?projectId=a%20b', 'a space'],
    [`?projectId=${'a'.repeat(129)}`, 'too long'],
  ])('error: %j (%s)', (search) => {
    expect(refusal(() => read(served(), search))).toBe(
      'The projectId source parameter must be a project id.',
    )
  })
})

describe('readFrameConfig: the chains the frame serves', () => {
  const withRpcUrls = (value: string) =>
    page({
      'latch-api-url': 'https://api.example.com',
      'latch-allowed-origins': '[]',
      'latch-rpc-urls': value,
    })

  test.each([
    ['not JSON', '{'],
    ['an array', '["https://rpc.example"]'],
    ['a key that is not CAIP-2', '{"1":"https://rpc.example"}'],
    ['a URL that is not http(s)', '{"eip155:1":"javascript:alert(1)"}'],
    ['not a URL', '{"eip155:1":"rpc"}'],
    ['a number', '{"eip155:1":1}'],
  ])('error: %s', (_, value) => {
    expect(refusal(() => read(withRpcUrls(value)))).toBe(
      'The latch-rpc-urls meta must be a JSON object from CAIP-2 chain ids to http(s) URLs.',
    )
  })

  test('behavior: a "__proto__" key is refused, never merged into an object', () => {
    expect(refusal(() => read(withRpcUrls('{"__proto__":"https://rpc.example"}')))).toBe(
      'The latch-rpc-urls meta must be a JSON object from CAIP-2 chain ids to http(s) URLs.',
    )
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

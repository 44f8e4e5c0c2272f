import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import type { SiwxMessageInput } from './siwxMessageInput.js'

const eip155: SiwxMessageInput = {
  domain: 'example.com',
  address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  statement: 'I accept the ExampleOrg Terms of Service: https://example.com/tos',
  uri: 'https://example.com/login',
  version: '1',
  chainId: 'eip155:1',
  nonce: '32891756',
  issuedAt: '2021-09-30T16:25:24Z',
  resources: [
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    'https://example.com/my-web2-claim.json',
  ],
}

const solana: SiwxMessageInput = {
  domain: 'localhost:5173',
  address: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
  uri: 'http://localhost:5173/',
  version: '1',
  chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VPbdkiq',
  nonce: 'oBbLoEldZs',
  issuedAt: '2026-01-02T03:04:05.000Z',
  expirationTime: '2026-01-02T03:14:05+01:00',
}

const bitcoin: SiwxMessageInput = {
  domain: '[::1]:8080',
  address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  statement: 'Sign in',
  uri: 'http://[::1]:8080/',
  version: '1',
  chainId: 'bip122:000000000019d6689c085ae165831e93',
  nonce: 'ABCDEFGH12',
  issuedAt: '2021-09-30T16:25:24.123456Z',
  notBefore: '2021-09-30T16:25:00Z',
  requestId: 'id%20one',
  resources: [],
}

describe('default', () => {
  test.each([
    ['eip155', eip155],
    ['eip155 with scheme and no statement', { ...eip155, scheme: 'https', statement: undefined }],
    ['solana', solana],
    ['bip122', bitcoin],
    ['polkadot', { ...bitcoin, chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' as const }],
  ])('behavior: %s round-trips', (_, input) => {
    const { statement, ...rest } = input
    const expected = statement === undefined ? rest : input
    const text = formatSiwxMessage(input)
    expect(parseSiwxMessage(text)).toEqual(expected)
    expect(formatSiwxMessage(parseSiwxMessage(text))).toBe(text)
  })

  test('behavior: a Solana cluster reads back as the network id Latch bundles', () => {
    const text = formatSiwxMessage({
      ...solana,
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    })
    expect(parseSiwxMessage(text).chainId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VPbdkiq')
    const local = formatSiwxMessage({
      ...solana,
      chainId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
    })
    expect(parseSiwxMessage(local).chainId).toBe('solana:localnet')
  })

  test('behavior: reads what viem createSiweMessage writes, and viem reads ours alike', () => {
    const viems = createSiweMessage({
      domain: 'app.example.org:8443',
      address: '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e',
      statement: 'Hello',
      uri: 'https://app.example.org:8443/sign-in',
      version: '1',
      chainId: 8453,
      nonce: 'abcdefgh1234',
      issuedAt: new Date('2026-05-06T07:08:09.010Z'),
      expirationTime: new Date('2026-05-06T07:18:09.010Z'),
      requestId: 'req',
      resources: ['https://app.example.org/terms'],
      scheme: 'https',
    })
    const ours = parseSiwxMessage(viems)
    expect(ours).toEqual({
      domain: 'app.example.org:8443',
      address: '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e',
      statement: 'Hello',
      uri: 'https://app.example.org:8443/sign-in',
      version: '1',
      chainId: 'eip155:8453',
      nonce: 'abcdefgh1234',
      issuedAt: '2026-05-06T07:08:09.010Z',
      expirationTime: '2026-05-06T07:18:09.010Z',
      requestId: 'req',
      resources: ['https://app.example.org/terms'],
      scheme: 'https',
    })
    const theirs = parseSiweMessage(formatSiwxMessage(eip155))
    expect(theirs).toMatchObject({
      domain: eip155.domain,
      address: eip155.address,
      statement: eip155.statement,
      uri: eip155.uri,
      version: '1',
      chainId: 1,
      nonce: eip155.nonce,
      resources: eip155.resources,
    })
    expect(theirs.issuedAt?.toISOString()).toBe('2021-09-30T16:25:24.000Z')
  })
})

describe('errors', () => {
  const good = formatSiwxMessage(eip155)
  const lines = good.split('\n')
  const replaced = (index: number, line: string) =>
    lines.map((entry, at) => (at === index ? line : entry)).join('\n')
  const refusal = (text: unknown) => {
    try {
      parseSiwxMessage(text as string)
    } catch (error) {
      const { name, field, shortMessage } = error as Record<string, unknown>
      return { name, field, shortMessage }
    }
    throw new Error('parseSiwxMessage accepted it')
  }

  test.each([
    ['a trailing newline', `${good}\n`],
    ['CRLF line ends', good.replaceAll('\n', '\r\n')],
    ['no space after a label', replaced(6, 'Version:1')],
    [
      'fields out of order',
      replaced(6, 'Chain ID: 1').replace('Chain ID: 1\nChain ID: 1', 'Chain ID: 1\nVersion: 1'),
    ],
    ['a missing Nonce', lines.filter((line) => !line.startsWith('Nonce')).join('\n')],
    ['an unknown field', replaced(9, 'Issued At: 2021-09-30T16:25:24Z\nColor: blue')],
    ['a resource without its dash', replaced(11, 'ipfs://x')],
    ['an empty message', ''],
    ['no header', lines.slice(1).join('\n')],
    [
      'a header of another chain',
      replaced(0, 'example.com wants you to sign in with your Dogecoin account:'),
    ],
    ['a second statement line', replaced(3, 'line one\nline two')],
    ['no blank line after the address', replaced(2, 'oops')],
    [
      'a lower-case header',
      replaced(0, 'example.com wants you to sign in with your ethereum account:'),
    ],
    ['not a string', 42],
    ['only the header', lines[0]],
  ])('error: %s', (_, text) => {
    expect(refusal(text)).toMatchObject({ name: 'SiwxMessageError', field: 'message' })
  })

  test.each([
    ['domain', replaced(0, 'exa_mple.com wants you to sign in with your Ethereum account:')],
    ['uri', replaced(5, 'URI: https://example.com/login ')],
    ['domain', replaced(0, 'user@example.com wants you to sign in with your Ethereum account:')],
    ['address', replaced(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc')],
    ['statement', replaced(3, 'emoji 🙂')],
    ['uri', replaced(5, 'URI: not a uri')],
    ['version', replaced(6, 'Version: 2')],
    ['chainId', replaced(7, 'Chain ID: 0x1')],
    ['nonce', replaced(8, 'Nonce: short')],
    ['issuedAt', replaced(9, 'Issued At: 2021-09-31T16:25:24Z')],
  ])('error: a bad %s', (field, text) => {
    expect(refusal(text)).toMatchObject({ name: 'SiwxMessageError', field })
  })

  test('error: a SIWS chain name the standard does not know', () => {
    const text = formatSiwxMessage(solana).replace('Chain ID: devnet', 'Chain ID: solana:devnet')
    expect(refusal(text)).toMatchInlineSnapshot(`
      {
        "field": "chainId",
        "name": "SiwxMessageError",
        "shortMessage": ""Chain ID: solana:devnet" does not name a solana network.",
      }
    `)
  })

  test('error: the EIP-4361 text of an eip155 message, not the generic CAIP-122 one', () => {
    // The CAIP-122 example puts Chain ID after Issued At; Ethereum messages are EIP-4361.
    const generic = [
      'service.org wants you to sign in with your Ethereum account:',
      '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
      '',
      'URI: https://service.org/login',
      'Version: 1',
      'Nonce: 32891756',
      'Issued At: 2021-09-30T16:25:24Z',
      'Chain ID: 1',
    ].join('\n')
    expect(refusal(generic)).toMatchObject({ field: 'message' })
  })
})

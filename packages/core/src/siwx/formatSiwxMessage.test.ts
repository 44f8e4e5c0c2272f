import { createSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { caip122Form } from './siwxMessageForms.js'
import type { SiwxMessageInput } from './siwxMessageInput.js'
import { writeSiwxMessage } from './writeSiwxMessage.js'

// The example of EIP-4361 ("Examples"), whose three variants differ in the first line only.
const eip4361Example = (firstLine: string) =>
  [
    firstLine,
    '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    '',
    'I accept the ExampleOrg Terms of Service: https://example.com/tos',
    '',
    'URI: https://example.com/login',
    'Version: 1',
    'Chain ID: 1',
    'Nonce: 32891756',
    'Issued At: 2021-09-30T16:25:24Z',
    'Resources:',
    '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    '- https://example.com/my-web2-claim.json',
  ].join('\n')

const eip4361Input: SiwxMessageInput = {
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

const solanaAddress = 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1'

describe('eip155: EIP-4361', () => {
  test('default: the example with an implicit scheme', () => {
    expect(formatSiwxMessage(eip4361Input)).toBe(
      eip4361Example('example.com wants you to sign in with your Ethereum account:'),
    )
  })

  test('parameters: domain with an explicit port', () => {
    expect(formatSiwxMessage({ ...eip4361Input, domain: 'example.com:3388' })).toBe(
      eip4361Example('example.com:3388 wants you to sign in with your Ethereum account:'),
    )
  })

  test('parameters: scheme', () => {
    expect(formatSiwxMessage({ ...eip4361Input, scheme: 'https' })).toBe(
      eip4361Example('https://example.com wants you to sign in with your Ethereum account:'),
    )
  })

  test('behavior: without a statement the two blank lines stay', () => {
    const { statement: _, resources: __, ...input } = eip4361Input
    expect(formatSiwxMessage(input)).toBe(
      [
        'example.com wants you to sign in with your Ethereum account:',
        '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        '',
        '',
        'URI: https://example.com/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: 32891756',
        'Issued At: 2021-09-30T16:25:24Z',
      ].join('\n'),
    )
  })

  test('behavior: the same text as viem createSiweMessage, every optional field on or off', () => {
    const issuedAt = new Date('2026-03-04T05:06:07.089Z')
    const expirationTime = new Date('2026-03-04T05:16:07.000Z')
    const notBefore = new Date('2026-03-04T05:05:00.500Z')
    for (let mask = 0; mask < 32; mask++) {
      const on = (bit: number) => (mask & (1 << bit)) !== 0
      const statement = on(0)
        ? 'Sign in to Example (v2): terms at https://example.com/tos'
        : undefined
      const resources = on(4) ? ['https://example.com/a', 'ipfs://Qm1'] : undefined
      const ours = formatSiwxMessage({
        domain: 'localhost:5173',
        address: '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e',
        uri: 'http://localhost:5173/app?x=1',
        version: '1',
        chainId: 'eip155:31337',
        nonce: `n0nce${mask}abcdef`,
        issuedAt: issuedAt.toISOString(),
        ...(statement ? { statement } : {}),
        ...(on(1) ? { expirationTime: expirationTime.toISOString() } : {}),
        ...(on(2) ? { notBefore: notBefore.toISOString() } : {}),
        ...(on(3) ? { requestId: `request-${mask}` } : {}),
        ...(resources ? { resources } : {}),
      })
      const viems = createSiweMessage({
        domain: 'localhost:5173',
        address: '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e',
        uri: 'http://localhost:5173/app?x=1',
        version: '1',
        chainId: 31337,
        nonce: `n0nce${mask}abcdef`,
        issuedAt,
        ...(statement ? { statement } : {}),
        ...(on(1) ? { expirationTime } : {}),
        ...(on(2) ? { notBefore } : {}),
        ...(on(3) ? { requestId: `request-${mask}` } : {}),
        ...(resources ? { resources } : {}),
      })
      expect(ours).toBe(viems)
    }
  })
})

describe('solana: Sign In With Solana', () => {
  const input: SiwxMessageInput = {
    domain: 'example.com',
    address: solanaAddress,
    statement: 'Clicking Sign or Approve only means you have proved this wallet is owned by you.',
    uri: 'https://example.com',
    version: '1',
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    nonce: 'oBbLoEldZs',
    issuedAt: '2026-01-02T03:04:05.000Z',
    expirationTime: '2026-01-02T03:14:05.000Z',
    notBefore: '2026-01-02T03:04:00.000Z',
    requestId: 'r-1',
    resources: ['https://example.com', 'https://phantom.app/'],
  }

  test('default: the maximal template, the chain as its cluster name', () => {
    expect(formatSiwxMessage(input)).toBe(
      [
        'example.com wants you to sign in with your Solana account:',
        solanaAddress,
        '',
        'Clicking Sign or Approve only means you have proved this wallet is owned by you.',
        '',
        'URI: https://example.com',
        'Version: 1',
        'Chain ID: mainnet',
        'Nonce: oBbLoEldZs',
        'Issued At: 2026-01-02T03:04:05.000Z',
        'Expiration Time: 2026-01-02T03:14:05.000Z',
        'Not Before: 2026-01-02T03:04:00.000Z',
        'Request ID: r-1',
        'Resources:',
        '- https://example.com',
        '- https://phantom.app/',
      ].join('\n'),
    )
  })

  test('behavior: without a statement there is one blank line', () => {
    const { statement: _, expirationTime: __, notBefore: ___, requestId: ____, ...rest } = input
    const { resources: _____, ...minimal } = rest
    expect(formatSiwxMessage(minimal)).toBe(
      [
        'example.com wants you to sign in with your Solana account:',
        solanaAddress,
        '',
        'URI: https://example.com',
        'Version: 1',
        'Chain ID: mainnet',
        'Nonce: oBbLoEldZs',
        'Issued At: 2026-01-02T03:04:05.000Z',
      ].join('\n'),
    )
  })

  test.each([
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'mainnet'],
    ['solana:EtWTRABZaYq6iMfeYKouRu166VPbdkiq', 'devnet'],
    ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'devnet'],
    ['solana:4uhcVJyU9pJkvQyS88uRDiswHXSXxQ8p', 'testnet'],
    ['solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'testnet'],
    ['solana:localnet', 'localnet'],
    ['solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K', 'localnet'],
  ] as const)('parameters: chainId %s → Chain ID: %s', (chainId, line) => {
    expect(formatSiwxMessage({ ...input, chainId }).split('\n')[7]).toBe(`Chain ID: ${line}`)
  })
})

describe('other namespaces: CAIP-122', () => {
  test('default: the Ethereum example of CAIP-122, in the generic form', () => {
    expect(
      writeSiwxMessage(
        {
          domain: 'service.org',
          address: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
          statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
          uri: 'https://service.org/login',
          version: '1',
          chainId: 'eip155:1',
          nonce: '32891756',
          issuedAt: '2021-09-30T16:25:24Z',
          resources: [
            'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
            'https://example.com/my-web2-claim.json',
          ],
        },
        caip122Form('eip155', 'Ethereum'),
      ),
    ).toBe(
      [
        'service.org wants you to sign in with your Ethereum account:',
        '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
        '',
        'I accept the ServiceOrg Terms of Service: https://service.org/tos',
        '',
        'URI: https://service.org/login',
        'Version: 1',
        'Nonce: 32891756',
        'Issued At: 2021-09-30T16:25:24Z',
        'Chain ID: 1',
        'Resources:',
        '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        '- https://example.com/my-web2-claim.json',
      ].join('\n'),
    )
  })

  test('parameters: bip122 is a Bitcoin account, the reference after Request ID', () => {
    expect(
      formatSiwxMessage({
        domain: 'service.org',
        address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        uri: 'https://service.org/login',
        version: '1',
        chainId: 'bip122:000000000019d6689c085ae165831e93',
        nonce: '32891757',
        issuedAt: '2021-09-30T16:25:24.000Z',
        requestId: 'abc',
      }),
    ).toBe(
      [
        'service.org wants you to sign in with your Bitcoin account:',
        'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        '',
        'URI: https://service.org/login',
        'Version: 1',
        'Nonce: 32891757',
        'Issued At: 2021-09-30T16:25:24.000Z',
        'Request ID: abc',
        'Chain ID: 000000000019d6689c085ae165831e93',
      ].join('\n'),
    )
  })

  test('parameters: polkadot is a Polkadot account', () => {
    const text = formatSiwxMessage({
      domain: 'service.org',
      address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
      uri: 'https://service.org/login',
      version: '1',
      chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      nonce: '32891757',
      issuedAt: '2021-09-30T16:25:24.000Z',
    })
    expect(text.split('\n')[0]).toBe('service.org wants you to sign in with your Polkadot account:')
    expect(text.split('\n').at(-1)).toBe('Chain ID: 91b171bb158e2d3848fa23a9f1c25182')
  })
})

describe('errors', () => {
  const refused = (change: Partial<Record<keyof SiwxMessageInput, unknown>>) => {
    try {
      formatSiwxMessage({ ...eip4361Input, ...change } as SiwxMessageInput)
    } catch (error) {
      const { name, field, shortMessage } = error as Record<string, unknown>
      return { name, field, shortMessage }
    }
    throw new Error('formatSiwxMessage accepted it')
  }

  test('error: a domain with a scheme', () => {
    expect(refused({ domain: 'https://example.com' })).toMatchInlineSnapshot(`
      {
        "field": "domain",
        "name": "SiwxMessageError",
        "shortMessage": "\`domain\` is the authority (host and port) without a scheme, e.g. example.com; got "https://example.com".",
      }
    `)
  })

  test.each([
    ['domain', 'user@example.com'],
    ['domain', 'example.com/path'],
    ['domain', 'example.com:70000'],
    ['domain', '-bad.example'],
    ['domain', ''],
    ['address', '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc'],
    ['address', solanaAddress],
    ['statement', 'two\nlines'],
    ['statement', 'a "quote"'],
    ['statement', ''],
    ['uri', 'not a uri'],
    ['uri', 'https://example.com/%zz'],
    ['version', '2'],
    ['chainId', 'eip155:01'],
    ['chainId', 'eip155:0x1'],
    ['chainId', 'cosmos:cosmoshub-4'],
    ['chainId', '1'],
    ['nonce', '1234567'],
    ['nonce', 'abcd-efgh'],
    ['issuedAt', '2021-09-30 16:25:24Z'],
    ['issuedAt', '2021-02-30T16:25:24Z'],
    ['issuedAt', '2021-09-30T24:00:00Z'],
    ['issuedAt', '2021-09-30T16:25:24'],
    ['expirationTime', 'tomorrow'],
    ['notBefore', '2021-13-01T00:00:00Z'],
    ['requestId', 'a b'],
    ['requestId', ''],
    ['resources', ['https://example.com', 'no uri']],
    ['scheme', '1https'],
  ] as const)('error: %s %j', (field, value) => {
    const error = refused({ [field]: value })
    expect(error.name).toBe('SiwxMessageError')
    expect(error.field).toBe(field)
  })

  test('error: scheme on solana', () => {
    expect(
      refused({
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        address: solanaAddress,
        scheme: 'https',
      }),
    ).toMatchObject({ field: 'scheme' })
  })

  test('error: a Solana address that is not 32 bytes', () => {
    // 32 characters of base58 that decode to 24 bytes.
    expect(
      refused({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', address: 'z'.repeat(32) }),
    ).toMatchObject({ field: 'address' })
  })

  test('error: a SIWS statement that reads like the URI line', () => {
    expect(
      refused({
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        address: solanaAddress,
        statement: 'URI: https://evil.example',
      }),
    ).toMatchObject({ field: 'statement' })
  })
})

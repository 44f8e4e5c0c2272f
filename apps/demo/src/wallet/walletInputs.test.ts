import fc from 'fast-check'
import { expect, test } from 'vitest'
import { decodePrintableText } from './decodePrintableText.js'
import { isSafeIconUrl } from './isSafeIconUrl.js'
import { parseSessionRequest } from './parseSessionRequest.js'
import { planSession } from './planSession.js'
import { readDappInfo } from './readDappInfo.js'
import { readPairingUri } from './readPairingUri.js'
import { readRelayUrl } from './readRelayUrl.js'
import { readRequestedNamespaces } from './readRequestedNamespaces.js'
import { readSolanaAccount } from './readSolanaAccount.js'

// What the demo's mobile wallet reads from the relay and the address bar is untrusted: each
// reader returns a clean value or nothing, and none of them throws.
test("behavior: the mobile wallet's readers and validators", () => {
  expect(readRelayUrl('http://127.0.0.1:8787', ''), 'relay from http').toEqual(
    'ws://127.0.0.1:8787/relay',
  )
  expect(readRelayUrl('https://api.example.com/latch/', ''), 'relay from https with path').toEqual(
    'wss://api.example.com/latch/relay',
  )
  expect(
    readRelayUrl('http://127.0.0.1:8787', '?relayUrl=ws%3A%2F%2F127.0.0.1%3A9%2Fx'),
    'relayUrl override',
  ).toEqual('ws://127.0.0.1:9/x')
  expect(
    readRelayUrl('http://127.0.0.1:8787', '?relayUrl=javascript:alert(1)'),
    'bad override ignored',
  ).toEqual('ws://127.0.0.1:8787/relay')
  expect(readPairingUri({ search: '?uri=wc%3Aabc%402%3Fx', hash: '' }), '?uri=').toEqual(
    'wc:abc@2?x',
  )
  expect(readPairingUri({ search: '', hash: '#uri=wc%3Aabc%402%3Fx' }), '#uri=').toEqual(
    'wc:abc@2?x',
  )
  expect(readPairingUri({ search: '?uri=https://evil', hash: '' }), 'non-wc uri ignored').toEqual(
    undefined,
  )
  expect(
    [
      'https://x.io/a.png',
      'http://127.0.0.1/a.png',
      'http://evil.com/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'http://localhost:5/a',
    ].map(isSafeIconUrl),
    'icon urls',
  ).toEqual([true, true, false, false, false, true])
  expect(
    readDappInfo({ name: '  <b>x</b> ', url: 5, icons: ['javascript:1', 'https://ok/i.png'] }),
    'dapp info',
  ).toEqual({ name: '<b>x</b>', url: 'unknown origin', icon: 'https://ok/i.png' })
  expect(readDappInfo(null).name, 'dapp info from null').toEqual('Unnamed dapp')
  expect(decodePrintableText(new TextEncoder().encode('hi\nthere')), 'printable').toEqual(
    'hi\nthere',
  )
  expect(decodePrintableText(new Uint8Array([0xff, 0xfe])), 'invalid utf-8').toEqual(undefined)
  expect(decodePrintableText(new TextEncoder().encode('a\u202Eb')), 'bidi override').toEqual(
    undefined,
  )
  expect(decodePrintableText(new Uint8Array([104, 0, 105])), 'NUL').toEqual(undefined)

  const requested = readRequestedNamespaces(
    {
      'eip155:1': { methods: ['personal_sign'], events: [] },
      solana: { chains: ['solana:abc'], methods: ['solana_signMessage'], events: [] },
    },
    {
      eip155: {
        chains: ['eip155:31337', 'bogus', 42],
        methods: ['eth_sendTransaction', '<x>'],
        events: ['chainChanged'],
      },
      cosmos: { chains: ['cosmos:hub'], methods: [], events: [] },
    },
  )
  expect(requested, 'requested namespaces merged and cleaned').toEqual([
    {
      namespace: 'eip155',
      chains: ['eip155:1', 'eip155:31337'],
      methods: ['personal_sign', 'eth_sendTransaction'],
      events: ['chainChanged'],
      isRequired: true,
    },
    {
      namespace: 'solana',
      chains: ['solana:abc'],
      methods: ['solana_signMessage'],
      events: [],
      isRequired: true,
    },
    { namespace: 'cosmos', chains: ['cosmos:hub'], methods: [], events: [], isRequired: false },
  ])
  const withoutSolana = planSession({ requested, evmAddress: '0xabc' })
  expect(withoutSolana.problem, 'required solana without solana account blocks').toEqual(
    'The dapp requires solana, which this wallet does not offer.',
  )
  expect(Object.keys(withoutSolana.namespaces), 'eip155 still planned').toEqual(['eip155'])
  const optionalSolana = readRequestedNamespaces(
    {},
    {
      eip155: { chains: ['eip155:31337'], methods: [], events: [] },
      solana: { chains: ['solana:abc'], methods: [], events: [] },
    },
  )
  const plan = planSession({ requested: optionalSolana, evmAddress: '0xabc' })
  expect(
    [plan.problem, plan.accounts],
    'optional solana is left out without a solana account',
  ).toEqual([undefined, ['eip155:31337:0xabc']])
  const both = planSession({
    requested: optionalSolana,
    evmAddress: '0xabc',
    solanaAddress: 'Sol1',
  })
  expect(both.accounts, 'solana offered with an account').toEqual([
    'eip155:31337:0xabc',
    'solana:abc:Sol1',
  ])
  expect(
    planSession({
      requested: readRequestedNamespaces(
        {},
        { cosmos: { chains: ['cosmos:hub'], methods: [], events: [] } },
      ),
      evmAddress: '0xabc',
    }).problem,
    'nothing to offer',
  ).toEqual('The dapp asks for no chain this wallet offers.')
  expect(readRequestedNamespaces('x', [1, 2]), 'garbage namespaces').toEqual([])
  expect(
    readRequestedNamespaces({ __proto__: { chains: ['eip155:1'] } }, null),
    '__proto__ key is no namespace',
  ).toEqual([])

  expect(readSolanaAccount(null, 0), 'no manifest → no solana').toEqual(undefined)
  expect(readSolanaAccount({ accounts: [], chains: [] }, 0), 'manifest without solana').toEqual(
    undefined,
  )
  expect(
    readSolanaAccount(
      {
        accounts: [],
        chains: [],
        solana: {
          rpcUrl: '',
          wsUrl: '',
          accounts: [
            {
              address: '14BGX7Knx1pJrMnQGdmxDykxFEzkMghYVqsBSTzppbFX',
              privateKey: '0x0708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20212223242526',
            },
          ],
        } as never,
      },
      0,
    ),
    'solana without chainReference → none',
  ).toEqual(undefined)
  expect(
    readSolanaAccount(
      {
        accounts: [],
        chains: [],
        solana: {
          rpcUrl: '',
          wsUrl: '',
          chainReference: 'ref',
          accounts: [
            {
              address: 'wrong',
              privateKey: '0x0708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20212223242526',
            },
          ],
        },
      },
      0,
    ),
    'mismatched key → none',
  ).toEqual(undefined)
  expect(
    readSolanaAccount(
      {
        accounts: [],
        chains: [],
        solana: {
          rpcUrl: '',
          wsUrl: '',
          chainReference: 'ref',
          accounts: [
            {
              address: '14BGX7Knx1pJrMnQGdmxDykxFEzkMghYVqsBSTzppbFX',
              privateKey: '0x0708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20212223242526',
            },
          ],
        },
      },
      0,
    )?.chainId,
    'valid solana',
  ).toEqual('solana:ref')

  const p = (method: string, params: unknown, chainId: unknown = 'eip155:31337') =>
    parseSessionRequest({ method, params, chainId })
  expect(
    p('personal_sign', ['hello', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8']).ok,
    'plain text personal_sign accepted',
  ).toEqual(true)
  expect(
    p('personal_sign', ['0x68656c6c6f', '0x70997970c51812dc3a010c7d01b50e0d17dc79c8']),
    'hex personal_sign decoded',
  ).toEqual({
    ok: true,
    request: {
      method: 'personal_sign',
      chainId: 'eip155:31337',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      message: '0x68656c6c6f',
      text: 'hello',
    },
  })
  expect(p('personal_sign', ['0x68', '0x7099']).ok, 'bad address').toEqual(false)
  expect(
    p('personal_sign', ['0x68', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'], 'solana:x').ok,
    'evm method on solana chain',
  ).toEqual(false)
  expect(
    p('eth_sendTransaction', [
      { from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x10', chainId: '0x1' },
    ]).ok,
    'tx chainId mismatch refused',
  ).toEqual(false)
  expect(
    p('eth_sendTransaction', [
      { from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '12abc' },
    ]).ok,
    'bad value refused',
  ).toEqual(false)
  expect(p('wallet_switchEthereumChain', [{ chainId: '0x0' }]).ok, 'chain 0 refused').toEqual(false)
  expect(
    p('solana_signMessage', { message: '0OIl', pubkey: 'x' }, 'solana:abc').ok,
    'bad base58 refused',
  ).toEqual(false)
  expect(
    p('eth_signTypedData_v4', [
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '{"types":{},"primaryType":"X","domain":{},"message":{}}',
    ]).ok,
    'primaryType not in types',
  ).toEqual(false)
  expect(
    p('eth_signTypedData_v4', ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '{not json']).ok,
    'typed data not JSON',
  ).toEqual(false)
  expect(p('hasOwnProperty', []), 'prototype method name is unsupported').toEqual({
    ok: false,
    error: { code: 4200, message: 'Method not supported' },
  })
  expect(p('__proto__', []).ok, '__proto__ method').toEqual(false)

  // Nothing from the relay can make the parser throw.
  const methods = fc.constantFrom(
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_switchEthereumChain',
    'solana_signMessage',
    'toString',
    'constructor',
  )
  fc.assert(
    fc.property(
      methods,
      fc.anything(),
      fc.oneof(fc.constantFrom('eip155:31337', 'solana:abc'), fc.anything()),
      (method, params, chainId) => {
        const result = parseSessionRequest({ method, params, chainId })
        return typeof result.ok === 'boolean'
      },
    ),
    { numRuns: 20000 },
  )
  fc.assert(
    fc.property(fc.anything(), fc.anything(), (required, optional) => {
      const list = readRequestedNamespaces(required, optional)
      planSession({ requested: list, evmAddress: '0xabc', solanaAddress: 'S' })
      return Array.isArray(list)
    }),
    { numRuns: 20000 },
  )
  fc.assert(
    fc.property(fc.anything(), (metadata) => typeof readDappInfo(metadata).name === 'string'),
    { numRuns: 10000 },
  )
})

import { stringToHex } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import type { WalletAccounts } from '../../keys/deriveAccounts.js'
import { loadFrameLanguage } from '../i18n/translate.js'
import type { RpcChain } from '../rpc/resolveRpcChain.js'
import { decodeApproval } from './decodeApproval.js'
import { parseApprovalRequest } from './parseApprovalRequest.js'
import { renderApprovalView } from './renderApprovalView.js'

// The German words load as the frame loads them for SYNC_THEME.
beforeAll(() => loadFrameLanguage('de'))

const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chain: RpcChain = {
  id: 'eip155:31337',
  namespace: 'eip155',
  reference: '31337',
  evmChainId: 31337,
  rpcUrl: 'http://127.0.0.1:1',
}
const accounts: WalletAccounts = {
  eip155: { address: me, path: "m/44'/60'/0'/0/0" },
  solana: { address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96', path: "m/44'/501'/0'/0'" },
}

// A 32-byte message: shown as hex, with the hash warning, in the given locale.
function hashApproval(locale: string | undefined) {
  const request = parseApprovalRequest(
    'personal_sign',
    [`0x${'ab'.repeat(32)}`, me],
    chain,
    accounts,
  )
  const model = decodeApproval(request, { origin: 'https://app.test', chain, locale })
  return renderApprovalView(model, { locale })
}

const words = (view: HTMLElement) => ({
  lang: view.lang,
  title: view.querySelector('h1')?.textContent,
  terms: [...view.querySelectorAll('dt')].map((term) => term.textContent),
  sections: [...view.querySelectorAll('h2')].map((heading) => heading.textContent),
  warning: view.querySelector('.latch-warning')?.textContent,
  warningsLabel: view.querySelector('.latch-approval__warnings')?.getAttribute('aria-label'),
  bodyLabel: view.querySelector('.latch-approval__body')?.getAttribute('aria-label'),
})

describe('renderApprovalView', () => {
  test('default: English labels and buttons without a locale', () => {
    const { view, approve, reject } = hashApproval(undefined)
    expect(words(view)).toEqual({
      lang: 'en',
      title: 'Sign message',
      terms: ['Requested by', 'Network', 'Account', 'Data (hex)'],
      sections: ['Message'],
      warning: expect.stringMatching(/^This looks like a hash\./),
      warningsLabel: 'Warnings',
      bodyLabel: 'Request details',
    })
    expect([reject.textContent, approve.textContent]).toEqual(['Reject', 'Approve'])
  })

  test('behavior: locale de shows German labels, warnings and buttons', () => {
    const { view, approve, reject } = hashApproval('de')
    expect(words(view)).toEqual({
      lang: 'de',
      title: 'Nachricht signieren',
      terms: ['Angefragt von', 'Netzwerk', 'Konto', 'Daten (hex)'],
      sections: ['Nachricht'],
      warning: expect.stringMatching(/^Das sieht aus wie ein Hash\./),
      warningsLabel: 'Warnungen',
      bodyLabel: 'Details der Anfrage',
    })
    expect([reject.textContent, approve.textContent]).toEqual(['Ablehnen', 'Bestätigen'])
    // What is signed is shown as it is, in any language: the verified origin and the message.
    expect(view.querySelector('.latch-origin')?.textContent).toBe('https://app.test')
    expect(view.querySelector('.latch-data')?.textContent).toBe(`0x${'ab'.repeat(32)}`)
  })

  test('behavior: an unknown locale falls back to English', () => {
    const { view, approve } = hashApproval('fr-FR')
    expect(words(view).terms).toEqual(['Requested by', 'Network', 'Account', 'Data (hex)'])
    expect(view.lang).toBe('en')
    expect(approve.textContent).toBe('Approve')
  })

  test('behavior: the network is shown by its name; a chain with no known name by its CAIP-2 id', () => {
    const network = (chainId: string, locale?: string | undefined) => {
      const [namespace, reference] = chainId.split(':') as ['eip155' | 'solana', string]
      const evmChainId = namespace === 'eip155' ? Number(reference) : undefined
      const rpcChain: RpcChain = { ...chain, id: chainId, namespace, reference, evmChainId }
      const request =
        namespace === 'eip155'
          ? parseApprovalRequest('personal_sign', ['0x6869', me], rpcChain, accounts)
          : parseApprovalRequest(
              'solana_signMessage',
              { message: '8wQ', pubkey: accounts.solana.address },
              rpcChain,
              accounts,
            )
      const model = decodeApproval(request, { origin: 'https://app.test', chain: rpcChain, locale })
      const { view } = renderApprovalView(model, { locale })
      const terms = [...view.querySelectorAll('dt')]
      return terms.find((term) => ['Network', 'Netzwerk'].includes(term.textContent ?? ''))
        ?.nextElementSibling?.textContent
    }
    expect(network('eip155:1')).toBe('Ethereum')
    expect(network('eip155:8453', 'de')).toBe('Base')
    expect(network('eip155:137')).toBe('Polygon')
    expect(network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('Solana')
    expect(network('solana:EtWTRABZaYq6iMfeYKouRu166VPbdkiq')).toBe('Solana Devnet')
    expect(network('eip155:31337')).toBe('eip155:31337')
  })

  test('behavior: a text message keeps its words; only the label is translated', () => {
    const request = parseApprovalRequest(
      'personal_sign',
      [stringToHex('Sign in to app.test'), me],
      chain,
      accounts,
    )
    const model = decodeApproval(request, { origin: 'https://app.test', chain, locale: 'de' })
    const { view } = renderApprovalView(model, { locale: 'de' })
    expect(words(view).terms.at(-1)).toBe('Text')
    expect(view.querySelector('.latch-text')?.textContent).toBe('Sign in to app.test')
  })
})

import { memoryStorage, mockAdapter } from '@latch/test'
import { expect, test } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import { base, mainnet, optimism } from '../exports/networks.js'
import { cookieToInitialState } from './cookieToInitialState.js'

const options = { adapters: [mockAdapter()], networks: [mainnet, base] }

test('reads the stored connection from a Cookie header among other cookies', () => {
  const cookie =
    'theme=dark; latch.connectorId.eip155=io.metamask; latch.lastChain.eip155=eip155%3A8453; latch.activeNamespace=eip155'
  expect(cookieToInitialState(options, cookie)).toEqual({
    activeNamespace: 'eip155',
    chains: { eip155: { connectorId: 'io.metamask', caipNetworkId: 'eip155:8453' } },
  })
})

test('nothing stored: no header, an empty one, or no Latch cookie', () => {
  const empty = {
    activeNamespace: undefined,
    chains: { eip155: { connectorId: undefined, caipNetworkId: undefined } },
  }
  for (const cookie of [undefined, null, '', 'a=1; b', '=; ;;'])
    expect(cookieToInitialState(options, cookie)).toEqual(empty)
})

test('ignores what the site cannot use or did not write', () => {
  const cookie = [
    // A network the site did not ask for.
    `latch.lastChain.eip155=${encodeURIComponent(optimism.caipNetworkId)}`,
    // A connector id with markup in it, and a namespace the site has no adapter for.
    'latch.connectorId.eip155=%3Cscript%3E',
    'latch.activeNamespace=solana',
    'latch.connectorId.solana=phantom',
  ].join('; ')
  expect(cookieToInitialState(options, cookie)).toEqual({
    activeNamespace: undefined,
    chains: { eip155: { connectorId: undefined, caipNetworkId: undefined } },
  })
})

test('a value too long or badly escaped is dropped, not thrown on', () => {
  const long = `latch.connectorId.eip155=${'a'.repeat(500)}`
  expect(cookieToInitialState(options, long).chains.eip155?.connectorId).toBeUndefined()
  const malformed = 'latch.connectorId.eip155=%E0%A4%A; latch.lastChain.eip155=eip155%3A1'
  expect(cookieToInitialState(options, malformed).chains.eip155).toEqual({
    connectorId: undefined,
    caipNetworkId: 'eip155:1',
  })
})

test('takes viem chains as networks, as AppKit does', () => {
  const viemOptions = { adapters: [mockAdapter()], networks: [{ id: 1 }, { id: 8453 }] }
  const cookie = 'latch.lastChain.eip155=eip155%3A8453'
  expect(cookieToInitialState(viemOptions, cookie).chains.eip155?.caipNetworkId).toBe('eip155:8453')
})

test('takes a config as well as options', () => {
  const cookie = 'latch.connectorId.eip155=mock'
  const config = createConfig({ ...options, networks: [mainnet, base], storage: memoryStorage() })
  expect(cookieToInitialState(config, cookie).chains.eip155?.connectorId).toBe('mock')
})

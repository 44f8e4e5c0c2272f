import { expect, test } from 'vitest'
import type { WalletConnectSession } from '../types.js'
import { sessionAccounts, sessionChains } from './sessionAccounts.js'

const a = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const b = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const session = (accounts: Record<string, string[]>): WalletConnectSession => ({
  accounts,
  topic: 't',
  expiry: 0,
  peer: { name: 'Phone', icons: [], url: '' },
})

test('default', () => {
  const s = session({ eip155: [`eip155:1:${a}`, `eip155:10:${a}`, `eip155:10:${b}`] })
  expect(sessionChains(s, 'eip155')).toEqual(['1', '10'])
  expect(sessionAccounts(s, 'eip155')).toEqual({ reference: '1', addresses: [a] })
  expect(sessionAccounts(s, 'eip155', '10')).toEqual({ reference: '10', addresses: [a, b] })
})

test('behavior: a preferred chain the session lacks falls back to its first chain', () => {
  const s = session({ eip155: [`eip155:10:${a}`] })
  expect(sessionAccounts(s, 'eip155', '1')).toEqual({ reference: '10', addresses: [a] })
  expect(sessionAccounts(s, 'solana')).toBeUndefined()
})

test('behavior: malformed or foreign entries from the wallet are skipped', () => {
  const s = session({
    eip155: [
      'eip155:1',
      `eip155:1:${a}:extra`,
      'eip155:1:<script>',
      `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${a}`,
      `eip155:1:${a}`,
      `eip155:1:${a}`,
    ],
  })
  expect(sessionChains(s, 'eip155')).toEqual(['1'])
  expect(sessionAccounts(s, 'eip155')).toEqual({ reference: '1', addresses: [a] })
})

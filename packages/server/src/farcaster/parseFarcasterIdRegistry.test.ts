import { describe, expect, test } from 'vitest'
import { InvalidSettingError } from '../errors.js'
import { parseFarcasterIdRegistry } from './parseFarcasterIdRegistry.js'

const rpcUrls = { 'eip155:10': 'https://op.example', 'eip155:31337': 'http://127.0.0.1:8545' }
const message = (value: string) => {
  try {
    parseFarcasterIdRegistry(value, rpcUrls)
  } catch (error) {
    if (!(error instanceof InvalidSettingError)) throw error
    return `${error.name}: ${error.shortMessage}`
  }
  return 'accepted'
}

describe('parseFarcasterIdRegistry', () => {
  test('default: a CAIP-10 account id, its chain read over CHAIN_RPC_URLS', () => {
    expect(
      parseFarcasterIdRegistry('eip155:10:0x00000000fc6c5f01fc30151999387bb99a9f489b', rpcUrls),
    ).toEqual({
      chainId: 10,
      address: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
      rpcUrl: 'https://op.example',
    })
  })

  test('error: not eip155:<chain>:<address>', () => {
    expect(message('0x00000000Fc6c5F01Fc30151999387Bb99A9f489b')).toMatchInlineSnapshot(
      `"InvalidSettingError: Invalid setting FARCASTER_ID_REGISTRY: must be eip155:<chain id>:<contract address>."`,
    )
    expect(message('eip155:10:0x1234')).toMatch(/must be eip155:<chain id>/)
    expect(message('solana:10:0x00000000Fc6c5F01Fc30151999387Bb99A9f489b')).toMatch(
      /must be eip155/,
    )
  })

  test('error: a mixed-case address with a wrong checksum', () => {
    expect(message('eip155:10:0x00000000FC6c5F01Fc30151999387Bb99A9f489b')).toMatchInlineSnapshot(
      `"InvalidSettingError: Invalid setting FARCASTER_ID_REGISTRY: the address has a wrong checksum."`,
    )
  })

  test('error: a chain without an RPC URL', () => {
    expect(message('eip155:8453:0x00000000Fc6c5F01Fc30151999387Bb99A9f489b')).toMatchInlineSnapshot(
      `"InvalidSettingError: Invalid setting FARCASTER_ID_REGISTRY: eip155:8453 has no RPC URL in CHAIN_RPC_URLS."`,
    )
  })
})

import { encodeAbiParameters, encodeFunctionData, erc20Abi, getAddress } from 'viem'
import { expect, test } from 'vitest'
import {
  decodeRevertReason,
  encodeTransfer,
  formatAmount,
  isEvmAddress,
  parseAmount,
} from './evmSend.js'

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test('isEvmAddress: lower, upper and checksummed mixed case pass; a wrong checksum does not', () => {
  expect(isEvmAddress(receiver)).toBe(true)
  expect(isEvmAddress(receiver.toLowerCase())).toBe(true)
  expect(isEvmAddress(`0x${receiver.slice(2).toUpperCase()}`)).toBe(true)
  expect(isEvmAddress(getAddress('0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359'))).toBe(true)
  expect(isEvmAddress(receiver.replace('C51', 'c51'))).toBe(false)
  expect(isEvmAddress('0x1234')).toBe(false)
  expect(isEvmAddress(`${receiver}00`)).toBe(false)
  expect(isEvmAddress('70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
})

test('encodeTransfer: the calldata viem encodes', () => {
  expect(encodeTransfer(receiver, 1_500_000n)).toBe(
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, 1_500_000n] }),
  )
})

test('parseAmount and formatAmount', () => {
  expect(parseAmount('1.5', 6)).toBe(1_500_000n)
  expect(parseAmount('.5', 18)).toBe(5n * 10n ** 17n)
  expect(parseAmount('2', 0)).toBe(2n)
  // The chain-data service's quantities, as the frame's wallet_getAssets converts them.
  expect(parseAmount('1.500', 18)).toBe(1_500_000_000_000_000_000n)
  expect(parseAmount('0', 0)).toBe(0n)
  expect(parseAmount('0', 6)).toBe(0n)
  expect(parseAmount('1.1234567', 6)).toBeUndefined()
  expect(parseAmount('-1', 6)).toBeUndefined()
  expect(parseAmount('1e3', 6)).toBeUndefined()
  expect(parseAmount('', 6)).toBeUndefined()
  expect(parseAmount('.', 6)).toBeUndefined()
  expect(formatAmount(1_500_000n, 6)).toBe('1.5')
  expect(formatAmount(5n, 6)).toBe('0.000005')
  expect(formatAmount(3n * 10n ** 18n, 18)).toBe('3')
})

test('decodeRevertReason: Error(string), or nothing', () => {
  const data = `0x08c379a0${encodeAbiParameters([{ type: 'string' }], ['Not enough tokens']).slice(2)}`
  expect(decodeRevertReason(data)).toBe('Not enough tokens')
  // A custom error (LatchToken's InsufficientBalance) and a panic have no reason to show.
  expect(decodeRevertReason('0xdb42144d')).toBeUndefined()
  expect(decodeRevertReason(`0x4e487b71${'0'.repeat(62)}11`)).toBeUndefined()
  expect(decodeRevertReason(undefined)).toBeUndefined()
})

import { expect, test } from 'vitest'
import { isSafeRpcMethod, safeRpcMethods } from './safeRpcMethods.js'

test('default: eth reads and filters are safe', () => {
  for (const method of safeRpcMethods) expect(isSafeRpcMethod(method)).toBe(true)
  expect(isSafeRpcMethod('eth_getBalance')).toBe(true)
  expect(isSafeRpcMethod('eth_getLogs')).toBe(true)
})

test('behavior: anything that signs, sends or changes state is not, nor is a look-alike', () => {
  for (const method of [
    'eth_sendTransaction',
    'eth_sendRawTransaction',
    'eth_sign',
    'personal_sign',
    'eth_signTypedData_v4',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'solana_signTransaction',
    'ETH_CALL',
    'eth_call ',
    'eth_cаll',
    'toString',
    '__proto__',
    '',
  ]) {
    expect(isSafeRpcMethod(method)).toBe(false)
  }
  expect(isSafeRpcMethod(undefined)).toBe(false)
  expect(isSafeRpcMethod(['eth_call'])).toBe(false)
})

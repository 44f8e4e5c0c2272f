import { expect, test } from 'vitest'
import {
  approvalRpcMethods,
  classifyRpcMethod,
  isSafeRpcMethod,
  rpcMethodNamespace,
  rpcMethodTable,
  safeRpcMethods,
} from './rpcMethods.js'

test('default: the table, by kind and namespace', () => {
  const byKind: Record<string, string[]> = {}
  for (const [namespace, methods] of Object.entries(rpcMethodTable))
    for (const [method, kind] of Object.entries(methods)) {
      const key = `${namespace} ${kind}`
      byKind[key] = [...(byKind[key] ?? []), method]
    }
  expect(byKind).toMatchInlineSnapshot(`
    {
      "eip155 approval": [
        "eth_sendTransaction",
        "eth_signTypedData_v4",
        "personal_sign",
        "wallet_sendCalls",
      ],
      "eip155 forward": [
        "eth_sendRawTransaction",
      ],
      "eip155 local": [
        "eth_accounts",
        "eth_chainId",
        "eth_requestAccounts",
        "wallet_getAssets",
        "wallet_getCallsStatus",
        "wallet_getCapabilities",
      ],
      "eip155 read": [
        "eth_blobBaseFee",
        "eth_blockNumber",
        "eth_call",
        "eth_estimateGas",
        "eth_feeHistory",
        "eth_gasPrice",
        "eth_getBalance",
        "eth_getBlockByHash",
        "eth_getBlockByNumber",
        "eth_getBlockReceipts",
        "eth_getBlockTransactionCountByHash",
        "eth_getBlockTransactionCountByNumber",
        "eth_getCode",
        "eth_getFilterChanges",
        "eth_getFilterLogs",
        "eth_getLogs",
        "eth_getProof",
        "eth_getStorageAt",
        "eth_getTransactionByBlockHashAndIndex",
        "eth_getTransactionByBlockNumberAndIndex",
        "eth_getTransactionByHash",
        "eth_getTransactionCount",
        "eth_getTransactionReceipt",
        "eth_getUncleCountByBlockHash",
        "eth_getUncleCountByBlockNumber",
        "eth_maxPriorityFeePerGas",
        "eth_newBlockFilter",
        "eth_newFilter",
        "eth_newPendingTransactionFilter",
        "eth_syncing",
        "eth_uninstallFilter",
        "net_version",
      ],
      "eip155 setting": [
        "wallet_addEthereumChain",
        "wallet_grantPermissions",
        "wallet_revokePermissions",
        "wallet_switchEthereumChain",
      ],
      "solana approval": [
        "solana_signMessage",
        "solana_signTransaction",
        "solana_signAllTransactions",
        "solana_signAndSendTransaction",
      ],
    }
  `)
})

test('default: the derived sets', () => {
  for (const method of safeRpcMethods) expect(isSafeRpcMethod(method)).toBe(true)
  expect(isSafeRpcMethod('eth_getBalance')).toBe(true)
  expect(isSafeRpcMethod('eth_chainId')).toBe(true)
  expect(approvalRpcMethods.map((method) => rpcMethodNamespace(method))).toEqual([
    'eip155',
    'eip155',
    'eip155',
    'eip155',
    'solana',
    'solana',
    'solana',
    'solana',
  ])
  expect(classifyRpcMethod('eth_sendRawTransaction')).toBe('forward')
})

test('behavior: anything that signs, sends or changes state is not safe, nor is a look-alike', () => {
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
    'constructor',
    '',
  ]) {
    expect(isSafeRpcMethod(method)).toBe(false)
  }
  expect(isSafeRpcMethod(undefined)).toBe(false)
  expect(isSafeRpcMethod(['eth_call'])).toBe(false)
})

test('behavior: a method off the table, or a look-alike, has no kind and no namespace', () => {
  for (const method of [
    'eth_sign',
    'ETH_SENDTRANSACTION',
    'toString',
    '__proto__',
    'hasOwnProperty',
  ])
    expect([classifyRpcMethod(method), rpcMethodNamespace(method)]).toEqual([undefined, undefined])
})

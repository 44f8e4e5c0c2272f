import { expect, test } from 'vitest'
import * as accountData from './accountData.js'

test('exports', () => {
  expect(Object.keys(accountData)).toMatchInlineSnapshot(`
    [
      "fetchHistory",
      "fetchNfts",
      "fetchTokenBalances",
      "tokenBalanceCacheMs",
      "checkSend",
      "defaultReceiptTimeoutMs",
      "estimateSendFee",
      "getMaxAmount",
      "getSendForm",
      "maxPendingTransactions",
      "resetSendForm",
      "reviewSend",
      "SendError",
      "sendToken",
      "setSendForm",
      "setAccountTab",
      "chainDataLimits",
      "encodeTransfer",
      "isEvmAddress",
      "parseAmount",
    ]
  `)
})

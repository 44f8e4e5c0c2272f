// The requests decodeApproval.test.ts decodes, shared with the tests of what follows from a
// decoded view (approvalPlacement.test.ts). Test-only.
import { base64 } from '@scure/base'
import { encodeFunctionData, erc20Abi, maxUint160, maxUint256 } from 'viem'
import type { WalletAccounts } from '../../keys/deriveAccounts.js'
import type { ApprovalRpcMethod } from '../../rpcMethods/rpcMethods.js'
import type { RpcChain } from '../rpc/resolveRpcChain.js'
import { decodeApproval } from './decodeApproval.js'
import { parseApprovalRequest } from './parseApprovalRequest.js'
import { buildSolanaTransfer } from './testing.js'

const ORIGIN = 'https://app.test'
export const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const solanaMe = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
export const accounts: WalletAccounts = {
  eip155: { address: me, path: "m/44'/60'/0'/0/0" },
  solana: { address: solanaMe, path: "m/44'/501'/0'/0'" },
}
export const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
export const spender = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const permit2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'
export const evm: RpcChain = {
  id: 'eip155:31337',
  namespace: 'eip155',
  reference: '31337',
  evmChainId: 31337,
  rpcUrl: 'http://127.0.0.1:1',
}
export const solana: RpcChain = {
  id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  namespace: 'solana',
  reference: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  evmChainId: undefined,
  rpcUrl: 'http://127.0.0.1:2',
}
export const recipient = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
export const unlimitedApprove = encodeFunctionData({
  abi: erc20Abi,
  functionName: 'approve',
  args: [spender, maxUint256],
})
export const permit2Types = {
  EIP712Domain: [
    { name: 'name', type: 'string' },
    { name: 'chainId', type: 'uint256' },
    { name: 'verifyingContract', type: 'address' },
  ],
  PermitDetails: [
    { name: 'token', type: 'address' },
    { name: 'amount', type: 'uint160' },
    { name: 'expiration', type: 'uint48' },
    { name: 'nonce', type: 'uint48' },
  ],
  PermitSingle: [
    { name: 'details', type: 'PermitDetails' },
    { name: 'spender', type: 'address' },
    { name: 'sigDeadline', type: 'uint256' },
  ],
  PermitBatch: [
    { name: 'details', type: 'PermitDetails[]' },
    { name: 'spender', type: 'address' },
    { name: 'sigDeadline', type: 'uint256' },
  ],
}
/** A Permit2 batch of two tokens, the second unlimited. */
export const permit2Batch = ({ chainId = 31337, sigDeadline = '1893456000' } = {}) => ({
  types: permit2Types,
  primaryType: 'PermitBatch',
  domain: { name: 'Permit2', chainId, verifyingContract: permit2 },
  message: {
    details: [
      { token, amount: '5', expiration: 1893456000, nonce: 0 },
      { token: spender, amount: maxUint160.toString(), expiration: 1893456000, nonce: 1 },
    ],
    spender,
    sigDeadline,
  },
})
/** wallet_sendCalls params: a token call, then 1 wei to the spender. */
export const sendCallsParams = (tokenData: `0x${string}`) => [
  {
    version: '2.0.0',
    chainId: '0x7a69',
    from: me,
    calls: [
      { to: token, data: tokenData },
      { to: spender, value: '0x1' },
    ],
  },
]
/** A 1.25 SOL System Program transfer from this wallet, base64. */
export const solanaTransfer = base64.encode(
  buildSolanaTransfer({ from: solanaMe, to: recipient, lamports: 1_250_000_000n }),
)

/**
 * The view model decodeApproval gives a request from this wallet on `chain` (the local EVM chain
 * by default). Test-only.
 *
 * @example
 * decodeFixture('personal_sign', [stringToHex('hello'), me])
 */
export function decodeFixture(
  method: ApprovalRpcMethod,
  params: unknown,
  chain: RpcChain = evm,
  locale?: string | undefined,
) {
  return decodeApproval(parseApprovalRequest(method, params, chain, accounts), {
    origin: ORIGIN,
    chain,
    locale,
  })
}

const permitTypes = {
  EIP712Domain: [
    { name: 'name', type: 'string' },
    { name: 'version', type: 'string' },
    { name: 'chainId', type: 'uint256' },
    { name: 'verifyingContract', type: 'address' },
  ],
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
}
/** An EIP-2612 Permit of `value` to the spender, as eth_signTypedData_v4 takes it (a JSON string). */
export const permit = (value: string, chainId = 31337) =>
  JSON.stringify({
    types: permitTypes,
    primaryType: 'Permit',
    domain: { name: 'Latch Token', version: '1', chainId, verifyingContract: token },
    message: { owner: me, spender, value, nonce: 0, deadline: '1893456000' },
  })

/** EIP-712 typed data that grants nothing: a signed greeting, as eth_signTypedData_v4 takes it. */
export const mailTypedData = JSON.stringify({
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [
      { name: 'from', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: { name: 'Latch Mail', chainId: 31337 },
  message: { from: me, contents: 'Hello from Latch' },
})

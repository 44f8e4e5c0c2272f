// Browser-safe data only. These are just the parts of the devnet contracts that viem's own
// `erc20Abi`, `erc721Abi`, `erc1155Abi` and `multicall3Abi` lack; combine them, e.g.
// `[...erc20Abi, ...latchTokenAbi]`. `abis.test.ts` checks them against the compiled contracts.

/** `LatchToken` beyond ERC-20: the open devnet `mint` and the custom errors. */
export const latchTokenAbi = [
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'error',
    name: 'InsufficientAllowance',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'allowance', type: 'uint256' },
      { name: 'needed', type: 'uint256' },
    ],
  },
  {
    type: 'error',
    name: 'InsufficientBalance',
    inputs: [
      { name: 'account', type: 'address' },
      { name: 'balance', type: 'uint256' },
      { name: 'needed', type: 'uint256' },
    ],
  },
  { type: 'error', name: 'ZeroAddress', inputs: [] },
] as const

/**
 * `LatchCollection` beyond ERC-721: the open devnet `mint` and `mintWithURI`, ERC-165 and the
 * custom errors.
 */
export const latchCollectionAbi = [
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'to', type: 'address' }],
    outputs: [{ name: 'tokenId', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'mintWithURI',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'uri', type: 'string' },
    ],
    outputs: [{ name: 'tokenId', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'supportsInterface',
    stateMutability: 'pure',
    inputs: [{ name: 'interfaceId', type: 'bytes4' }],
    outputs: [{ name: '', type: 'bool' }],
  },
  {
    type: 'error',
    name: 'NonexistentToken',
    inputs: [{ name: 'tokenId', type: 'uint256' }],
  },
  {
    type: 'error',
    name: 'NotAuthorized',
    inputs: [
      { name: 'caller', type: 'address' },
      { name: 'tokenId', type: 'uint256' },
    ],
  },
  { type: 'error', name: 'UnsafeRecipient', inputs: [{ name: 'to', type: 'address' }] },
  {
    type: 'error',
    name: 'WrongOwner',
    inputs: [
      { name: 'from', type: 'address' },
      { name: 'tokenId', type: 'uint256' },
    ],
  },
  { type: 'error', name: 'ZeroAddress', inputs: [] },
] as const

/** `LatchItems` beyond ERC-1155: its name and symbol, the open devnet `mint` and `setURI`, the errors. */
export const latchItemsAbi = [
  {
    type: 'function',
    name: 'name',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'string' }],
  },
  {
    type: 'function',
    name: 'symbol',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'string' }],
  },
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'id', type: 'uint256' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'setURI',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'id', type: 'uint256' },
      { name: 'value', type: 'string' },
    ],
    outputs: [],
  },
  {
    type: 'error',
    name: 'InsufficientBalance',
    inputs: [
      { name: 'from', type: 'address' },
      { name: 'id', type: 'uint256' },
      { name: 'balance', type: 'uint256' },
      { name: 'needed', type: 'uint256' },
    ],
  },
  {
    type: 'error',
    name: 'LengthMismatch',
    inputs: [
      { name: 'ids', type: 'uint256' },
      { name: 'values', type: 'uint256' },
    ],
  },
  {
    type: 'error',
    name: 'NotAuthorized',
    inputs: [
      { name: 'caller', type: 'address' },
      { name: 'from', type: 'address' },
    ],
  },
  { type: 'error', name: 'UnsafeRecipient', inputs: [{ name: 'to', type: 'address' }] },
  { type: 'error', name: 'ZeroAddress', inputs: [] },
] as const

/** Our `Multicall3` beyond viem's `multicall3Abi`. */
export const latchMulticall3Abi = [
  {
    type: 'function',
    name: 'getBlockNumber',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: 'blockNumber', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'getChainId',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: 'chainid', type: 'uint256' }],
  },
  {
    type: 'error',
    name: 'CallFailed',
    inputs: [
      { name: 'index', type: 'uint256' },
      { name: 'returnData', type: 'bytes' },
    ],
  },
] as const

/**
 * A contract for indexer tests that emits the transfer events an indexer reads, as asked, and
 * holds nothing: `erc20` emits Transfer with three topics, `erc721` the four-topic Transfer,
 * `single` TransferSingle, `batch` TransferBatch. `name` "Emitter", `symbol` "EMT",
 * `decimals` 6; it has no receive function, so native value sent to it reverts. Compiled from
 * this source with solc 0.8.37 (cancun, optimizer 200 runs):
 *
 * ```solidity
 * contract Emitter {
 *   event Transfer(address indexed from, address indexed to, uint256 value);
 *   event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value);
 *   event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values);
 *   function erc20(address from, address to, uint256 value) external { emit Transfer(from, to, value); }
 *   function erc721(address from, address to, uint256 id) external {
 *     bytes32 topic = keccak256("Transfer(address,address,uint256)");
 *     assembly { log4(0, 0, topic, from, to, id) }
 *   }
 *   function single(address from, address to, uint256 id, uint256 value) external { emit TransferSingle(msg.sender, from, to, id, value); }
 *   function batch(address from, address to, uint256[] calldata ids, uint256[] calldata values) external { emit TransferBatch(msg.sender, from, to, ids, values); }
 *   function name() external pure returns (string memory) { return "Emitter"; }
 *   function symbol() external pure returns (string memory) { return "EMT"; }
 *   function decimals() external pure returns (uint8) { return 6; }
 * }
 * ```
 */
export const transferEmitter = {
  bytecode:
    '0x6080604052348015600e575f5ffd5b5061049b8061001c5f395ff3fe608060405234801561000f575f5ffd5b506004361061007a575f3560e01c80637f32c14d116100585780637f32c14d146100d757806395d89b41146100ea578063f5641e0114610109578063fabaf5101461011c575f5ffd5b806306fdde031461007e578063313ce567146100b35780634ed5fa3c146100c2575b5f5ffd5b60408051808201909152600781526622b6b4ba3a32b960c91b60208201525b6040516100aa9190610263565b60405180910390f35b604051600681526020016100aa565b6100d56100d03660046102b3565b61012f565b005b6100d56100e53660046102ed565b61015d565b60408051808201909152600381526211535560ea1b602082015261009d565b6100d5610117366004610374565b6101ae565b6100d561012a3660046102b3565b610211565b7fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef818385835f80a450505050565b60408051838152602081018390526001600160a01b03808616929087169133917fc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62910160405180910390a450505050565b846001600160a01b0316866001600160a01b0316336001600160a01b03167f4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb878787876040516102019493929190610434565b60405180910390a4505050505050565b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef8360405161025691815260200190565b60405180910390a3505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b03811681146102ae575f5ffd5b919050565b5f5f5f606084860312156102c5575f5ffd5b6102ce84610298565b92506102dc60208501610298565b929592945050506040919091013590565b5f5f5f5f60808587031215610300575f5ffd5b61030985610298565b935061031760208601610298565b93969395505050506040820135916060013590565b5f5f83601f84011261033c575f5ffd5b50813567ffffffffffffffff811115610353575f5ffd5b6020830191508360208260051b850101111561036d575f5ffd5b9250929050565b5f5f5f5f5f5f60808789031215610389575f5ffd5b61039287610298565b95506103a060208801610298565b9450604087013567ffffffffffffffff8111156103bb575f5ffd5b6103c789828a0161032c565b909550935050606087013567ffffffffffffffff8111156103e6575f5ffd5b6103f289828a0161032c565b979a9699509497509295939492505050565b8183525f6001600160fb1b0383111561041b575f5ffd5b8260051b80836020870137939093016020019392505050565b604081525f610447604083018688610404565b828103602084015261045a818587610404565b97965050505050505056fea2646970667358221220aa8cf3a7de3f3d18f4101e41a52cb42b91239e07104a0f189e6f9a4c2e2fe54564736f6c63430008250033',
  /** Human-readable ABI (viem `parseAbi`). */
  abi: [
    'function erc20(address from, address to, uint256 value)',
    'function erc721(address from, address to, uint256 id)',
    'function single(address from, address to, uint256 id, uint256 value)',
    'function batch(address from, address to, uint256[] ids, uint256[] values)',
    'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
    'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
  ],
} as const

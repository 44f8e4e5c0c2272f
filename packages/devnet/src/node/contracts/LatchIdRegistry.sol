// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title LatchIdRegistry
/// @notice The devnet's stand-in for Farcaster's IdRegistry (OP mainnet): the same reads
/// (`idOf`, `custodyOf`, `recoveryOf`, `idCounter`) and the same `Register` event, so Sign In With
/// Farcaster verifies against it offline.
/// @dev Registration is not Farcaster's (an IdGateway with storage rent): the deployer, the
/// devnet's account #0 whose key is public, gives any fid to any address. Devnet only.
contract LatchIdRegistry {
    /// @notice The only account that may `register`.
    address public immutable owner;

    /// @notice The highest fid registered so far.
    uint256 public idCounter;

    /// @notice The fid an address holds as custody, or 0.
    mapping(address => uint256) public idOf;

    /// @notice The custody address of an fid, or the zero address.
    mapping(uint256 => address) public custodyOf;

    /// @notice The recovery address of an fid, or the zero address.
    mapping(uint256 => address) public recoveryOf;

    event Register(address indexed to, uint256 indexed id, address recovery);

    error Unauthorized(address caller);
    error InvalidFid(uint256 fid);
    error ZeroAddress();
    error FidTaken(uint256 fid, address custody);
    error HasId(address custody, uint256 fid);

    constructor() {
        owner = msg.sender;
    }

    /// @notice Gives `fid` to `custody`, which must not hold one yet; the fid must be free.
    function register(uint256 fid, address custody, address recovery) external {
        if (msg.sender != owner) revert Unauthorized(msg.sender);
        if (fid == 0) revert InvalidFid(fid);
        if (custody == address(0)) revert ZeroAddress();
        if (custodyOf[fid] != address(0)) revert FidTaken(fid, custodyOf[fid]);
        if (idOf[custody] != 0) revert HasId(custody, idOf[custody]);
        idOf[custody] = fid;
        custodyOf[fid] = custody;
        recoveryOf[fid] = recovery;
        if (fid > idCounter) idCounter = fid;
        emit Register(custody, fid, recovery);
    }
}

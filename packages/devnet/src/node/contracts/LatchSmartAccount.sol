// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title LatchSmartAccount
/// @notice A minimal smart account for tests of contract signatures (ERC-1271): a signature is
/// valid when the account's owner signed the hash it is asked about (65 bytes, r ‖ s ‖ v).
/// @dev It holds nothing and executes nothing: it only answers `isValidSignature`. Real accounts
/// wrap the hash in a replay-safe one; the check here is the plainest that still binds an owner.
contract LatchSmartAccount {
    /// @notice The ERC-1271 answer for a valid signature.
    bytes4 internal constant MAGIC_VALUE = 0x1626ba7e;
    /// @notice The ERC-1271 answer for anything else.
    bytes4 internal constant INVALID = 0xffffffff;
    /// @dev Half the secp256k1 order: a higher `s` is the malleable twin of a valid signature.
    uint256 internal constant HALF_ORDER =
        0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    /// @notice The key that signs for this account.
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    /// @notice ERC-1271: `MAGIC_VALUE` when `owner` signed `hash`, `INVALID` otherwise.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return INVALID;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (uint256(s) > HALF_ORDER) return INVALID;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? MAGIC_VALUE : INVALID;
    }
}

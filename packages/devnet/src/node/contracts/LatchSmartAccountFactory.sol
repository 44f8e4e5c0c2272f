// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./LatchSmartAccount.sol";

/// @title LatchSmartAccountFactory
/// @notice Deploys `LatchSmartAccount`s at addresses known before they exist (CREATE2), so that a
/// not-yet-deployed account can sign with an ERC-6492 signature: the verifier runs
/// `createAccount` first, then asks the account.
contract LatchSmartAccountFactory {
    event AccountCreated(address indexed account, address indexed owner, bytes32 salt);

    /// @notice Deploys the account of `owner` and `salt`, or returns it when it exists already.
    function createAccount(address owner, bytes32 salt) external returns (address account) {
        account = getAddress(owner, salt);
        if (account.code.length > 0) return account;
        new LatchSmartAccount{salt: _salt(owner, salt)}(owner);
        emit AccountCreated(account, owner, salt);
    }

    /// @notice The address the account of `owner` and `salt` has, deployed or not.
    function getAddress(address owner, bytes32 salt) public view returns (address) {
        bytes32 codeHash =
            keccak256(abi.encodePacked(type(LatchSmartAccount).creationCode, abi.encode(owner)));
        bytes32 digest =
            keccak256(abi.encodePacked(bytes1(0xff), address(this), _salt(owner, salt), codeHash));
        return address(uint160(uint256(digest)));
    }

    // One owner's salts never collide with another's.
    function _salt(address owner, bytes32 salt) private pure returns (bytes32) {
        return keccak256(abi.encode(owner, salt));
    }
}

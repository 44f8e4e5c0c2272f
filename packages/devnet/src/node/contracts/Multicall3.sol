// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Multicall3
/// @notice Our own implementation of the widely used Multicall3 interface, so that viem's
/// `multicall` (which only calls `aggregate3`) works on the devnet when given this address.
contract Multicall3 {
    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    /// @notice A call that was not allowed to fail did fail; `returnData` is its revert data.
    error CallFailed(uint256 index, bytes returnData);

    /// @dev Payable only to keep the usual ABI; the value is not forwarded to the calls.
    function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory results) {
        uint256 length = calls.length;
        results = new Result[](length);
        for (uint256 i = 0; i < length; ++i) {
            Call3 calldata item = calls[i];
            (bool success, bytes memory returnData) = item.target.call(item.callData);
            if (!success && !item.allowFailure) revert CallFailed(i, returnData);
            results[i] = Result(success, returnData);
        }
    }

    function getEthBalance(address addr) external view returns (uint256 balance) {
        balance = addr.balance;
    }

    function getBlockNumber() external view returns (uint256 blockNumber) {
        blockNumber = block.number;
    }

    function getCurrentBlockTimestamp() external view returns (uint256 timestamp) {
        timestamp = block.timestamp;
    }

    function getChainId() external view returns (uint256 chainid) {
        chainid = block.chainid;
    }
}

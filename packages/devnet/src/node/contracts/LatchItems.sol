// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @dev What a contract must answer to receive tokens of an ERC-1155.
interface ILatchItemsReceiver {
    function onERC1155Received(
        address operator,
        address from,
        uint256 id,
        uint256 value,
        bytes calldata data
    ) external returns (bytes4);

    function onERC1155BatchReceived(
        address operator,
        address from,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes calldata data
    ) external returns (bytes4);
}

/// @title LatchItems
/// @notice A minimal ERC-1155 (with the metadata URI extension) for the Latch devnet. Each id's
/// metadata is a `data:` URI set with `setURI`, so no server is needed.
/// @dev `mint` and `setURI` are open to every caller on purpose (devnet only).
contract LatchItems {
    string public name;
    string public symbol;

    mapping(uint256 => mapping(address => uint256)) private _balances;
    mapping(address => mapping(address => bool)) private _operators;
    mapping(uint256 => string) private _uris;

    event TransferSingle(
        address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value
    );
    event TransferBatch(
        address indexed operator,
        address indexed from,
        address indexed to,
        uint256[] ids,
        uint256[] values
    );
    event ApprovalForAll(address indexed account, address indexed operator, bool approved);
    event URI(string value, uint256 indexed id);

    error InsufficientBalance(address from, uint256 id, uint256 balance, uint256 needed);
    error NotAuthorized(address caller, address from);
    error LengthMismatch(uint256 ids, uint256 values);
    error ZeroAddress();
    error UnsafeRecipient(address to);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0xd9b67a26 // ERC-1155
            || interfaceId == 0x0e89341c; // ERC-1155 metadata URI
    }

    function balanceOf(address account, uint256 id) external view returns (uint256) {
        if (account == address(0)) revert ZeroAddress();
        return _balances[id][account];
    }

    function balanceOfBatch(address[] calldata accounts, uint256[] calldata ids)
        external
        view
        returns (uint256[] memory balances)
    {
        if (accounts.length != ids.length) revert LengthMismatch(ids.length, accounts.length);
        balances = new uint256[](accounts.length);
        for (uint256 i = 0; i < accounts.length; ++i) {
            balances[i] = _balances[ids[i]][accounts[i]];
        }
    }

    function isApprovedForAll(address account, address operator) external view returns (bool) {
        return _operators[account][operator];
    }

    function setApprovalForAll(address operator, bool approved) external {
        _operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function uri(uint256 id) external view returns (string memory) {
        return _uris[id];
    }

    /// @notice Sets the metadata URI of `id` (a full URI, no `{id}` placeholder).
    function setURI(uint256 id, string calldata value) external {
        _uris[id] = value;
        emit URI(value, id);
    }

    function mint(address to, uint256 id, uint256 value) external {
        if (to == address(0)) revert ZeroAddress();
        _balances[id][to] += value;
        emit TransferSingle(msg.sender, address(0), to, id, value);
        _checkReceiver(address(0), to, id, value, "");
    }

    function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes calldata data)
        external
    {
        _authorize(from, to);
        _move(from, to, id, value);
        emit TransferSingle(msg.sender, from, to, id, value);
        _checkReceiver(from, to, id, value, data);
    }

    function safeBatchTransferFrom(
        address from,
        address to,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes calldata data
    ) external {
        if (ids.length != values.length) revert LengthMismatch(ids.length, values.length);
        _authorize(from, to);
        for (uint256 i = 0; i < ids.length; ++i) {
            _move(from, to, ids[i], values[i]);
        }
        emit TransferBatch(msg.sender, from, to, ids, values);
        if (to.code.length == 0) return;
        try ILatchItemsReceiver(to).onERC1155BatchReceived(msg.sender, from, ids, values, data)
        returns (bytes4 answer) {
            if (answer != ILatchItemsReceiver.onERC1155BatchReceived.selector) {
                revert UnsafeRecipient(to);
            }
        } catch {
            revert UnsafeRecipient(to);
        }
    }

    function _authorize(address from, address to) private view {
        if (to == address(0)) revert ZeroAddress();
        if (msg.sender != from && !_operators[from][msg.sender]) {
            revert NotAuthorized(msg.sender, from);
        }
    }

    function _move(address from, address to, uint256 id, uint256 value) private {
        uint256 balance = _balances[id][from];
        if (balance < value) revert InsufficientBalance(from, id, balance, value);
        unchecked {
            _balances[id][from] = balance - value;
        }
        _balances[id][to] += value;
    }

    function _checkReceiver(address from, address to, uint256 id, uint256 value, bytes memory data)
        private
    {
        // Accounts without code (EOAs) can always receive; contracts must acknowledge.
        if (to.code.length == 0) return;
        try ILatchItemsReceiver(to).onERC1155Received(msg.sender, from, id, value, data) returns (
            bytes4 answer
        ) {
            if (answer != ILatchItemsReceiver.onERC1155Received.selector) revert UnsafeRecipient(to);
        } catch {
            revert UnsafeRecipient(to);
        }
    }
}

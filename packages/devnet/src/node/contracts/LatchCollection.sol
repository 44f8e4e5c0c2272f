// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @dev The one function a contract must expose to receive tokens through `safeTransferFrom`.
interface ILatchTokenReceiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// @title LatchCollection
/// @notice A minimal ERC-721 (with the metadata extension) for the Latch devnet. Token ids start
/// at 1. Metadata is a `data:` URI, so no server is needed: the one given to `mintWithURI`, or
/// else one generated on chain (an SVG).
/// @dev `mint` and `mintWithURI` are open to every caller on purpose (devnet only).
contract LatchCollection {
    string public name;
    string public symbol;
    uint256 public totalSupply;

    mapping(uint256 => address) private _ownerOf;
    mapping(address => uint256) private _balanceOf;
    mapping(uint256 => address) private _approved;
    mapping(address => mapping(address => bool)) private _operators;
    mapping(uint256 => string) private _tokenURIs;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error NonexistentToken(uint256 tokenId);
    error NotAuthorized(address caller, uint256 tokenId);
    error WrongOwner(address from, uint256 tokenId);
    error ZeroAddress();
    error UnsafeRecipient(address to);

    bytes4 private constant RECEIVED = ILatchTokenReceiver.onERC721Received.selector;

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0x80ac58cd // ERC-721
            || interfaceId == 0x5b5e139f; // ERC-721 metadata
    }

    function balanceOf(address owner) external view returns (uint256) {
        if (owner == address(0)) revert ZeroAddress();
        return _balanceOf[owner];
    }

    function ownerOf(uint256 tokenId) public view returns (address owner) {
        owner = _ownerOf[tokenId];
        if (owner == address(0)) revert NonexistentToken(tokenId);
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return _approved[tokenId];
    }

    function isApprovedForAll(address owner, address operator) external view returns (bool) {
        return _operators[owner][operator];
    }

    function approve(address to, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        if (msg.sender != owner && !_operators[owner][msg.sender]) {
            revert NotAuthorized(msg.sender, tokenId);
        }
        _approved[tokenId] = to;
        emit Approval(owner, to, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        _operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) external {
        _transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        _transfer(from, to, tokenId);
        _checkReceiver(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes calldata data)
        external
    {
        _transfer(from, to, tokenId);
        _checkReceiver(from, to, tokenId, data);
    }

    /// @notice Mints the next token id to `to` and returns it.
    function mint(address to) public returns (uint256 tokenId) {
        if (to == address(0)) revert ZeroAddress();
        tokenId = ++totalSupply;
        _ownerOf[tokenId] = to;
        unchecked {
            _balanceOf[to] += 1;
        }
        emit Transfer(address(0), to, tokenId);
    }

    /// @notice Mints the next token id to `to` with `uri` as its `tokenURI`, and returns the id.
    function mintWithURI(address to, string calldata uri) external returns (uint256 tokenId) {
        tokenId = mint(to);
        _tokenURIs[tokenId] = uri;
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        if (bytes(_tokenURIs[tokenId]).length != 0) return _tokenURIs[tokenId];
        string memory id = _decimal(tokenId);
        string memory hue = _decimal((tokenId * 47) % 360);
        bytes memory image = abi.encodePacked(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">',
            '<rect width="100" height="100" rx="12" fill="hsl(', hue, ',70%,45%)"/>',
            '<text x="50" y="60" font-family="sans-serif" font-size="28" fill="#fff" ',
            'text-anchor="middle">#', id, "</text></svg>"
        );
        bytes memory json = abi.encodePacked(
            '{"name":"', name, " #", id,
            '","description":"A collectible of the Latch devnet.","image":"data:image/svg+xml;base64,',
            _base64(image),
            '","attributes":[{"trait_type":"Hue","value":', hue, "}]}"
        );
        return string(abi.encodePacked("data:application/json;base64,", _base64(json)));
    }

    function _transfer(address from, address to, uint256 tokenId) private {
        address owner = ownerOf(tokenId);
        if (owner != from) revert WrongOwner(from, tokenId);
        if (to == address(0)) revert ZeroAddress();
        if (
            msg.sender != owner && _approved[tokenId] != msg.sender
                && !_operators[owner][msg.sender]
        ) revert NotAuthorized(msg.sender, tokenId);
        delete _approved[tokenId];
        unchecked {
            _balanceOf[from] -= 1;
            _balanceOf[to] += 1;
        }
        _ownerOf[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function _checkReceiver(address from, address to, uint256 tokenId, bytes memory data) private {
        // Accounts without code (EOAs) can always receive; contracts must acknowledge.
        if (to.code.length == 0) return;
        try ILatchTokenReceiver(to).onERC721Received(msg.sender, from, tokenId, data) returns (
            bytes4 answer
        ) {
            if (answer != RECEIVED) revert UnsafeRecipient(to);
        } catch {
            revert UnsafeRecipient(to);
        }
    }

    function _decimal(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 rest = value; rest != 0; rest /= 10) ++digits;
        bytes memory out = new bytes(digits);
        while (value != 0) {
            --digits;
            out[digits] = bytes1(uint8(48 + (value % 10)));
            value /= 10;
        }
        return string(out);
    }

    function _base64(bytes memory data) private pure returns (string memory) {
        bytes memory alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        uint256 length = data.length;
        bytes memory out = new bytes(4 * ((length + 2) / 3));
        uint256 j;
        for (uint256 i = 0; i < length; i += 3) {
            uint256 chunk = uint256(uint8(data[i])) << 16;
            if (i + 1 < length) chunk |= uint256(uint8(data[i + 1])) << 8;
            if (i + 2 < length) chunk |= uint256(uint8(data[i + 2]));
            out[j++] = alphabet[(chunk >> 18) & 63];
            out[j++] = alphabet[(chunk >> 12) & 63];
            out[j++] = i + 1 < length ? alphabet[(chunk >> 6) & 63] : bytes1("=");
            out[j++] = i + 2 < length ? alphabet[chunk & 63] : bytes1("=");
        }
        return string(out);
    }
}

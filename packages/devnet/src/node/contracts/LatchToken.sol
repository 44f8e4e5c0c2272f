// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title LatchToken
/// @notice A small ERC-20 for the Latch devnet.
/// @dev `mint` is open to every caller on purpose: the devnet only exists to hand test accounts
/// balances, and nothing of value lives on it. Never deploy this contract anywhere else.
contract LatchToken {
    string public name;
    string public symbol;
    uint8 public immutable decimals;
    uint256 public totalSupply;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error InsufficientBalance(address account, uint256 balance, uint256 needed);
    error InsufficientAllowance(address spender, uint256 allowance, uint256 needed);
    error ZeroAddress();

    constructor(string memory name_, string memory symbol_, uint8 decimals_, uint256 initialSupply) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
        // No zero-amount Transfer event when the deployer gets nothing.
        if (initialSupply != 0) _mint(msg.sender, initialSupply);
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        // An allowance of 2^256-1 counts as unlimited and is not spent, as most wallets expect.
        if (allowed != type(uint256).max) {
            if (allowed < amount) revert InsufficientAllowance(msg.sender, allowed, amount);
            unchecked {
                allowance[from][msg.sender] = allowed - amount;
            }
        }
        _move(from, to, amount);
        return true;
    }

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function _mint(address to, uint256 amount) private {
        if (to == address(0)) revert ZeroAddress();
        totalSupply += amount;
        unchecked {
            // Cannot overflow: every balance is bounded by totalSupply, which was checked above.
            balanceOf[to] += amount;
        }
        emit Transfer(address(0), to, amount);
    }

    function _move(address from, address to, uint256 amount) private {
        if (to == address(0)) revert ZeroAddress();
        // A reason string, not a custom error: the mistake a visitor makes most (pasting the
        // token's address as the receiver), and the revert the Send view's tests read back.
        require(to != address(this), "LatchToken: tokens sent to the token contract would be lost");
        uint256 balance = balanceOf[from];
        if (balance < amount) revert InsufficientBalance(from, balance, amount);
        unchecked {
            balanceOf[from] = balance - amount;
            balanceOf[to] += amount;
        }
        emit Transfer(from, to, amount);
    }
}

import { getAddress, isAddress } from 'viem'
import { InvalidSettingError } from '../errors.js'

/** Where the Farcaster relay reads who holds an fid: an IdRegistry contract and its chain's RPC. */
export type FarcasterIdRegistry = {
  /** The EVM chain id of the registry (10 for Farcaster's, on OP mainnet). */
  chainId: number
  /** The registry's address (checksummed). */
  address: `0x${string}`
  /** The chain's RPC URL, from `CHAIN_RPC_URLS`. */
  rpcUrl: string
}

/**
 * Reads the `FARCASTER_ID_REGISTRY` setting, a CAIP-10 account id of the registry contract
 * (`eip155:10:0x00000000Fc6c5F01Fc30151999387Bb99A9f489b` for Farcaster's; the devnet's
 * `LatchIdRegistry` from its manifest), and takes the chain's RPC URL from `CHAIN_RPC_URLS`,
 * so the operator names each upstream once (SECURITY.md T30).
 *
 * @example
 * parseFarcasterIdRegistry('eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3', {
 *   'eip155:31337': 'http://127.0.0.1:8545',
 * })
 * // { chainId: 31337, address: '0x5FbD…0aa3', rpcUrl: 'http://127.0.0.1:8545' }
 */
export function parseFarcasterIdRegistry(
  value: string,
  chainRpcUrls: Readonly<Record<string, string>>,
): FarcasterIdRegistry {
  const match = /^(eip155:([1-9][0-9]{0,15})):(0x[0-9a-fA-F]{40})$/.exec(value.trim())
  if (!match)
    throw new InvalidSettingError(
      'Invalid setting FARCASTER_ID_REGISTRY: must be eip155:<chain id>:<contract address>.',
    )
  const [, chain = '', chainId = '', address = ''] = match
  // Mixed case is a checksum, and a wrong one is a typo: refuse it rather than guess.
  if (!isAddress(address))
    throw new InvalidSettingError(
      'Invalid setting FARCASTER_ID_REGISTRY: the address has a wrong checksum.',
    )
  const rpcUrl = chainRpcUrls[chain]
  if (rpcUrl === undefined)
    throw new InvalidSettingError(
      `Invalid setting FARCASTER_ID_REGISTRY: ${chain} has no RPC URL in CHAIN_RPC_URLS.`,
    )
  return { chainId: Number(chainId), address: getAddress(address), rpcUrl }
}

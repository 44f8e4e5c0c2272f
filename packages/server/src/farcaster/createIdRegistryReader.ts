import { createPublicClient, defineChain, getAddress, type Hex, http, parseAbi } from 'viem'
import type { FarcasterIdRegistry } from './parseFarcasterIdRegistry.js'

/** What the relay asks the chain of the Farcaster ID registry. */
export type IdRegistryReader = {
  /** The custody address of `fid` (checksummed), or the zero address when no one holds it. */
  custodyOf: (fid: number) => Promise<`0x${string}`>
  /**
   * Whether `signature` signs `message` (EIP-191) for `address`: ECDSA recovery for an account
   * with a key, ERC-1271 (or ERC-6492) for a contract account, as custody addresses may be.
   */
  verifyMessage: (parameters: {
    address: `0x${string}`
    message: string
    signature: Hex
  }) => Promise<boolean>
}

// The one read of Farcaster's IdRegistry the relay needs (its verifiers read `idOf`, the same map
// the other way round).
const idRegistryAbi = parseAbi(['function custodyOf(uint256 fid) view returns (address)'])

/** How long one registry call may take before the relay answers 503. */
const timeoutMs = 5000

/**
 * A reader of the configured ID registry over its chain's RPC (viem public client). Errors of
 * the RPC are thrown as they are; the routes answer them 503.
 */
export function createIdRegistryReader(registry: FarcasterIdRegistry): IdRegistryReader {
  const chain = defineChain({
    id: registry.chainId,
    name: `Farcaster ID registry chain ${registry.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [registry.rpcUrl] } },
  })
  const client = createPublicClient({
    chain,
    transport: http(registry.rpcUrl, { timeout: timeoutMs, retryCount: 1 }),
  })
  return {
    custodyOf: async (fid) =>
      getAddress(
        await client.readContract({
          address: registry.address,
          abi: idRegistryAbi,
          functionName: 'custodyOf',
          args: [BigInt(fid)],
        }),
      ),
    verifyMessage: (parameters) => client.verifyMessage(parameters),
  }
}

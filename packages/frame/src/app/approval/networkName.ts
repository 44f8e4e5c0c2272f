// The bundled networks of @latch/core/networks by CAIP-2 id (the frame cannot import the
// catalogue: it would load every network's RPC and explorer URLs with the approval view).
const networkNames: Readonly<Record<string, string>> = {
  'eip155:1': 'Ethereum',
  'eip155:10': 'OP Mainnet',
  'eip155:56': 'BNB Smart Chain',
  'eip155:100': 'Gnosis',
  'eip155:137': 'Polygon',
  'eip155:250': 'Fantom',
  'eip155:324': 'ZKsync Era',
  'eip155:5000': 'Mantle',
  'eip155:8217': 'Kaia',
  'eip155:8453': 'Base',
  'eip155:42161': 'Arbitrum One',
  'eip155:42220': 'Celo',
  'eip155:43113': 'Avalanche Fuji',
  'eip155:43114': 'Avalanche',
  'eip155:59144': 'Linea',
  'eip155:80002': 'Polygon Amoy',
  'eip155:81457': 'Blast',
  'eip155:84532': 'Base Sepolia',
  'eip155:421614': 'Arbitrum Sepolia',
  'eip155:534352': 'Scroll',
  'eip155:7777777': 'Zora',
  'eip155:11155111': 'Sepolia',
  'eip155:11155420': 'OP Sepolia',
  'eip155:1313161554': 'Aurora',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'Solana',
  'solana:EtWTRABZaYq6iMfeYKouRu166VPbdkiq': 'Solana Devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSXxQ8p': 'Solana Testnet',
}

/**
 * The name the approval view shows for a chain the frame serves: the bundled network's name,
 * else the CAIP-2 id itself (a devnet, a chain Latch does not ship). Never a name the app sent.
 *
 * @example
 * networkName('eip155:8453') // 'Base'
 * networkName('eip155:31337') // 'eip155:31337'
 */
export const networkName = (chainId: string): string =>
  Object.hasOwn(networkNames, chainId) ? (networkNames[chainId] as string) : chainId

// Types only: this file is imported by browser code (the dev wallet) as well as by node code.

export type DevnetToken = { address: `0x${string}`; name: string; symbol: string; decimals: number }

export type DevnetChain = {
  chainId: number
  name: string
  rpcUrl: string
  contracts: {
    usd: DevnetToken
    token: DevnetToken
    nft: { address: `0x${string}`; name: string; symbol: string }
    multicall3: { address: `0x${string}` }
  }
}

/** One of anvil's well-known dev accounts. The keys are public: never use them on a real chain. */
export type DevnetAccount = { address: `0x${string}`; privateKey: `0x${string}` }

/**
 * A Solana dev account, derived from the same public dev mnemonic as the EVM ones (SLIP-0010,
 * m/44'/501'/i'/0', the path Solana wallets use). Never use it on a real cluster.
 */
export type SolanaDevnetAccount = {
  /** Base58 public key. */
  address: string
  /** The 32-byte ed25519 private key (seed) as 0x-prefixed hex. */
  privateKey: `0x${string}`
}

/** The local Solana RPC (Surfpool, offline). */
export type SolanaDevnet = {
  rpcUrl: string
  wsUrl: string
  /** The CAIP-2 reference the dapp and wallets use for this cluster (its genesis hash prefix). */
  chainReference: string
  accounts: SolanaDevnetAccount[]
}

/** What `startDevnet` deployed, written to `.devnet/manifest.json` for the demo and e2e tests. */
export type DevnetManifest = {
  accounts: DevnetAccount[]
  chains: DevnetChain[]
  /** Absent when the devnet was started without Solana. */
  solana?: SolanaDevnet | undefined
}

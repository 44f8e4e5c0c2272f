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

/** What `startDevnet` deployed, written to `.devnet/manifest.json` for the demo and e2e tests. */
export type DevnetManifest = { accounts: DevnetAccount[]; chains: DevnetChain[] }

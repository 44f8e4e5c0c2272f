/** A chain namespace of CAIP-2. State is kept per namespace. */
export type Namespace = 'eip155' | 'solana' | 'bip122' | 'polkadot'

/** A CAIP-2 chain id, e.g. `eip155:1`. */
export type CaipNetworkId = `${Namespace}:${string}`

/** A CAIP-10 account id, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${Namespace}:${string}:${string}`

/** A network the modal can show and switch to (spec section 3, "Network (CAIP)"). */
export type Network = {
  /** The chain's own id: a number on eip155, a genesis-hash prefix string elsewhere. */
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: Namespace
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  testnet?: boolean | undefined
}

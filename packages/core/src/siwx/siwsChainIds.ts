/**
 * The `Chain ID:` names of Sign In With Solana. Its grammar allows only cluster names
 * (`mainnet`, `testnet`, `devnet`, `localnet`, or the same with `solana:`), and wallets that
 * check the message (Phantom) refuse anything else, so a CAIP-2 genesis reference is written as
 * its cluster's name. Each cluster lists the references that name it: the first is the one a
 * parsed message gets (the network ids Latch bundles), the others are the genesis-hash prefixes
 * other tools use for devnet and testnet. Any other reference (a local validator's) is
 * `localnet`, which reads back as `solana:localnet`.
 */
const clusters = {
  mainnet: ['5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  devnet: ['EtWTRABZaYq6iMfeYKouRu166VPbdkiq', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
  testnet: ['4uhcVJyU9pJkvQyS88uRDiswHXSXxQ8p', '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'],
  localnet: ['localnet'],
} as const satisfies Record<string, readonly [string, ...string[]]>

type ClusterName = keyof typeof clusters

const clusterNames = Object.keys(clusters) as ClusterName[]

/** The cluster name a Solana CAIP-2 reference is written as in a SIWS `Chain ID:` line. */
export function toSiwsChainId(reference: string): ClusterName {
  return (
    clusterNames.find((name) => (clusters[name] as readonly string[]).includes(reference)) ??
    'localnet'
  )
}

/** The CAIP-2 reference a SIWS `Chain ID:` cluster name reads back as, or undefined. */
export function fromSiwsChainId(name: string): string | undefined {
  return Object.hasOwn(clusters, name) ? clusters[name as ClusterName][0] : undefined
}

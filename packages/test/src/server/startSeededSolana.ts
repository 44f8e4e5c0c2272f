import {
  type SolanaDevnetNft,
  type SolanaDevnetSplToken,
  type SolanaNode,
  seedSolana,
  seedSolanaNfts,
  startSolana,
} from '@latch/devnet'

/** A Surfpool seeded as `npm start` seeds it, for the server's Solana tests. */
export type SeededSolana = {
  node: SolanaNode
  /** The seeded SPL token (LUSD) and each dev account's holding. */
  lusd: SolanaDevnetSplToken
  /** The seeded Token-2022 NFTs (three held by dev account #0, two by #1). */
  nfts: SolanaDevnetNft[]
  /** The cluster's CAIP-2 id, `solana:<genesis hash prefix>`. */
  chainId: string
}

/** Starts Surfpool with the five Solana dev accounts (100 SOL each), seeds LUSD and the NFTs. */
export async function startSeededSolana(): Promise<SeededSolana> {
  const node = await startSolana()
  try {
    const [lusd, nfts] = await Promise.all([seedSolana(node.devnet), seedSolanaNfts(node.devnet)])
    return { node, lusd, nfts, chainId: `solana:${node.devnet.chainReference}` }
  } catch (error) {
    await node.stop()
    throw error
  }
}

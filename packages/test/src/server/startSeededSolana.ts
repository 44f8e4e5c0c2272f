import { type SolanaDevnetSplToken, type SolanaNode, seedSolana, startSolana } from '@latch/devnet'

/** A Surfpool seeded as `npm start` seeds it, for the server's Solana tests. */
export type SeededSolana = {
  node: SolanaNode
  /** The seeded SPL token (LUSD) and each dev account's holding. */
  lusd: SolanaDevnetSplToken
  /** The cluster's CAIP-2 id, `solana:<genesis hash prefix>`. */
  chainId: string
}

/** Starts Surfpool with the five Solana dev accounts (100 SOL each) and seeds the SPL token. */
export async function startSeededSolana(): Promise<SeededSolana> {
  const node = await startSolana()
  try {
    const lusd = await seedSolana(node.devnet)
    return { node, lusd, chainId: `solana:${node.devnet.chainReference}` }
  } catch (error) {
    await node.stop()
    throw error
  }
}

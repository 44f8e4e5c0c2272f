import { fileURLToPath } from 'node:url'
import type { DevnetManifest } from '@latch/devnet'
import { build } from 'vite'

/**
 * The chains the secure frame serves in development (`CHAIN_RPC_URLS`): the devnet's anvil chains
 * and its Solana cluster, as `<CAIP-2 id>=<RPC URL>` pairs.
 */
export function devnetChainRpcUrls(manifest: DevnetManifest): string {
  return [
    ...manifest.chains.map((chain) => `eip155:${chain.chainId}=${chain.rpcUrl}`),
    ...(manifest.solana
      ? [`solana:${manifest.solana.chainReference}=${manifest.solana.rpcUrl}`]
      : []),
  ].join(',')
}

/**
 * The devnet chains the server's built-in indexer follows (`CHAIN_DATA_INDEX`): every anvil chain
 * from block 0 with no confirmations (a devnet does not reorg on its own), polled each second,
 * and traced (anvil answers `debug_traceBlockByHash`), so that ETH a contract sends shows in the
 * history. The seeding moves no ETH through contracts: its history is the same either way.
 */
export function devnetChainDataIndex(manifest: DevnetManifest): string {
  return JSON.stringify(
    Object.fromEntries(
      manifest.chains.map((chain) => [
        `eip155:${chain.chainId}`,
        { startBlock: 0, confirmations: 0, pollIntervalMs: 1000, traces: true },
      ]),
    ),
  )
}

/**
 * Fixed devnet prices (`CHAIN_DATA_PRICES`): ETH at 3000, the USD token at 1, LTK at 0.25; on
 * the Solana cluster SOL at 150 and the SPL token (LUSD) at 1.
 */
export function devnetChainDataPrices(manifest: DevnetManifest): string {
  const { solana } = manifest
  return JSON.stringify(
    Object.fromEntries([
      ...manifest.chains.map((chain) => [
        `eip155:${chain.chainId}`,
        { native: 3000, [chain.contracts.usd.address]: 1, [chain.contracts.token.address]: 0.25 },
      ]),
      ...(solana
        ? [
            [
              `solana:${solana.chainReference}`,
              { native: 150, ...(solana.splToken ? { [solana.splToken.mint]: 1 } : {}) },
            ],
          ]
        : []),
    ]),
  )
}

/**
 * The devnet's Solana cluster for the server's Solana balances (`CHAIN_DATA_SOLANA`), with the
 * SPL token's name and symbol from the manifest (they are not on chain); `undefined` without
 * Solana.
 */
export function devnetChainDataSolana(manifest: DevnetManifest): string | undefined {
  const { solana } = manifest
  if (!solana) return undefined
  const { splToken } = solana
  const tokens = splToken
    ? { [splToken.mint]: { name: splToken.name, symbol: splToken.symbol } }
    : {}
  return JSON.stringify({ [`solana:${solana.chainReference}`]: { tokens } })
}

/**
 * Builds the secure frame's web app, which the server reads once when it starts (so this comes
 * first). Vite's build sets NODE_ENV=production for the whole process, which the server would take
 * for production (no dev mailbox, no development keys), so the value from before is put back.
 */
export async function buildFrameApp(): Promise<void> {
  const nodeEnv = process.env.NODE_ENV
  await build({
    configFile: fileURLToPath(new URL('../packages/frame/vite.app.config.ts', import.meta.url)),
    logLevel: 'warn',
  })
  if (nodeEnv === undefined) delete process.env.NODE_ENV
  else process.env.NODE_ENV = nodeEnv
}

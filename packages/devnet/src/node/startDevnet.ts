import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compile } from './compile'
import { deployContracts } from './deployContracts'
import { devAccounts } from './devAccounts'
import type { DevnetChain, DevnetManifest } from './manifest'
import { seedEvm } from './seedEvm'
import { seedSolana } from './seedSolana'
import { seedSolanaNfts } from './seedSolanaNfts'
import { type AnvilProcess, spawnAnvil } from './spawnAnvil'
import { type SolanaNode, SurfpoolUnavailableError, startSolana } from './startSolana'

export type DevnetChainConfig = { chainId: number; port: number; name: string }

export type StartDevnetOptions = {
  chains?: DevnetChainConfig[]
  host?: string
  manifestPath?: string
  log?: (msg: string) => void
  /**
   * Also start a local Solana RPC (Surfpool, offline) and fund the Solana dev accounts. Where
   * Surfpool has no build (it ships for linux-x64 only), the devnet logs it and runs without
   * Solana. Defaults to `true`.
   */
  solana?: boolean | undefined
}

export type Devnet = { manifest: DevnetManifest; stop(): Promise<void> }

/** Where `startDevnet` writes the manifest unless told otherwise (gitignored). */
export const defaultManifestPath = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '.devnet',
  'manifest.json',
)

export const defaultDevnetChains: readonly DevnetChainConfig[] = [
  { chainId: 31337, port: 8545, name: 'Latch Devnet A' },
  { chainId: 31338, port: 8546, name: 'Latch Devnet B' },
]

/**
 * Starts one anvil per chain, deploys and funds the devnet contracts on each, starts the local
 * Solana RPC (unless `solana: false`), and writes the manifest. If anything fails, the nodes that
 * did start are stopped before the error is thrown.
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const chains = options.chains ?? defaultDevnetChains
  const host = options.host ?? '127.0.0.1'
  const manifestPath = options.manifestPath ?? defaultManifestPath
  const log = options.log ?? (() => {})
  const accounts = devAccounts(5)

  const nodes: AnvilProcess[] = []
  let solana: SolanaNode | undefined
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= Promise.all([...nodes.map((node) => node.stop()), solana?.stop()]).then(() => {})
    return stopping
  }

  try {
    const compiling = compile({ log })
    // Solana starts and seeds beside the EVM chains; its errors are thrown once both are done,
    // so that `stop` never misses a node that was still starting.
    // solc blocks the event loop for seconds when its cache misses, long enough for Surfpool's
    // calls to time out (and for its event channel to fill), so Solana waits for the compile.
    const seedingSolana =
      (options.solana ?? true)
        ? compiling.then(
            () => startAndSeedSolana(log),
            () => undefined,
          )
        : undefined
    const settled = await Promise.allSettled([
      (async () => {
        // Started one after the other so that a taken port fails fast with its own message.
        for (const chain of chains) {
          nodes.push(await spawnAnvil({ ...chain, host }))
          log(`anvil ${chain.name} (chain ${chain.chainId}) listening on ${host}:${chain.port}`)
        }
        const compiled = await compiling
        return Promise.all(
          chains.map(async (chain, index): Promise<DevnetChain> => {
            const rpcUrl = nodes[index]!.rpcUrl
            const contracts = await deployContracts({ ...chain, rpcUrl, compiled, accounts })
            const started = performance.now()
            const seeded = await seedEvm({ ...chain, rpcUrl, accounts, contracts })
            log(
              `deployed the devnet contracts on ${chain.name} and seeded ` +
                `${seeded.transfers.length} transfers in ${Math.round(performance.now() - started)} ms`,
            )
            return { chainId: chain.chainId, name: chain.name, rpcUrl, contracts, seeded }
          }),
        )
      })(),
      seedingSolana?.then((node) => {
        solana = node
        return node
      }),
    ])
    for (const result of settled) if (result.status === 'rejected') throw result.reason
    const deployed = (settled[0] as PromiseFulfilledResult<DevnetChain[]>).value
    const manifest: DevnetManifest = {
      accounts,
      chains: deployed,
      ...(solana ? { solana: solana.devnet } : {}),
    }
    await mkdir(dirname(manifestPath), { recursive: true })
    const temporary = `${manifestPath}.${process.pid}.tmp`
    await writeFile(temporary, `${JSON.stringify(manifest, null, 2)}\n`)
    await rename(temporary, manifestPath)
    log(`manifest written to ${manifestPath}`)
    return { manifest, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * Starts Surfpool and seeds the SPL token and the NFTs (see `seedSolana`, `seedSolanaNfts`). Resolves to `undefined` where
 * Surfpool has no build; stops the node again when the seeding fails.
 */
async function startAndSeedSolana(log: (message: string) => void): Promise<SolanaNode | undefined> {
  let node: SolanaNode
  try {
    node = await startSolana()
  } catch (error) {
    if (!(error instanceof SurfpoolUnavailableError)) throw error
    log(`${error.message}; the devnet runs without Solana`)
    return undefined
  }
  log(`surfpool (Solana, offline) listening on ${node.devnet.rpcUrl} and ${node.devnet.wsUrl}`)
  try {
    const started = performance.now()
    const [splToken, nfts] = await Promise.all([
      seedSolana(node.devnet),
      seedSolanaNfts(node.devnet),
    ])
    node.devnet.splToken = splToken
    node.devnet.nfts = nfts
    log(
      `seeded the SPL token ${splToken.mint} and ${nfts.length} NFTs in ${Math.round(performance.now() - started)} ms`,
    )
    return node
  } catch (error) {
    await node.stop()
    throw error
  }
}

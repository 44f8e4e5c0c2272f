import { createRequire } from 'node:module'
import type { SolanaDevnet, SolanaDevnetAccount } from './manifest'
import { solanaDevAccounts } from './solanaDevAccounts'

/** The napi build of Surfpool (the `@solana/surfpool` wrapper is not on the registry). */
export const surfpoolPackage = '@solana/surfpool-linux-x64-gnu'

/**
 * Whether Surfpool can load here: it ships for linux-x64 glibc only (an optional dependency), so
 * tests that need it skip elsewhere.
 */
export function isSurfpoolInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve(surfpoolPackage)
    return true
  } catch {
    return false
  }
}

/** What `startSolana` funds each account with unless told otherwise: 100 SOL. */
export const defaultSolanaLamports = 100_000_000_000

export type StartSolanaOptions = {
  /** The accounts to fund. Defaults to `solanaDevAccounts(5)`. */
  accounts?: readonly SolanaDevnetAccount[] | undefined
  /** The balance each account starts with, in lamports. Defaults to 100 SOL. */
  lamports?: number | undefined
  /** How long to wait for the RPC to answer `getHealth`. Defaults to `10_000` ms. */
  timeoutMs?: number | undefined
}

export type SolanaNode = {
  devnet: SolanaDevnet
  /** Stops Surfpool; its ports are free once this resolves. Stopping twice is harmless. */
  stop(): Promise<void>
}

// How often the events Surfpool buffers are dropped (see `startSolana`).
const drainEveryMs = 100

/** Surfpool's napi module cannot load here (it ships for linux-x64 glibc only). */
export class SurfpoolUnavailableError extends Error {
  override name = 'SurfpoolUnavailableError'
}

// The part of Surfpool's napi API this file uses (the package ships no types).
type SurfnetInstance = {
  readonly rpcUrl: string
  readonly wsUrl: string
  fundSolMany(accounts: { address: string; lamports: number }[]): void
  drainEvents(): unknown[]
  stop(): void
}
type SurfnetModule = {
  Surfnet: {
    startWithConfig(config: { offline: boolean; airdropSol?: number }): SurfnetInstance
  }
}

/**
 * Starts an offline Surfpool (a local Solana JSON-RPC and WebSocket endpoint, LiteSVM inside) in
 * this process and sets each account's balance. Ports are picked by Surfpool; read them from
 * `devnet.rpcUrl` / `devnet.wsUrl`. Rejects with `SurfpoolUnavailableError` when the platform has
 * no Surfpool build, so callers can carry on without Solana.
 *
 * @example
 * import { startSolana } from '@latch/devnet'
 * const solana = await startSolana()
 * console.log(solana.devnet.rpcUrl, solana.devnet.accounts[0].address)
 * await solana.stop()
 */
export async function startSolana(options: StartSolanaOptions = {}): Promise<SolanaNode> {
  const accounts = options.accounts ?? solanaDevAccounts(5)
  const lamports = options.lamports ?? defaultSolanaLamports
  const timeoutMs = options.timeoutMs ?? 10_000
  // Surfpool takes lamports as an f64, which is exact only up to 2^53.
  if (!Number.isSafeInteger(lamports) || lamports < 0)
    throw new Error(`startSolana: lamports must be a non-negative safe integer, not ${lamports}`)

  const { Surfnet } = loadSurfpool()
  // airdropSol 0: the payer Surfpool creates for itself gets nothing, so only our accounts hold SOL.
  const surfnet = Surfnet.startWithConfig({ offline: true, airdropSol: 0 })
  // Surfpool reports what it does (one `systemClockUpdated` per slot, ~13 slots a second, plus a
  // few per transaction or cheatcode) on a channel that holds 1024 events, and only
  // `drainEvents()` empties it. Once it is full Surfpool blocks on the send, and every call that
  // needs its state (getSlot, getBalance, sendTransaction…) hangs until the next drain while
  // getHealth still answers: never drained, the RPC stops after ~80 s (around slot 1000) with
  // default settings. The same happens in a child process, and `blockProductionMode` does not
  // stop the clock. So drain (and drop) the events often enough that even a burst of cheatcodes
  // cannot fill the channel.
  // The interval is also the handle that keeps Node alive: Surfpool serves from napi threads,
  // which do not, so a process that runs only Solana would exit right after start.
  const drain = setInterval(() => surfnet.drainEvents(), drainEveryMs)
  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    clearInterval(drain)
    surfnet.stop()
  }

  try {
    const { rpcUrl, wsUrl } = surfnet
    await waitForHealth(rpcUrl, timeoutMs)
    const genesisHash = await rpc(rpcUrl, 'getGenesisHash')
    if (typeof genesisHash !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(genesisHash))
      throw new Error(`Surfpool at ${rpcUrl} answered getGenesisHash with ${String(genesisHash)}`)
    surfnet.fundSolMany(accounts.map(({ address }) => ({ address, lamports })))
    return {
      devnet: {
        rpcUrl,
        wsUrl,
        // CAIP-2 for Solana: the first 32 characters of the base58 genesis hash.
        chainReference: genesisHash.slice(0, 32),
        accounts: [...accounts],
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

function loadSurfpool(): SurfnetModule {
  const platform = `${process.platform}-${process.arch}`
  try {
    // Resolved from this file, not the cwd, so it works wherever the process was started.
    const surfpool = createRequire(import.meta.url)(surfpoolPackage) as Partial<SurfnetModule>
    if (typeof surfpool.Surfnet?.startWithConfig !== 'function')
      throw new Error('it has no Surfnet.startWithConfig')
    return surfpool as SurfnetModule
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    throw new SurfpoolUnavailableError(
      `Surfpool (${surfpoolPackage}) cannot load on ${platform}: ${reason}`,
      { cause: error },
    )
  }
}

async function waitForHealth(rpcUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const health = await rpc(rpcUrl, 'getHealth').catch(() => undefined)
    if (health === 'ok') return
    if (Date.now() > deadline)
      throw new Error(`Surfpool at ${rpcUrl} did not answer getHealth "ok" within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** One JSON-RPC call to Surfpool; throws with the method's name on an error answer. */
export async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(2_000),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message?: unknown } }
  if (body.error) throw new Error(`${method}: ${String(body.error.message)}`)
  return body.result
}

import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { devMnemonic } from './devAccounts'

export type SpawnAnvilOptions = {
  chainId: number
  port: number
  name: string
  host: string
  /** How long to wait for `eth_chainId` to answer. */
  timeoutMs?: number
}

export type AnvilProcess = {
  rpcUrl: string
  /** Stops anvil and resolves once the process has exited (so its port is free again). */
  stop(): Promise<void>
}

const running = new Set<ChildProcess>()
let exitHookInstalled = false

/**
 * Starts one anvil node and resolves once it answers JSON-RPC with the expected chain id.
 * Fails with an error that names the port when it is taken or anvil does not come up.
 */
export async function spawnAnvil(options: SpawnAnvilOptions): Promise<AnvilProcess> {
  const { chainId, port, name, host, timeoutMs = 15_000 } = options
  const label = `anvil for "${name}" (chain ${chainId}) on ${host}:${port}`
  await assertPortFree(host, port, label)

  const [command, prefixArgs] = resolveAnvilCommand()
  const args = [
    ...prefixArgs,
    ...['--host', host, '--port', String(port), '--chain-id', String(chainId)],
    ...['--mnemonic', devMnemonic, '--silent'],
  ]
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  running.add(child)
  installExitHook()

  let stderr = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000)
  })
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      running.delete(child)
      resolve()
    })
  })
  let spawnError: Error | undefined
  child.once('error', (error) => {
    spawnError = error
    running.delete(child)
  })

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || spawnError) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
    await exited
    clearTimeout(timer)
  }

  const url = `http://${urlHost(host)}:${port}`
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (spawnError) throw new Error(`Could not spawn ${label}: ${spawnError.message}`)
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${label} exited (${child.exitCode ?? child.signalCode}) before answering: ${stderr.trim()}`,
      )
    }
    const answer = await readChainId(url)
    if (answer !== undefined) {
      if (answer !== chainId) {
        await stop()
        throw new Error(`${label}: the node at ${url} reports chain id ${answer}, not ${chainId}`)
      }
      return { rpcUrl: url, stop }
    }
    if (Date.now() > deadline) {
      await stop()
      const detail = stderr.trim() ? `: ${stderr.trim()}` : ''
      throw new Error(`${label} did not answer eth_chainId within ${timeoutMs} ms${detail}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The native binary of the platform package (no extra node wrapper to forward signals through). */
function resolveAnvilCommand(): [string, string[]] {
  // Resolved from this file, not the cwd, so it works wherever the process was started.
  const require = createRequire(import.meta.url)
  const wrapperPackage = require.resolve('@foundry-rs/anvil/package.json')
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const binary = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch}`
  try {
    // The platform package is an optional dependency of the wrapper, so resolve from there.
    const native = createRequire(wrapperPackage).resolve(`${platformPackage}/bin/${binary}`)
    if (existsSync(native)) return [native, []]
  } catch {
    // Fall back to the wrapper's bin script, which finds (or downloaded) the binary itself.
  }
  const { bin } = require(wrapperPackage) as { bin: { anvil: string } }
  return [process.execPath, [join(dirname(wrapperPackage), bin.anvil)]]
}

function assertPortFree(host: string, port: number, label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === 'EADDRINUSE'
          ? 'the port is already in use'
          : `${error.code}: ${error.message}`
      reject(
        new Error(
          `Cannot start ${label}: ${reason}. Stop what listens there or pick another port.`,
        ),
      )
    })
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve()))
  })
}

async function readChainId(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    })
    const body = (await response.json()) as { result?: string }
    return typeof body.result === 'string' ? Number.parseInt(body.result, 16) : undefined
  } catch {
    return undefined
  }
}

/** Wildcard hosts are reachable on loopback; IPv6 literals need brackets in a URL. */
function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1'
  if (host === '::') return '[::1]'
  return host.includes(':') ? `[${host}]` : host
}

/** Node runs no async work on exit, but a synchronous kill still reaches the children. */
function installExitHook() {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.on('exit', () => {
    for (const child of running) child.kill('SIGKILL')
  })
}

import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'

/** The contracts of `contracts/`, by contract name. */
type ContractName =
  | 'LatchToken'
  | 'LatchCollection'
  | 'LatchItems'
  | 'Multicall3'
  | 'LatchIdRegistry'
  | 'LatchSmartAccount'
  | 'LatchSmartAccountFactory'

export type CompiledContract = { abi: Abi; bytecode: Hex }

export type CompiledContracts = Record<ContractName, CompiledContract>

export type CompileOptions = {
  /** Where `compiled-<hash>.json` is cached. Defaults to `packages/devnet/.devnet`. */
  cacheDir?: string
  log?: (message: string) => void
}

// Paths from this file's location (not `new URL`, which is jsdom's own class in jsdom tests).
const here = dirname(fileURLToPath(import.meta.url))
const contractsDir = join(here, 'contracts')
const defaultCacheDir = join(here, '..', '..', '.devnet')
const contractNames: readonly ContractName[] = [
  'LatchToken',
  'LatchCollection',
  'LatchItems',
  'Multicall3',
  'LatchIdRegistry',
  'LatchSmartAccount',
  'LatchSmartAccountFactory',
]

const settings = {
  evmVersion: 'cancun',
  optimizer: { enabled: true, runs: 200 },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
}

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/**
 * Compiles the devnet contracts with the npm `solc` (standard JSON) and caches the result.
 * The cache key hashes the sources, the settings and the compiler version, so that editing a
 * contract (or upgrading solc) recompiles while a plain restart skips the ~0.5 s compile.
 */
export async function compile(options: CompileOptions = {}): Promise<CompiledContracts> {
  const cacheDir = options.cacheDir ?? defaultCacheDir
  const files = (await readdir(contractsDir)).filter((file) => file.endsWith('.sol')).sort()
  const sources: Record<string, { content: string }> = {}
  for (const file of files) {
    sources[file] = { content: await readFile(join(contractsDir, file), 'utf8') }
  }
  const require = createRequire(import.meta.url)
  const solcVersion = (require('solc/package.json') as { version: string }).version
  const hash = createHash('sha256')
    .update(JSON.stringify({ solcVersion, settings, sources }))
    .digest('hex')
  const cachePath = join(cacheDir, `compiled-${hash}.json`)

  try {
    const cached = JSON.parse(await readFile(cachePath, 'utf8')) as CompiledContracts
    if (contractNames.every((name) => cached[name]?.bytecode.startsWith('0x'))) return cached
  } catch {
    // No usable cache: compile below.
  }

  options.log?.(`compiling ${files.join(', ')} with solc ${solcVersion}`)
  // Loaded lazily: requiring solc parses a large emscripten bundle, which cached starts skip.
  const solc = require('solc') as { compile(input: string): string }
  const input = JSON.stringify({ language: 'Solidity', sources, settings })
  const output = JSON.parse(solc.compile(input)) as SolcOutput
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error')
  if (errors.length > 0) {
    throw new Error(
      `Solidity compilation failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`,
    )
  }

  const compiled = {} as CompiledContracts
  for (const name of contractNames) {
    const contract = output.contracts?.[`${name}.sol`]?.[name]
    if (!contract) throw new Error(`solc output has no contract ${name} in ${name}.sol`)
    compiled[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }

  await mkdir(cacheDir, { recursive: true })
  // Write then rename: several processes (parallel test files) may compile at the same time, and
  // a reader must never see a half-written file.
  const temporary = `${cachePath}.${process.pid}.${Date.now()}.tmp`
  await writeFile(temporary, JSON.stringify(compiled))
  await rename(temporary, cachePath)
  return compiled
}

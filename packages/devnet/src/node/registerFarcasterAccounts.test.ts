import { createServer } from 'node:net'
import {
  type Abi,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  http,
  parseEventLogs,
  zeroAddress,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CompiledContracts, compile } from './compile'
import { deployContracts } from './deployContracts'
import { devAccounts } from './devAccounts'
import { evmClients } from './evmClients'
import type { DevnetChain } from './manifest'
import { devFarcasterProfiles, firstDevFid } from './registerFarcasterAccounts'
import { type AnvilProcess, spawnAnvil } from './spawnAnvil'

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

/** The custom error a reverted call names, e.g. `HasId`. */
async function revertName(call: Promise<unknown>): Promise<string | undefined> {
  try {
    await call
  } catch (error) {
    const reverted =
      error instanceof BaseError
        ? error.walk((cause) => cause instanceof ContractFunctionRevertedError)
        : undefined
    return reverted instanceof ContractFunctionRevertedError ? reverted.data?.errorName : 'other'
  }
  return undefined
}

describe('registerFarcasterAccounts', () => {
  const accounts = devAccounts(5)
  const chain = { chainId: 31337, name: 'Farcaster registry test' }
  let anvil: AnvilProcess
  let compiled: CompiledContracts
  let contracts: DevnetChain['contracts']

  beforeAll(async () => {
    anvil = await spawnAnvil({ ...chain, port: await freePort(), host: '127.0.0.1' })
    compiled = await compile()
    contracts = await deployContracts({ ...chain, rpcUrl: anvil.rpcUrl, compiled, accounts })
  })
  afterAll(async () => {
    await anvil?.stop()
  })

  const read = (functionName: string, args: readonly unknown[]) =>
    createPublicClient({ transport: http(anvil.rpcUrl) }).readContract({
      address: contracts.idRegistry.address,
      abi: compiled.LatchIdRegistry.abi,
      functionName,
      args,
    })

  it('registers dev accounts #0..#4 as the custody of fids 1000..1004, with their profiles', async () => {
    expect(contracts.idRegistry.accounts).toEqual(
      accounts.map((account, index) => ({
        fid: 1000 + index,
        custody: account.address,
        ...devFarcasterProfiles[index],
      })),
    )
    expect(contracts.idRegistry.accounts.map((account) => account.username)).toEqual([
      'alice',
      'bob',
      'carol',
      'dave',
      'erin',
    ])
    for (const { fid, custody } of contracts.idRegistry.accounts) {
      expect(await read('idOf', [custody])).toBe(BigInt(fid))
      expect(await read('custodyOf', [BigInt(fid)])).toBe(custody)
      expect(await read('recoveryOf', [BigInt(fid)])).toBe(zeroAddress)
    }
    expect(await read('idCounter', [])).toBe(BigInt(firstDevFid + 4))
  })

  it('answers the zero values Farcaster answers for unknown addresses and fids', async () => {
    expect(await read('idOf', [privateKeyToAccount(generatePrivateKey()).address])).toBe(0n)
    expect(await read('custodyOf', [999_999n])).toBe(zeroAddress)
  })

  it('emits Register as the IdRegistry does', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const logs = await client.getLogs({ address: contracts.idRegistry.address, fromBlock: 0n })
    const events = parseEventLogs({ abi: compiled.LatchIdRegistry.abi as Abi, logs })
    expect(events.map((event) => [event.eventName, event.args])).toEqual(
      contracts.idRegistry.accounts.map(({ fid, custody }) => [
        'Register',
        { to: custody, id: BigInt(fid), recovery: zeroAddress },
      ]),
    )
  })

  it('lets only the owner register a free fid to an address without one', async () => {
    const { walletFor } = evmClients({ ...chain, rpcUrl: anvil.rpcUrl })
    const register = (from: number, fid: bigint, custody: `0x${string}`) =>
      walletFor(accounts[from]!).writeContract({
        address: contracts.idRegistry.address,
        abi: compiled.LatchIdRegistry.abi,
        functionName: 'register',
        args: [fid, custody, zeroAddress],
      })
    const stranger = privateKeyToAccount(generatePrivateKey()).address
    expect(await revertName(register(1, 2000n, stranger))).toBe('Unauthorized')
    expect(await revertName(register(0, 1001n, stranger))).toBe('FidTaken')
    expect(await revertName(register(0, 2000n, accounts[1]!.address))).toBe('HasId')
    expect(await revertName(register(0, 0n, stranger))).toBe('InvalidFid')
    expect(await read('idOf', [stranger])).toBe(0n)
  })
})

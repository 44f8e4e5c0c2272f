import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  erc721Abi,
  http,
  multicall3Abi,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latchCollectionAbi, latchMulticall3Abi } from './abis'
import type { DevnetChain } from './manifest'
import { type Devnet, startDevnet } from './startDevnet'

const ports = [18545, 18546]
const manifestPath = join(tmpdir(), `latch-devnet-test-${process.pid}`, 'manifest.json')

const clientFor = (chain: DevnetChain) =>
  createPublicClient({
    chain: defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  })

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen({ host: '127.0.0.1', port, exclusive: true }, () => resolve(server))
  })
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))

describe('startDevnet', () => {
  let devnet: Devnet

  beforeAll(async () => {
    devnet = await startDevnet({
      chains: [
        { chainId: 31337, port: ports[0]!, name: 'Test Devnet A' },
        { chainId: 31338, port: ports[1]!, name: 'Test Devnet B' },
      ],
      manifestPath,
    })
  })

  afterAll(async () => {
    await devnet?.stop()
  })

  it('runs one node per chain with the requested chain id', async () => {
    const [a, b] = devnet.manifest.chains
    expect(a?.rpcUrl).toBe('http://127.0.0.1:18545')
    expect(b?.rpcUrl).toBe('http://127.0.0.1:18546')
    expect(await clientFor(a!).getChainId()).toBe(31337)
    expect(await clientFor(b!).getChainId()).toBe(31338)
  })

  it('lists anvil dev accounts #0..#4 with their keys', async () => {
    const { accounts } = devnet.manifest
    expect(accounts).toHaveLength(5)
    expect(accounts[0]).toEqual({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    })
    expect(accounts[1]?.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    // The node was started with the same mnemonic, so it unlocks the very same accounts.
    const nodeAccounts = await createWalletClient({
      transport: http(devnet.manifest.chains[0]!.rpcUrl),
    }).getAddresses()
    expect(nodeAccounts.slice(0, 5).map((address) => address.toLowerCase())).toEqual(
      accounts.map((account) => account.address.toLowerCase()),
    )
  })

  it('deploys and funds both tokens on every chain', async () => {
    const account1 = devnet.manifest.accounts[1]!.address
    for (const chain of devnet.manifest.chains) {
      const client = clientFor(chain)
      const { usd, token } = chain.contracts
      expect(usd).toMatchObject({ name: 'Latch USD', symbol: 'LUSD', decimals: 6 })
      expect(token).toMatchObject({ name: 'Latch Token', symbol: 'LTK', decimals: 18 })
      for (const info of [usd, token]) {
        const read = <F extends 'decimals' | 'symbol' | 'name'>(functionName: F) =>
          client.readContract({ address: info.address, abi: erc20Abi, functionName })
        expect(await read('decimals')).toBe(info.decimals)
        expect(await read('symbol')).toBe(info.symbol)
        expect(await read('name')).toBe(info.name)
      }
      const balance = (address: `0x${string}`) =>
        client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [account1] })
      expect(await balance(usd.address)).toBe(parseUnits('10000', 6))
      expect(await balance(token.address)).toBe(parseUnits('1000', 18))
      const supply = await client.readContract({
        address: usd.address,
        abi: erc20Abi,
        functionName: 'totalSupply',
      })
      expect(supply).toBe(parseUnits('50000', 6))
    }
  })

  it('mints three NFTs to account #0 with data: metadata', async () => {
    const account0 = devnet.manifest.accounts[0]!.address
    const chain = devnet.manifest.chains[0]!
    const client = clientFor(chain)
    const { nft } = chain.contracts
    expect(nft).toMatchObject({ name: 'Latch Collectibles', symbol: 'LNFT' })
    for (const tokenId of [1n, 2n, 3n]) {
      const owner = await client.readContract({
        address: nft.address,
        abi: erc721Abi,
        functionName: 'ownerOf',
        args: [tokenId],
      })
      expect(owner).toBe(account0)
    }
    const balance = await client.readContract({
      address: nft.address,
      abi: erc721Abi,
      functionName: 'balanceOf',
      args: [account0],
    })
    expect(balance).toBe(3n)
    const uri = await client.readContract({
      address: nft.address,
      abi: erc721Abi,
      functionName: 'tokenURI',
      args: [2n],
    })
    const prefix = 'data:application/json;base64,'
    expect(uri.startsWith(prefix)).toBe(true)
    const metadata = JSON.parse(Buffer.from(uri.slice(prefix.length), 'base64').toString('utf8'))
    expect(metadata.name).toBe('Latch Collectibles #2')
    expect(metadata.image).toMatch(/^data:image\/svg\+xml;base64,/)
    const svg = Buffer.from(metadata.image.split(',')[1], 'base64').toString('utf8')
    expect(svg).toContain('#2</text>')
    const erc721 = await client.readContract({
      address: nft.address,
      abi: latchCollectionAbi,
      functionName: 'supportsInterface',
      args: ['0x80ac58cd'],
    })
    expect(erc721).toBe(true)
    await expect(
      client.readContract({
        address: nft.address,
        abi: [...erc721Abi, ...latchCollectionAbi],
        functionName: 'ownerOf',
        args: [4n],
      }),
    ).rejects.toThrow(/NonexistentToken/)
  })

  it("serves viem's multicall through the deployed Multicall3", async () => {
    const chain = devnet.manifest.chains[1]!
    const client = clientFor(chain)
    const { usd, nft, multicall3 } = chain.contracts
    const account1 = devnet.manifest.accounts[1]!.address
    const results = await client.multicall({
      multicallAddress: multicall3.address,
      contracts: [
        { address: usd.address, abi: erc20Abi, functionName: 'symbol' },
        { address: usd.address, abi: erc20Abi, functionName: 'balanceOf', args: [account1] },
        { address: nft.address, abi: erc721Abi, functionName: 'ownerOf', args: [99n] },
        {
          address: multicall3.address,
          abi: multicall3Abi,
          functionName: 'getEthBalance',
          args: [account1],
        },
        { address: multicall3.address, abi: latchMulticall3Abi, functionName: 'getChainId' },
      ],
    })
    expect(results[0]).toEqual({ status: 'success', result: 'LUSD' })
    expect(results[1]).toEqual({ status: 'success', result: parseUnits('10000', 6) })
    expect(results[2]?.status).toBe('failure')
    expect(results[3]).toEqual({
      status: 'success',
      result: await client.getBalance({ address: account1 }),
    })
    expect(results[4]).toEqual({ status: 'success', result: 31338n })
    const blockNumber = await client.readContract({
      address: multicall3.address,
      abi: latchMulticall3Abi,
      functionName: 'getBlockNumber',
    })
    expect(blockNumber).toBe(await client.getBlockNumber())
    // allowFailure false must revert the whole batch.
    await expect(
      client.multicall({
        multicallAddress: multicall3.address,
        allowFailure: false,
        contracts: [{ address: nft.address, abi: erc721Abi, functionName: 'ownerOf', args: [99n] }],
      }),
    ).rejects.toThrow()
  })

  it('writes the manifest file', async () => {
    const written = JSON.parse(await readFile(manifestPath, 'utf8'))
    expect(written).toEqual(devnet.manifest)
    expect(written.chains.map((chain: DevnetChain) => chain.chainId)).toEqual([31337, 31338])
  })

  it('fails clearly when a port is taken, and leaves no node behind', async () => {
    const blocker = await listen(18547)
    try {
      const starting = startDevnet({
        chains: [
          { chainId: 31339, port: 18548, name: 'Free' },
          { chainId: 31340, port: 18547, name: 'Taken' },
        ],
        manifestPath: join(tmpdir(), `latch-devnet-unused-${process.pid}.json`),
      })
      await expect(starting).rejects.toThrow(/127\.0\.0\.1:18547.*already in use/)
    } finally {
      await close(blocker)
    }
    // The node on 18548 that did start was stopped again.
    await close(await listen(18548))
  })

  it('stop() kills the nodes and frees their ports', async () => {
    await devnet.stop()
    for (const port of ports) await close(await listen(port))
    await expect(clientFor(devnet.manifest.chains[0]!).getChainId()).rejects.toThrow()
    // Stopping twice is harmless.
    await devnet.stop()
  })
})

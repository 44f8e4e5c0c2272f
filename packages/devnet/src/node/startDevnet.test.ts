import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PNG } from 'pngjs'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  erc721Abi,
  erc1155Abi,
  getAddress,
  http,
  multicall3Abi,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latchCollectionAbi, latchMulticall3Abi } from './abis'
import type { DevnetChain, DevnetEvmHoldings } from './manifest'
import { type Devnet, startDevnet } from './startDevnet'
import { defaultSolanaLamports } from './startSolana'

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

/** The JSON of a `data:application/json;base64,` URI, checking its image decodes as `imageType`. */
function decodeMetadata(uri: string, imageType = 'image/png') {
  const prefix = 'data:application/json;base64,'
  expect(uri.startsWith(prefix)).toBe(true)
  const metadata = JSON.parse(Buffer.from(uri.slice(prefix.length), 'base64').toString('utf8')) as {
    name: string
    description: string
    image: string
    attributes?: unknown
  }
  const [head, data] = metadata.image.split(',')
  expect(head).toBe(`data:${imageType};base64`)
  const bytes = Buffer.from(data!, 'base64')
  if (imageType === 'image/png') {
    const png = PNG.sync.read(bytes)
    expect([png.width, png.height]).toEqual([64, 64])
  } else {
    expect(bytes.toString('utf8')).toMatch(/^<svg [\s\S]*<\/svg>$/)
  }
  return metadata
}

/** The `value` of a Solana JSON-RPC call's result (a context-wrapped reply). */
async function solanaValue(rpcUrl: string, method: string, params: unknown[]): Promise<never> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: { value: never } }).result.value
}

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

  it('deploys the Farcaster IdRegistry on every chain, the dev accounts as fids 1000..1004', async () => {
    const idOfAbi = [
      {
        type: 'function',
        name: 'idOf',
        stateMutability: 'view',
        inputs: [{ name: 'owner', type: 'address' }],
        outputs: [{ name: '', type: 'uint256' }],
      },
    ] as const
    for (const chain of devnet.manifest.chains) {
      const { idRegistry } = chain.contracts
      expect(idRegistry.accounts.map(({ fid, custody }) => [fid, custody])).toEqual(
        devnet.manifest.accounts.map((account, index) => [1000 + index, account.address]),
      )
      for (const { fid, custody } of idRegistry.accounts) {
        const id = await clientFor(chain).readContract({
          address: idRegistry.address,
          abi: idOfAbi,
          functionName: 'idOf',
          args: [custody],
        })
        expect(id).toBe(BigInt(fid))
      }
    }
  })

  it('leaves each dev account exactly the recorded holdings on every chain', async () => {
    for (const chain of devnet.manifest.chains) {
      const client = clientFor(chain)
      const { usd, token, nft, items } = chain.contracts
      const { holdings } = chain.seeded
      expect(holdings.map((holding) => holding.address)).toEqual(
        devnet.manifest.accounts.map((account) => account.address),
      )
      for (const holding of holdings) {
        const { address } = holding
        expect(String(await client.getBalance({ address }))).toBe(holding.native)
        expect(holding.erc20.map((entry) => entry.token)).toEqual([usd.address, token.address])
        for (const entry of holding.erc20) {
          const balance = await client.readContract({
            address: entry.token,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [address],
          })
          expect(String(balance)).toBe(entry.balance)
        }
        const nfts = await client.readContract({
          address: nft.address,
          abi: erc721Abi,
          functionName: 'balanceOf',
          args: [address],
        })
        expect(Number(nfts)).toBe(holding.erc721.length)
        for (const entry of holding.erc721) {
          const owner = await client.readContract({
            address: entry.contract,
            abi: erc721Abi,
            functionName: 'ownerOf',
            args: [BigInt(entry.tokenId)],
          })
          expect(owner).toBe(address)
        }
        const itemBalances = await client.readContract({
          address: items.address,
          abi: erc1155Abi,
          functionName: 'balanceOfBatch',
          args: [
            [address, address],
            [1n, 2n],
          ],
        })
        const recorded = (id: string) =>
          holding.erc1155.find((entry) => entry.tokenId === id)?.amount ?? '0'
        expect(itemBalances.map(String)).toEqual([recorded('1'), recorded('2')])
      }
    }
    // The plan itself, pinned for accounts #0 and #1 (the ones the demo and dev wallet use).
    const [first, second] = devnet.manifest.chains[0]!.seeded.holdings
    const summary = (holding: DevnetEvmHoldings) => ({
      erc20: holding.erc20.map((entry) => entry.balance),
      erc721: holding.erc721.map((entry) => entry.tokenId),
      erc1155: holding.erc1155.map((entry) => `${entry.tokenId}x${entry.amount}`),
    })
    expect(summary(first!)).toEqual({
      erc20: [String(parseUnits('9865.125', 6)), String(parseUnits('990.75', 18))],
      erc721: ['1', '2', '6'],
      erc1155: ['1x7', '2x3'],
    })
    expect(summary(second!)).toEqual({
      erc20: [String(parseUnits('10162.529322', 6)), String(parseUnits('1009.25', 18))],
      erc721: ['3', '4', '5'],
      erc1155: ['1x8', '2x1'],
    })
    // Native: 10,000 ETH, less 1.5 + 0.25 or plus, less the fees of what each account sent.
    const ether = (holding: DevnetEvmHoldings) => Number(BigInt(holding.native) / 10n ** 15n) / 1000
    expect(ether(first!)).toBeCloseTo(10_000 - 1.5 + 0.25, 1)
    expect(ether(second!)).toBeCloseTo(10_000 + 1.5 - 0.25 + 0.1, 1)
  })

  it('records every transfer as the chain logged it', async () => {
    for (const chain of devnet.manifest.chains) {
      const client = clientFor(chain)
      const { usd, token, nft, items } = chain.contracts
      const { transfers } = chain.seeded
      const range = { fromBlock: 0n, toBlock: BigInt(transfers.at(-1)!.blockNumber), strict: true }
      const transferEvent = (abi: typeof erc20Abi | typeof erc721Abi) =>
        abi.find((item) => item.type === 'event' && item.name === 'Transfer')!
      const [fungible, collectibles, multi] = await Promise.all([
        client.getLogs({
          address: [usd.address, token.address],
          event: transferEvent(erc20Abi) as (typeof erc20Abi)[number] & { type: 'event' },
          ...range,
        }),
        client.getLogs({
          address: nft.address,
          event: transferEvent(erc721Abi) as (typeof erc721Abi)[number] & { type: 'event' },
          ...range,
        }),
        client.getLogs({
          address: items.address,
          events: erc1155Abi.filter(
            (item) => item.type === 'event' && item.name.startsWith('Transfer'),
          ),
          ...range,
        }),
      ])
      const entry = (
        log: {
          transactionHash: `0x${string}`
          blockNumber: bigint
          address: `0x${string}`
          logIndex: number
        },
        kind: string,
        from: `0x${string}`,
        to: `0x${string}`,
        amount: bigint,
        tokenId?: bigint,
      ) => ({
        at: Number(log.blockNumber) * 1000 + log.logIndex,
        record: {
          hash: log.transactionHash,
          blockNumber: Number(log.blockNumber),
          kind,
          contract: getAddress(log.address),
          from,
          to,
          ...(tokenId === undefined ? {} : { tokenId: String(tokenId) }),
          amount: String(amount),
        },
      })
      const fromLogs = [
        ...fungible.map((log) => {
          const { from, to, value } = log.args as {
            from: `0x${string}`
            to: `0x${string}`
            value: bigint
          }
          return entry(log, 'erc20', from, to, value)
        }),
        ...collectibles.map((log) => {
          const { from, to, tokenId } = log.args as {
            from: `0x${string}`
            to: `0x${string}`
            tokenId: bigint
          }
          return entry(log, 'erc721', from, to, 1n, tokenId)
        }),
        ...multi.flatMap((log) => {
          const args = log.args as {
            from: `0x${string}`
            to: `0x${string}`
            id?: bigint
            value?: bigint
            ids?: readonly bigint[]
            values?: readonly bigint[]
          }
          const ids = args.ids ?? [args.id!]
          const values = args.values ?? [args.value!]
          return ids.map((id, i) => entry(log, 'erc1155', args.from, args.to, values[i]!, id))
        }),
      ]
        .sort((a, b) => a.at - b.at)
        .map(({ record }) => record)
      expect(transfers.filter((transfer) => transfer.kind !== 'native')).toEqual(fromLogs)
      const native = transfers.filter((transfer) => transfer.kind === 'native')
      expect(native).toHaveLength(3)
      for (const transfer of native) {
        const transaction = await client.getTransaction({ hash: transfer.hash })
        expect(getAddress(transaction.from)).toBe(transfer.from)
        expect(getAddress(transaction.to!)).toBe(transfer.to)
        expect(String(transaction.value)).toBe(transfer.amount)
        expect(Number(transaction.blockNumber)).toBe(transfer.blockNumber)
      }
      // Each of the first two accounts sent and received ETH and the 6-decimal token.
      for (const account of devnet.manifest.accounts.slice(0, 2)) {
        for (const kind of ['native', 'erc20', 'erc721', 'erc1155'] as const) {
          const ofKind = transfers.filter((transfer) => transfer.kind === kind)
          expect(ofKind.some((transfer) => transfer.from === account.address)).toBe(true)
          expect(ofKind.some((transfer) => transfer.to === account.address)).toBe(true)
        }
      }
    }
  })

  it('seeds the same transactions and amounts on every start', async () => {
    const again = await startDevnet({
      chains: [{ chainId: 31337, port: 18549, name: 'Test Devnet A' }],
      manifestPath: join(tmpdir(), `latch-devnet-again-${process.pid}.json`),
      solana: false,
    })
    try {
      const { rpcUrl: _, ...rest } = again.manifest.chains[0]!
      const { rpcUrl: __, ...first } = devnet.manifest.chains[0]!
      expect(rest).toEqual(first)
    } finally {
      await again.stop()
    }
  })

  it("seeds the SPL token on Surfpool: the recorded balances, the dev accounts' SOL untouched", async () => {
    const solana = devnet.manifest.solana!
    const spl = solana.splToken!
    expect(spl).toMatchObject({
      mint: '4FpFDTeyauXsyrB9WNbQW8mpxBhshJeEB5XEQjeEUSx5',
      name: 'Latch USD',
      symbol: 'LUSD',
      decimals: 6,
      mintAuthority: solana.accounts[0]!.address,
    })
    expect(spl.holdings.map((holding) => holding.amount)).toEqual([
      '4894750000',
      '2597595679',
      '1007654321',
      '1000000000',
      '1000000000',
    ])
    const call = (method: string, params: unknown[]) => solanaValue(solana.rpcUrl, method, params)
    for (const [index, holding] of spl.holdings.entries()) {
      expect(holding.owner).toBe(solana.accounts[index]!.address)
      const balance: { amount: string; decimals: number } = await call('getTokenAccountBalance', [
        holding.tokenAccount,
        { commitment: 'processed' },
      ])
      expect(balance).toMatchObject({ amount: holding.amount, decimals: 6 })
      const owned: { pubkey: string }[] = await call('getTokenAccountsByOwner', [
        holding.owner,
        { mint: spl.mint },
        { encoding: 'base64', commitment: 'processed' },
      ])
      expect(owned.map((account) => account.pubkey)).toEqual([holding.tokenAccount])
      expect(await call('getBalance', [holding.owner, { commitment: 'processed' }])).toBe(
        defaultSolanaLamports,
      )
    }
    const supply: { amount: string } = await call('getTokenSupply', [
      spl.mint,
      { commitment: 'processed' },
    ])
    expect(supply.amount).toBe(
      String(spl.holdings.reduce((sum, holding) => sum + BigInt(holding.amount), 0n)),
    )
  })

  it('mints the Solana NFTs as Token-2022 mints with their metadata on chain', async () => {
    const solana = devnet.manifest.solana!
    const nfts = solana.nfts!
    const [first, second] = solana.accounts.map((account) => account.address)
    expect(nfts.map(({ name, owner }) => [name, owner])).toEqual([
      ['Latch Solana #1', first],
      ['Latch Solana #2', first],
      ['Latch Solana #3', first],
      ['Latch Solana #4', second],
      ['Latch Solana #5', second],
    ])
    expect(nfts[0]!.mint).toBe('9bJvEXumCgxxqLQDpz2WLKywtFNdxrB7LKZusqj3rPwZ')
    const call = (method: string, params: unknown[]) => solanaValue(solana.rpcUrl, method, params)
    for (const nft of nfts) {
      const mint: { owner: string; data: { parsed: { info: unknown } } } = await call(
        'getAccountInfo',
        [nft.mint, { encoding: 'jsonParsed', commitment: 'processed' }],
      )
      expect(mint.owner).toBe('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')
      expect(mint.data.parsed.info).toEqual({
        decimals: 0,
        supply: '1',
        mintAuthority: null,
        freezeAuthority: null,
        isInitialized: true,
        extensions: [
          {
            extension: 'metadataPointer',
            state: { authority: nft.updateAuthority, metadataAddress: nft.mint },
          },
          {
            extension: 'tokenMetadata',
            state: {
              mint: nft.mint,
              updateAuthority: nft.updateAuthority,
              name: nft.name,
              symbol: 'LSOL',
              uri: nft.uri,
              additionalMetadata: [],
            },
          },
        ],
      })
      expect(decodeMetadata(nft.uri).name).toBe(nft.name)
      const owned: { pubkey: string; account: { data: { parsed: { info: unknown } } } }[] =
        await call('getTokenAccountsByOwner', [
          nft.owner,
          { mint: nft.mint },
          { encoding: 'jsonParsed', commitment: 'processed' },
        ])
      expect(owned.map(({ pubkey }) => pubkey)).toEqual([nft.tokenAccount])
      expect(owned[0]!.account.data.parsed.info).toMatchObject({
        owner: nft.owner,
        tokenAmount: { amount: '1', decimals: 0 },
      })
    }
  })

  it('deploys and seeds both tokens on every chain', async () => {
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
      // 10,000 minted, +250 from #0, -75.125 back, -12.345678 to #2 (all 6 decimals in use).
      expect(await balance(usd.address)).toBe(parseUnits('10162.529322', 6))
      expect(await balance(token.address)).toBe(parseUnits('1009.25', 18))
      const supply = await client.readContract({
        address: usd.address,
        abi: erc20Abi,
        functionName: 'totalSupply',
      })
      expect(supply).toBe(parseUnits('50000', 6))
    }
  })

  it('mints NFTs with data: metadata and a PNG image, and answers for unknown ids', async () => {
    const chain = devnet.manifest.chains[0]!
    const client = clientFor(chain)
    const { nft, items } = chain.contracts
    expect(nft).toMatchObject({ name: 'Latch Collectibles', symbol: 'LNFT' })
    expect(items).toMatchObject({ name: 'Latch Items', symbol: 'LITM' })
    for (const tokenId of [1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n, 9n]) {
      const uri = await client.readContract({
        address: nft.address,
        abi: erc721Abi,
        functionName: 'tokenURI',
        args: [tokenId],
      })
      const metadata = decodeMetadata(uri)
      expect(metadata.name).toBe(`Latch Collectibles #${tokenId}`)
      expect(metadata.description).toBe('A collectible of the Latch devnet.')
      expect(metadata.attributes).toEqual([{ trait_type: 'Number', value: Number(tokenId) }])
    }
    for (const [id, name] of [
      [1n, 'Latch Items: Gem'],
      [2n, 'Latch Items: Key'],
    ] as const) {
      const uri = await client.readContract({
        address: items.address,
        abi: erc1155Abi,
        functionName: 'uri',
        args: [id],
      })
      expect(decodeMetadata(uri).name).toBe(name)
    }
    const supports = (address: `0x${string}`, interfaceId: `0x${string}`) =>
      client.readContract({
        address,
        abi: latchCollectionAbi,
        functionName: 'supportsInterface',
        args: [interfaceId],
      })
    expect(await supports(nft.address, '0x80ac58cd')).toBe(true)
    expect(await supports(items.address, '0xd9b67a26')).toBe(true)
    await expect(
      client.readContract({
        address: nft.address,
        abi: [...erc721Abi, ...latchCollectionAbi],
        functionName: 'ownerOf',
        args: [10n],
      }),
    ).rejects.toThrow(/NonexistentToken/)
    // A token minted without a URI still gets the collection's on-chain SVG.
    const [minter] = devnet.manifest.accounts
    const wallet = createWalletClient({
      account: privateKeyToAccount(minter!.privateKey),
      chain: client.chain,
      transport: http(chain.rpcUrl),
    })
    const hash = await wallet.writeContract({
      address: nft.address,
      abi: latchCollectionAbi,
      functionName: 'mint',
      args: [minter!.address],
    })
    await client.waitForTransactionReceipt({ hash })
    const svg = await client.readContract({
      address: nft.address,
      abi: erc721Abi,
      functionName: 'tokenURI',
      args: [10n],
    })
    expect(decodeMetadata(svg, 'image/svg+xml').name).toBe('Latch Collectibles #10')
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
    expect(results[1]).toEqual({ status: 'success', result: parseUnits('10162.529322', 6) })
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

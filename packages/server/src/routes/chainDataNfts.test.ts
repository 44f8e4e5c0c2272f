import { compile } from '@latch/devnet'
import {
  createTestApp,
  databases,
  startAnvil,
  startUpstream,
  tinyPng,
  type Upstream,
  useTestDatabase,
} from '@latch/test/server'
import {
  type Abi,
  type Address,
  createPublicClient,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  type PublicClient,
  toFunctionSelector,
} from 'viem'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { createNftMetadataCache } from '../chainData/createNftMetadataCache.js'
import { takeChainLease } from '../chainData/indexer/chainLease.js'
import { createChainClient } from '../chainData/indexer/createChainClient.js'
import { createIndexerProvider } from '../chainData/indexer/createIndexerProvider.js'
import { indexChain } from '../chainData/indexer/indexChain.js'
import { learnTokens } from '../chainData/indexer/learnTokens.js'
import { createOutsideImageCache } from '../images/createOutsideImageCache.js'
import { imageIdOf } from '../images/putImage.js'
import { type ImageHost, serve, startImageHost } from '../images/testing/startImageHost.js'
import { createProject } from '../projects/createProject.js'
import { createRateLimits } from '../rateLimit/createRateLimits.js'
import { chainData } from './chainData.js'

const chainId = 'eip155:31337'
const base = 'https://api.example.com'
const cid = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'
const otherPng = Uint8Array.from([...tinyPng, 0])
const json = (document: unknown) => serve(JSON.stringify(document), 'application/json')
// The ERC-1155 id 255 as EIP-1155 substitutes it: 64 lower-case hex digits.
const item255 = `${'0'.repeat(62)}ff`
// The on-chain metadata reads, as they reach the RPC.
const metadataSelectors = [
  toFunctionSelector('tokenURI(uint256)'),
  toFunctionSelector('uri(uint256)'),
].map((selector) => selector.slice(2))

let anvil: { rpcUrl: string; stop(): Promise<void> }
let rpc: Upstream
let web: ImageHost
let gateway: ImageHost
let chain: PublicClient
let visitor: Address
let sunsets: Address
let things: Address

async function send(from: Address, to: Address | undefined, data: Hex) {
  const hash = (await chain.request({
    method: 'eth_sendTransaction' as never,
    params: [{ from, to, data }] as never,
  })) as Hex
  return chain.waitForTransactionReceipt({ hash, pollingInterval: 5 })
}

async function deploy(from: Address, contract: { abi: Abi; bytecode: Hex }, args: unknown[]) {
  const data = encodeDeployData({ ...contract, args })
  return getAddress((await send(from, undefined, data)).contractAddress as Hex)
}

beforeAll(async () => {
  web = await startImageHost({
    // The image is on the same host, whose origin is known only once it listens.
    '/meta/1.json': (request, response, host) =>
      json({ name: 'Sunrise', description: 'Red.', image: `${host.origin}/img/1.png` })(
        request,
        response,
        host,
      ),
    '/img/1.png': serve(tinyPng),
    '/meta/3.json': json({ name: 'Large', padding: 'x'.repeat(64 * 1024) }),
    '/meta/4.json': serve('name: Not JSON', 'application/json'),
    '/meta/5.json': serve('<!doctype html><title>Sunrise</title>', 'text/html'),
    '/meta/6.json': json({ name: 6, image: { url: 'https://example.com/6.png' } }),
    [`/items/${item255}.json`]: json({ name: 'Lantern' }),
  })
  gateway = await startImageHost({
    [`/gw/ipfs/${cid}/2.json`]: json({ name: 'From IPFS', image: `ipfs://${cid}/2.png` }),
    [`/gw/ipfs/${cid}/2.png`]: serve(otherPng),
  })
  anvil = await startAnvil('chainDataNfts')
  rpc = await startUpstream({ forwardTo: anvil.rpcUrl })
  chain = createPublicClient({ transport: http(anvil.rpcUrl) })
  const [deployer, account] = (await chain.request({
    method: 'eth_accounts' as never,
  })) as Address[]
  visitor = account as Address
  const { LatchCollection, LatchItems } = await compile()
  sunsets = await deploy(deployer as Address, LatchCollection, ['Sunsets', 'SUN'])
  things = await deploy(deployer as Address, LatchItems, ['Things', 'THG'])
  const uris = [
    `${web.origin}/meta/1.json`,
    `ipfs://${cid}/2.json`,
    `${web.origin}/meta/3.json`,
    `${web.origin}/meta/4.json`,
    `${web.origin}/meta/5.json`,
    `${web.origin}/meta/6.json`,
  ]
  for (const uri of uris)
    await send(
      deployer as Address,
      sunsets,
      encodeFunctionData({
        abi: LatchCollection.abi,
        functionName: 'mintWithURI',
        args: [visitor, uri],
      }),
    )
  await send(
    deployer as Address,
    things,
    encodeFunctionData({ abi: LatchItems.abi, functionName: 'mint', args: [visitor, 255n, 2n] }),
  )
  await send(
    deployer as Address,
    things,
    encodeFunctionData({
      abi: LatchItems.abi,
      functionName: 'setURI',
      args: [255n, `${web.origin}/items/{id}.json`],
    }),
  )
}, 60_000)

afterAll(async () => {
  await Promise.all([anvil?.stop(), rpc?.close(), web?.close(), gateway?.close()])
})

describe.each(databases)('NFT metadata from outside ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle
  // The route as `createApp` builds it, with the web host trusted as the gateway is.
  const route = () => {
    const trusted = { trustedOrigins: [web.origin] }
    const ipfsGatewayUrl = `${gateway.origin}/gw`
    return chainData({
      db: handle.db,
      limits: createRateLimits(),
      trustProxy: false,
      publicUrl: base,
      providers: [
        createIndexerProvider({
          db: handle.db,
          chains: { [chainId]: { startBlock: 0, confirmations: 0, pollIntervalMs: 1000 } },
          rpcUrls: { [chainId]: rpc.origin },
        }),
      ],
      outsideImages: createOutsideImageCache({ db: handle.db, ipfsGatewayUrl, fetch: trusted }),
      nftMetadata: createNftMetadataCache({ ipfsGatewayUrl, fetch: trusted }),
    })
  }
  const nfts = async (app: { request(path: string): Response | Promise<Response> }) => {
    const response = await app.request(
      `/chain/v1/nfts?projectId=demo&account=${chainId}:${visitor}`,
    )
    expect(response.status).toBe(200)
    const { nfts } = (await response.json()) as {
      nfts: { contract: string; tokenId: string; name: string; imageUrl?: string }[]
    }
    return Object.fromEntries(
      nfts.map((nft) => [
        `${nft.contract === `${chainId}:${sunsets}` ? 'SUN' : 'THG'} ${nft.tokenId}`,
        nft.imageUrl === undefined
          ? { name: nft.name }
          : { name: nft.name, imageUrl: nft.imageUrl },
      ]),
    )
  }
  const metadataReads = () =>
    rpc.seen
      .flatMap((request) =>
        metadataSelectors.map((selector) => request.body.split(selector).length - 1),
      )
      .reduce((sum, count) => sum + count, 0)
  const webAsked = () => web.seen.map((entry) => entry.path).sort()
  // What a page view asks the web host: each metadata document once, and the one image.
  const everyFetch = () => [
    '/img/1.png',
    `/items/${item255}.json`,
    '/meta/1.json',
    '/meta/3.json',
    '/meta/4.json',
    '/meta/5.json',
    '/meta/6.json',
  ]
  const imageUrlOf = (bytes: Uint8Array) => `${base}/public/getAssetImage/${imageIdOf(bytes)}`

  beforeAll(async () => {
    if (!database.url) return
    await createProject(handle.db, { id: 'demo', name: 'Demo', origins: [base] })
    const client = createChainClient(anvil.rpcUrl)
    await takeChainLease(handle.db, { chainId, owner: 'test' })
    const step = () =>
      indexChain({ db: handle.db, client, chainId, owner: 'test', startBlock: 0, confirmations: 0 })
    while ((await step()).kind !== 'caught_up');
    await learnTokens(handle.db, client, { chainId })
  })

  test('default: http and ipfs metadata name the NFTs and give images; bad metadata gives none', async () => {
    web.seen.length = 0
    expect(await nfts(route())).toEqual({
      'SUN 1': { name: 'Sunrise', imageUrl: imageUrlOf(tinyPng) },
      'SUN 2': { name: 'From IPFS', imageUrl: imageUrlOf(otherPng) },
      'SUN 3': { name: 'Sunsets #3' },
      'SUN 4': { name: 'Sunsets #4' },
      'SUN 5': { name: 'Sunsets #5' },
      'SUN 6': { name: 'Sunsets #6' },
      // ERC-1155 `{id}`, substituted.
      'THG 255': { name: 'Lantern' },
    })
    expect(webAsked()).toEqual(everyFetch())
  })

  test('behavior: views again read the chain and fetch the metadata once', async () => {
    const app = route()
    web.seen.length = 0
    const reads = metadataReads()
    const first = await nfts(app)
    expect(metadataReads() - reads).toBe(7)
    expect(await nfts(app)).toEqual(first)
    expect(await nfts(app)).toEqual(first)
    expect(metadataReads() - reads).toBe(7)
    expect(webAsked()).toEqual(everyFetch())
  })

  test('behavior: createApp fetches ipfs metadata from IPFS_GATEWAY_URL and refuses loopback elsewhere', async () => {
    web.seen.length = 0
    const app = createTestApp({
      db: handle.db,
      config: {
        chainRpcUrls: { [chainId]: anvil.rpcUrl },
        chainDataIndex: { [chainId]: { startBlock: 0, confirmations: 0, pollIntervalMs: 1000 } },
        ipfsGatewayUrl: `${gateway.origin}/gw`,
        publicUrl: base,
      },
    })
    const found = await nfts(app)
    expect(found['SUN 1']).toEqual({ name: 'Sunsets #1' })
    expect(found['SUN 2']).toEqual({ name: 'From IPFS', imageUrl: imageUrlOf(otherPng) })
    expect(webAsked()).toEqual([])
  })
})

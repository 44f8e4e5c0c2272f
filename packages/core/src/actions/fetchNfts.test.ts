import { memoryStorage, mockAccounts, mockAdapter } from '@latch/test'
import { afterEach, expect, onTestFinished, test, vi } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import { mainnet } from '../networks/mainnet.js'
import type { GetNftsResponse, NftItem } from '../protocol/chainData.js'
import { applyAccounts } from '../state/applyConnection.js'
import type { Network } from '../types/network.js'
import { connect } from './connect.js'
import { fetchNfts } from './fetchNfts.js'
import { mount } from './mount.js'

const [address, secondAddress] = mockAccounts as [string, string]

afterEach(() => {
  vi.unstubAllGlobals()
})

const nft = (tokenId: string): NftItem => ({
  chainId: 'eip155:1',
  contract: 'eip155:1:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  tokenId,
  standard: 'ERC721',
  amount: '1',
  name: `Latch #${tokenId}`,
  collection: 'Latch Collection',
  imageUrl: `https://api.test/images/${tokenId}`,
  explorerUrl: `https://etherscan.io/nft/0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512/${tokenId}`,
})

async function setup(pages: Record<string, GetNftsResponse>, networks: [Network] = [mainnet]) {
  vi.stubGlobal('fetch', async (url: URL) => {
    const page = pages[url.searchParams.get('cursor') ?? '']
    return page ? Response.json(page) : new Response('', { status: 404 })
  })
  const config = createConfig({
    adapters: [mockAdapter()],
    networks,
    storage: memoryStorage(),
    projectId: 'p',
    apiUrl: 'https://api.test',
  })
  onTestFinished(mount(config))
  await connect(config, { connectorId: 'mock' })
  return config
}

const nfts = (config: ReturnType<typeof createConfig>) =>
  config.store.getState().chains.eip155?.account.nfts

test('default', async () => {
  const config = await setup({
    '': { nfts: [nft('1'), nft('2')], next: 'b' },
    b: { nfts: [nft('3')] },
  })
  await fetchNfts(config)
  expect(nfts(config)).toEqual({
    account: `eip155:1:${address}`,
    status: 'ready',
    items: [nft('1'), nft('2')],
    next: 'b',
  })
  await fetchNfts(config, { more: true })
  expect(nfts(config)?.items.map((item) => item.tokenId)).toEqual(['1', '2', '3'])
  // The first page again replaces the list.
  await fetchNfts(config)
  expect(nfts(config)?.items.map((item) => item.tokenId)).toEqual(['1', '2'])
})

test('behavior: malformed NFTs are dropped, unsafe links replaced by the explorer’s, an oversized cursor ignored', async () => {
  const config = await setup({
    '': {
      nfts: [
        nft('1'),
        { ...nft('2'), standard: 'ERC20' as 'ERC721' },
        { ...nft('3'), tokenId: '0x3' },
        { ...nft('4'), contract: 'eip155:1' as NftItem['contract'] },
        { ...nft('5'), imageUrl: 'data:image/svg+xml,<svg/>', explorerUrl: 'javascript:x' },
      ],
      next: 'x'.repeat(257),
    },
  })
  await fetchNfts(config)
  expect(nfts(config)?.items.map((item) => item.tokenId)).toEqual(['1', '5'])
  expect(nfts(config)?.items[1]).not.toHaveProperty('imageUrl')
  expect(nfts(config)?.items[1]?.explorerUrl).toBe(
    'https://etherscan.io/token/0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512?a=5',
  )
  expect(nfts(config)?.next).toBeUndefined()
})

test('behavior: without the service’s link, the network’s explorer page; none without an explorer', async () => {
  const config = await setup({
    '': { nfts: [{ ...nft('7'), explorerUrl: undefined }, nft('8')] },
  })
  await fetchNfts(config)
  expect(nfts(config)?.items.map((item) => item.explorerUrl)).toEqual([
    'https://etherscan.io/token/0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512?a=7',
    'https://etherscan.io/nft/0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512/8',
  ])
  const bare = await setup({ '': { nfts: [{ ...nft('9'), explorerUrl: undefined }] } }, [
    { ...mainnet, blockExplorers: undefined },
  ])
  await fetchNfts(bare)
  expect(nfts(bare)?.items[0]).not.toHaveProperty('explorerUrl')
})

test('behavior: an answer for an account that is no longer connected is dropped', async () => {
  const config = await setup({ '': { nfts: [nft('1')] } })
  const read = fetchNfts(config)
  applyAccounts(config, 'eip155', [secondAddress])
  await read
  // The old account's list never became ready; readers ignore a list of another account.
  expect(nfts(config)).toMatchObject({ account: `eip155:1:${address}`, status: 'loading' })
  const urls: URL[] = []
  vi.stubGlobal('fetch', async (url: URL) => {
    urls.push(url)
    return Response.json({ nfts: [] })
  })
  await fetchNfts(config)
  expect(urls[0]?.searchParams.get('account')).toBe(`eip155:1:${secondAddress}`)
  expect(nfts(config)).toMatchObject({ account: `eip155:1:${secondAddress}`, status: 'ready' })
})

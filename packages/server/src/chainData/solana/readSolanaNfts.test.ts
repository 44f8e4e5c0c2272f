import { expect, test } from 'vitest'
import { readSolanaNfts } from './readSolanaNfts.js'

const chainId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const token2022 = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
// 44-character base58 mints that sort in the order of their number (its digits as A..K).
const mintOf = (index: number) =>
  `Mint${[...String(index).padStart(4, '0')].map((digit) => 'ABCDEFGHJK'[Number(digit)]).join('')}`.padEnd(
    44,
    '1',
  )
const json = (value: unknown) =>
  `data:application/json;base64,${Buffer.from(JSON.stringify(value)).toString('base64')}`

type Mint = { supply?: string; decimals?: number; extensions?: unknown[] }
const mintAccount = ({ supply = '1', decimals = 0, extensions }: Mint) => ({
  owner: token2022,
  data: {
    parsed: {
      type: 'mint',
      info: { supply, decimals, ...(extensions ? { extensions } : {}) },
    },
  },
})
const metadata = (mint: string, state: Record<string, unknown> = {}) => ({
  extension: 'tokenMetadata',
  state: { mint, name: 'Latch #1', symbol: 'LSOL', uri: '', ...state },
})

function read(accounts: Record<string, unknown>, cursor?: string, limit = 40) {
  const reads: string[][] = []
  const page = readSolanaNfts({
    chainId,
    mints: Object.keys(accounts),
    page: { limit, ...(cursor === undefined ? {} : { cursor }) },
    readMints: async (mints) => {
      reads.push(mints)
      return { context: { slot: 1 }, value: mints.map((mint) => accounts[mint] as never) }
    },
  })
  return { page, reads }
}

test('default: name and symbol from TokenMetadata, the image from its data: JSON', async () => {
  const mint = mintOf(1)
  const uri = json({ name: 'Other', image: 'data:image/png;base64,iVBORw0KGgo=' })
  const { page } = read({ [mint]: mintAccount({ extensions: [metadata(mint, { uri })] }) })
  expect(await page).toEqual({
    items: [
      {
        chainId,
        contract: `${chainId}:${mint}`,
        tokenId: mint,
        standard: 'SPL',
        amount: '1',
        name: 'Latch #1',
        collection: 'LSOL',
        sourceImageUrl: 'data:image/png;base64,iVBORw0KGgo=',
      },
    ],
  })
})

test('behavior: what is not an NFT is left out; what has no readable metadata is bare', async () => {
  const [plain, supply2, decimals2, missing, unparsed, foreign, http, blank] = [
    1, 2, 3, 4, 5, 6, 7, 8,
  ].map(mintOf) as [string, string, string, string, string, string, string, string]
  const { page } = read({
    // A classic Token mint: no extensions.
    [plain]: mintAccount({}),
    [supply2]: mintAccount({ supply: '2' }),
    [decimals2]: mintAccount({ decimals: 2 }),
    [missing]: null,
    [unparsed]: { owner: token2022, data: ['AAAA', 'base64'] },
    // Metadata of another mint is not this one's.
    [foreign]: mintAccount({ extensions: [metadata(plain)] }),
    // The name from the extension; the metadata URL is the route's to fetch (below).
    [http]: mintAccount({ extensions: [metadata(http, { uri: 'https://x.test/1.json' })] }),
    // A blank symbol: the name is the collection; an unreadable JSON gives no image.
    [blank]: mintAccount({
      extensions: [metadata(blank, { symbol: ' ', uri: 'data:application/json,{' })],
    }),
  })
  const bare = (mint: string) => ({
    chainId,
    contract: `${chainId}:${mint}`,
    tokenId: mint,
    standard: 'SPL',
    amount: '1',
  })
  expect(await page).toEqual({
    items: [
      bare(plain),
      bare(foreign),
      {
        ...bare(http),
        name: 'Latch #1',
        collection: 'LSOL',
        sourceMetadataUrl: 'https://x.test/1.json',
      },
      { ...bare(blank), name: 'Latch #1', collection: 'Latch #1' },
    ],
  })
})

test('behavior: mints are read 100 at a time, only as far as the page needs', async () => {
  const accounts = Object.fromEntries(
    Array.from({ length: 250 }, (_, index) => [mintOf(index), mintAccount({})]),
  )
  const first = read(accounts, undefined, 40)
  expect((await first.page).next).toBe(mintOf(39))
  expect(first.reads.map((mints) => mints.length)).toEqual([100])
  const last = read(accounts, mintOf(199), 60)
  expect((await last.page).items.map((item) => item.tokenId)).toEqual(
    Array.from({ length: 50 }, (_, index) => mintOf(200 + index)),
  )
  expect((await last.page).next).toBeUndefined()
  expect(last.reads.map((mints) => mints.length)).toEqual([50])
})

test('behavior: an http(s) or ipfs metadata URI is handed to the route to fetch; others give nothing', async () => {
  const [https, ipfs, other] = [mintOf(1), mintOf(2), mintOf(3)]
  const { page } = read({
    [https]: mintAccount({
      extensions: [metadata(https, { uri: 'https://meta.example/1.json' })],
    }),
    [ipfs]: mintAccount({ extensions: [metadata(ipfs, { uri: 'ipfs://bafy/2.json' })] }),
    [other]: mintAccount({ extensions: [metadata(other, { uri: 'ftp://meta.example/3' })] }),
  })
  const items = (await page).items as { sourceMetadataUrl?: string }[]
  expect(items.map((item) => item.sourceMetadataUrl)).toEqual([
    'https://meta.example/1.json',
    'ipfs://bafy/2.json',
    undefined,
  ])
})

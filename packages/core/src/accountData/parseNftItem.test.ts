import { expect, test } from 'vitest'
import type { NftItem } from '../protocol/chainData.js'
import { parseNftItem } from './parseNftItem.js'

const erc721: NftItem = {
  chainId: 'eip155:1',
  contract: 'eip155:1:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  tokenId: '7',
  standard: 'ERC721',
  amount: '1',
  name: 'Latch #7',
  collection: 'Latch Collection',
  imageUrl: 'https://api.test/public/getAssetImage/7',
  explorerUrl: 'https://etherscan.io/nft/0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512/7',
}

const cluster = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const mint = '9bJvEXumCgxxqLQDpz2WLKywtFNdxrB7LKZusqj3rPwZ'
const spl: NftItem = {
  chainId: cluster,
  contract: `${cluster}:${mint}`,
  tokenId: mint,
  standard: 'SPL',
  amount: '1',
  name: 'Latch Solana #1',
  collection: 'LSOL',
  imageUrl: 'https://api.test/public/getAssetImage/1',
}

test('default', () => {
  expect(parseNftItem(erc721)).toEqual(erc721)
  expect(parseNftItem({ ...erc721, standard: 'ERC1155', amount: '3' })).toEqual({
    ...erc721,
    standard: 'ERC1155',
    amount: '3',
  })
})

test('behavior: an SPL NFT is its mint, as token id and contract', () => {
  expect(parseNftItem(spl)).toEqual(spl)
  const { name: _, collection: __, imageUrl: ___, ...bare } = spl
  expect(parseNftItem(bare)).toEqual(bare)
})

test('behavior: malformed entries are dropped', () => {
  const dropped = [
    null,
    { ...erc721, standard: 'ERC20' },
    { ...erc721, tokenId: '0x7' },
    { ...erc721, tokenId: mint },
    { ...erc721, contract: 'eip155:1' },
    { ...erc721, amount: '-1' },
    { ...spl, tokenId: '7' },
    // A mint that is not the contract, or an SPL NFT off solana.
    { ...spl, contract: `${cluster}:So11111111111111111111111111111111111111112` },
    { ...spl, chainId: 'eip155:1', contract: `eip155:1:${mint}` },
    { ...spl, tokenId: `${mint}0` },
  ]
  for (const entry of dropped) expect(parseNftItem(entry), JSON.stringify(entry)).toBeUndefined()
})

test('behavior: unsafe links and blank text are left out', () => {
  const { name: _, imageUrl: __, ...rest } = spl
  expect(
    parseNftItem({
      ...spl,
      name: ' \u0000 ',
      imageUrl: 'data:image/png;base64,AAAA',
      explorerUrl: 'javascript:alert(1)',
    }),
  ).toStrictEqual(rest)
})

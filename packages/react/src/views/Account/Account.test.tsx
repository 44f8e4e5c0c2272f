import type { ChainTransaction, GetHistoryResponse, NftItem, TokenBalance } from '@latch/core'
import { createConfig, openModal } from '@latch/core'
import { applyConnection } from '@latch/core/internal'
import { latchCatalogue } from '@latch/core/locales'
import { mainnet, optimism } from '@latch/core/networks'
import { memoryStorage, mockAdapter } from '@latch/test'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, expect, test, vi } from 'vitest'
import { AppKitContext } from '../../context/appKitContext.js'
import { Modal } from '../../modal/Modal.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const address = '0x1111111111111111111111111111111111111111'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000,
  price: 2000,
  quantity: { decimals: '18', numeric: '1.5' },
}
const usd: TokenBalance = {
  name: 'Latch USD',
  symbol: 'LUSD',
  chainId: 'eip155:1',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  value: 250.125,
  price: 1,
  quantity: { decimals: '6', numeric: '250.125' },
}
const nft = (tokenId: string): NftItem => ({
  chainId: 'eip155:1',
  contract: 'eip155:1:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  tokenId,
  standard: 'ERC721',
  amount: '1',
  name: `Latch #${tokenId}`,
  collection: 'Latch Collection',
  imageUrl: `https://api.test/images/${tokenId}`,
  explorerUrl: `https://etherscan.io/nft/0xe7f1/${tokenId}`,
})
const transaction = (
  index: number,
  operationType: ChainTransaction['metadata']['operationType'],
  direction: 'in' | 'out',
  minedAt?: string,
): ChainTransaction => ({
  id: `eip155:1:0x${index}`,
  metadata: {
    operationType,
    hash: `0x${index.toString().padStart(64, '0')}`,
    chain: 'eip155:1',
    ...(minedAt ? { minedAt } : {}),
    sentFrom: direction === 'in' ? other : address,
    sentTo: direction === 'in' ? address : other,
    status: minedAt ? 'confirmed' : 'pending',
  },
  transfers: [
    {
      direction,
      fungible_info: { name: 'Ether', symbol: 'ETH' },
      quantity: { numeric: '0.12345' },
    },
  ],
})

type Routes = {
  balances?: () => Response
  nfts?: (cursor: string | null) => Response
  history?: (cursor: string | null) => Response
}

function setup(
  routes: Routes,
  options: { features?: Parameters<typeof createConfig>[0]['features'] } = {},
) {
  vi.stubGlobal('fetch', async (url: URL) => {
    const cursor = url.searchParams.get('cursor')
    if (url.pathname.endsWith('/balances'))
      return routes.balances?.() ?? Response.json({ balances: [], currency: 'usd' })
    if (url.pathname.endsWith('/nfts')) return routes.nfts?.(cursor) ?? Response.json({ nfts: [] })
    if (url.pathname.endsWith('/history'))
      return routes.history?.(cursor) ?? Response.json({ data: [] })
    return new Response('', { status: 404 })
  })
  const config = createConfig(
    {
      networks: [mainnet, optimism],
      storage: memoryStorage(),
      adapters: [mockAdapter({ connectors: [] })],
      projectId: 'p',
      apiUrl: 'https://api.test',
      ...(options.features ? { features: options.features } : {}),
    },
    { catalogue: latchCatalogue },
  )
  applyConnection(config, 'eip155', 'mock', { accounts: [address], chainId: 1 })
  render(
    <AppKitContext.Provider value={config}>
      <Modal />
    </AppKitContext.Provider>,
  )
  act(() => openModal(config, { view: 'Account' }))
  return config
}

/** Waits for the Account view's lazy code (slow on a cold test run). */
const accountShown = () => screen.findByRole('tablist', {}, { timeout: 5000 })

async function expectNoAxeViolations() {
  // jsdom has no layout, so contrast cannot be measured here (the e2e axe run covers it).
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
}

test('default: the Tokens tab lists the holdings and their total in the site currency', async () => {
  setup({ balances: () => Response.json({ balances: [ether, usd], currency: 'usd' }) })
  await accountShown()
  const list = await screen.findByTestId('latch-token-list')
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['EEther1.5 ETH$3,000.00', 'LLatch USD250.125 LUSD$250.13'])
  expect(screen.getByTestId('latch-account-total').textContent).toBe('Total value $3,250.13')
  expect(screen.getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true')
  await expectNoAxeViolations()
})

test('behavior: tabs work by keyboard and keep the open tab in core state', async () => {
  const config = setup({})
  await accountShown()
  const tokens = await screen.findByRole('tab', { name: 'Tokens' })
  expect(await screen.findByText('No tokens yet')).toBeTruthy()
  tokens.focus()
  fireEvent.keyDown(tokens, { key: 'ArrowRight' })
  const nfts = screen.getByRole('tab', { name: 'NFTs' })
  expect(nfts.getAttribute('aria-selected')).toBe('true')
  expect(document.activeElement).toBe(nfts)
  expect(config.store.getState().chains.eip155?.account.currentTab).toBe('nfts')
  fireEvent.keyDown(nfts, { key: 'End' })
  expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
  fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' })
  expect(config.store.getState().chains.eip155?.account.currentTab).toBe('tokens')
  fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' })
  expect(config.store.getState().chains.eip155?.account.currentTab).toBe('activity')
  expect(screen.getByRole('tabpanel', { name: 'Activity' })).toBeTruthy()
  expect(await screen.findByText('No activity yet')).toBeTruthy()
})

test('parameters: features.history false leaves the Activity tab out (AppKit option)', async () => {
  setup({}, { features: { history: false } })
  await accountShown()
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs'])
})

test('behavior: a balances failure shows Token Balance Unavailable', async () => {
  setup({ balances: () => new Response('', { status: 503 }) })
  await accountShown()
  await waitFor(() => expect(screen.getAllByText('Token Balance Unavailable')).toHaveLength(2))
  await expectNoAxeViolations()
})

test('behavior: NFTs show as a grid with lazy images and open a detail', async () => {
  setup({ nfts: () => Response.json({ nfts: [nft('1'), nft('2')] }) })
  fireEvent.click(await screen.findByRole('tab', { name: 'NFTs' }))
  const grid = await screen.findByTestId('latch-nft-grid')
  const images = grid.querySelectorAll('img')
  expect([...images].map((image) => image.getAttribute('loading'))).toEqual(['lazy', 'lazy'])
  await expectNoAxeViolations()
  fireEvent.click(screen.getByRole('button', { name: 'Latch #2' }))
  const detail = await screen.findByTestId('latch-nft-detail')
  expect(within(detail).getByRole('heading', { name: 'Latch #2' })).toBeTruthy()
  expect(within(detail).getByText('Latch Collection')).toBeTruthy()
  expect(within(detail).getByText('2')).toBeTruthy()
  expect(
    within(detail).getByRole('link', { name: 'View on block explorer' }).getAttribute('href'),
  ).toBe('https://etherscan.io/nft/0xe7f1/2')
  expect(document.activeElement?.textContent).toBe('Back to NFTs')
  await expectNoAxeViolations()
  fireEvent.click(screen.getByRole('button', { name: 'Back to NFTs' }))
  expect(await screen.findByTestId('latch-nft-grid')).toBeTruthy()
})

test('behavior: a Solana NFT shows its mint shortened as the token id, in full on hover, and no explorer link without one', async () => {
  const cluster = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
  const mint = '9bJvEXumCgxxqLQDpz2WLKywtFNdxrB7LKZusqj3rPwZ'
  const solanaNft: NftItem = {
    chainId: cluster,
    contract: `${cluster}:${mint}`,
    tokenId: mint,
    standard: 'SPL',
    amount: '1',
    collection: 'LSOL',
    imageUrl: 'https://api.test/images/sol',
  }
  setup({ nfts: () => Response.json({ nfts: [solanaNft] }) })
  fireEvent.click(await screen.findByRole('tab', { name: 'NFTs' }))
  await screen.findByTestId('latch-nft-grid')
  // Without a name, the NFT is named by its shortened mint.
  fireEvent.click(screen.getByRole('button', { name: 'Token #9bJv…j3rPwZ' }))
  const detail = await screen.findByTestId('latch-nft-detail')
  expect(within(detail).getByText('LSOL')).toBeTruthy()
  expect(within(detail).getByText('9bJv…j3rPwZ').getAttribute('title')).toBe(mint)
  expect(within(detail).queryByRole('link')).toBeNull()
  await expectNoAxeViolations()
})

test('behavior: Activity shows operation, counterparty, signed amounts with 3 decimals, status and time; pages load on Load more', async () => {
  const minedAt = new Date(Date.now() - 120_000).toISOString()
  const pages: Record<string, GetHistoryResponse> = {
    '': {
      data: [transaction(1, 'receive', 'in', minedAt), transaction(2, 'send', 'out')],
      next: 'page-2',
    },
    'page-2': {
      data: [
        transaction(3, 'withdraw', 'in', minedAt),
        {
          ...transaction(4, 'receive', 'in', minedAt),
          transfers: [
            { direction: 'in', nft_info: { name: 'Latch Items #2' }, quantity: { numeric: '3' } },
          ],
        },
      ],
    },
  }
  setup({ history: (cursor) => Response.json(pages[cursor ?? '']) })
  await accountShown()
  fireEvent.click(await screen.findByRole('tab', { name: 'Activity' }))
  const list = await screen.findByTestId('latch-activity-list')
  const rows = within(list).getAllByTestId('latch-activity-item')
  expect(rows.map((row) => row.textContent)).toEqual([
    'Receivedfrom 0x7099…dc79C8Confirmed · 2 minutes ago+0.123 ETH',
    'Sentto 0x7099…dc79C8Pending−0.123 ETH',
  ])
  await expectNoAxeViolations()
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
  await waitFor(() => expect(screen.getAllByTestId('latch-activity-item')).toHaveLength(4))
  // Withdraw subtracts from the balance whatever the transfer's direction (spec section 9).
  expect(screen.getAllByTestId('latch-activity-amount')[2]?.dataset.effect).toBe('subtract')
  // NFTs are counted in whole items, not with 3 decimals.
  expect(screen.getAllByTestId('latch-activity-amount')[3]?.textContent).toBe('+3 Latch Items #2')
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
})

test('behavior: a history failure shows Failed to fetch transactions, and Try again reads again', async () => {
  let down = true
  setup({
    history: () =>
      down
        ? new Response('', { status: 503 })
        : Response.json({ data: [transaction(1, 'claim', 'in')] }),
  })
  fireEvent.click(await screen.findByRole('tab', { name: 'Activity' }))
  expect(await screen.findByText('Failed to fetch transactions')).toBeTruthy()
  await expectNoAxeViolations()
  down = false
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByText('Claimed')).toBeTruthy()
})

test('behavior: only built wallet features show, in walletFeaturesOrder; Receive opens the Receive view', async () => {
  setup({}, { features: { walletFeaturesOrder: ['send', 'receive', 'onramp', 'swaps'] } })
  await accountShown()
  await screen.findByRole('tab', { name: 'Tokens' })
  expect(
    [...document.querySelectorAll('[data-testid^="latch-wallet-feature-"]')].map(
      (button) => (button as HTMLElement).dataset.testid,
    ),
  ).toEqual(['latch-wallet-feature-send', 'latch-wallet-feature-receive'])
  fireEvent.click(screen.getByRole('button', { name: 'Receive' }))
  expect(await screen.findByRole('img', { name: 'QR code of your address' })).toBeTruthy()
  expect(screen.getByRole('heading', { name: 'Receive' })).toBeTruthy()
  expect(screen.getByTestId('latch-receive-address').textContent).toBe(address)
  expect(
    within(screen.getByTestId('latch-receive-networks'))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['EEthereum', 'OOP Mainnet'])
  expect(screen.getByText(/Send only on these networks/)).toBeTruthy()
  await expectNoAxeViolations()
})

test('behavior: Send opens the Send view; a review without a token says the spec message', async () => {
  setup({})
  await accountShown()
  await screen.findByRole('tab', { name: 'Tokens' })
  fireEvent.click(screen.getByRole('button', { name: 'Send' }))
  expect(await screen.findByRole('heading', { name: 'Send' })).toBeTruthy()
  expect(await screen.findByLabelText('Token')).toBeTruthy()
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1' } })
  fireEvent.change(screen.getByLabelText('Receiver address'), {
    target: { value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Review' }))
  expect((await screen.findByTestId('latch-send-error')).textContent).toBe('A token is required')
  await expectNoAxeViolations()
})

test('behavior: a feature turned off is not shown', async () => {
  setup({}, { features: { receive: false } })
  await accountShown()
  await screen.findByRole('tab', { name: 'Tokens' })
  expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull()
})

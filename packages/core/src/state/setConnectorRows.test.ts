import { memoryStorage, mockAdapter } from '@latch/test'
import { expect, test } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import { mainnet } from '../networks/mainnet.js'
import type { Connector } from '../types/connector.js'
import { setConnectorRows } from './setConnectorRows.js'

const row = (id: string, extra: Partial<Connector> = {}): Connector => ({
  id,
  name: id,
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: `data:image/svg+xml,${id}`,
  ...extra,
})

test('default: an owner report replaces its own rows only', () => {
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet],
    storage: memoryStorage(),
  })
  setConnectorRows(config, 'adapter:eip155', [row('a')])
  setConnectorRows(config, 'connector:walletConnect', [row('walletConnect')])
  setConnectorRows(config, 'adapter:eip155', [row('b')])
  expect(config.store.getState().connectors.map((c) => c.id)).toEqual(['b', 'walletConnect'])
})

test('parameters: connectorImages replace a wallet image by connector id or rdns', () => {
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet],
    connectorImages: {
      walletConnect: 'https://images.example/wc.png',
      'io.metamask': 'https://images.example/metamask.png',
    },
    storage: memoryStorage(),
  })
  setConnectorRows(config, 'adapter:eip155', [
    row('metamask-id', { info: { rdns: 'io.metamask' } }),
    row('other'),
    row('walletConnect', { type: 'WALLET_CONNECT' }),
  ])
  expect(config.store.getState().connectors.map((c) => c.imageUrl)).toEqual([
    'https://images.example/metamask.png',
    'data:image/svg+xml,other',
    'https://images.example/wc.png',
  ])
})

import { memoryStorage, mockAdapter } from '@latch/test'
import { afterEach, expect, test, vi } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import { mainnet } from '../networks/mainnet.js'
import { searchWallets } from './searchWallets.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

const wallet = (id: string, name: string) => ({ id, name, image_id: null, rdns: null })

test('behavior: an older search whose answer is still being read when a newer one begins never shows', async () => {
  // The older answer's headers arrive at once, its body only after the newer search is done: the
  // abort no longer reaches it, so the action itself must drop it.
  let sendOlderBody!: () => void
  vi.stubGlobal('fetch', async (url: URL) => {
    const query = url.searchParams.get('search')
    if (query === 'meta') {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          sendOlderBody = () => {
            controller.enqueue(
              new TextEncoder().encode(
                JSON.stringify({ data: [wallet('metamask', 'MetaMask')], count: 1 }),
              ),
            )
            controller.close()
          }
        },
      })
      return new Response(body)
    }
    return Response.json({ data: [wallet('rainbow', 'Rainbow')], count: 1 })
  })
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet],
    storage: memoryStorage(),
    projectId: 'p',
    apiUrl: 'https://api.test',
  })
  const older = searchWallets(config, { query: 'meta' })
  await vi.waitFor(() => expect(sendOlderBody).toBeTypeOf('function'))
  await searchWallets(config, { query: 'rainbow' })
  sendOlderBody()
  await older
  const { search } = config.store.getState().walletList
  expect(search.query).toBe('rainbow')
  expect(search.results.map((entry) => entry.name)).toEqual(['Rainbow'])
})

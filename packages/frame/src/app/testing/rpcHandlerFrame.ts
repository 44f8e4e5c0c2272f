import { createServer, type Server } from 'node:http'
import { createServer as createNetServer } from 'node:net'
import { type AnvilProcess, spawnAnvil } from '@latch/devnet'
import { afterAll, beforeAll } from 'vitest'
import { createRpcRequestHandler } from '../rpc/createRpcRequestHandler.js'
import { createFrameSurface } from '../ui/frameSurface.js'
import { createReadyWallet } from './createReadyWallet.js'
import { createTestContext } from './createTestContext.js'
import { createHandlerContext } from './handlerCalls.js'
import { installVisibleIntersectionObserver } from './visibleIntersectionObserver.js'

/**
 * Gives the test file a jsdom `document` for the frame's views while the file itself runs under
 * Node (fake-indexeddb under vitest's jsdom clones a Uint8Array into another realm, so the device
 * share would not load). Returns jsdom's window, for its event classes. Test-only.
 *
 * @example
 * // @vitest-environment node
 * const { KeyboardEvent } = await installTestDocument()
 */
export async function installTestDocument() {
  // jsdom has no types installed here; a variable specifier keeps tsc from looking for them.
  const jsdomModule = 'jsdom'
  const { JSDOM } = (await import(jsdomModule)) as {
    JSDOM: new (html: string) => { window: Window & typeof globalThis }
  }
  const dom = new JSDOM('<!doctype html><html><body></body></html>')
  installVisibleIntersectionObserver(dom.window)
  Object.assign(globalThis, { document: dom.window.document })
  return dom.window
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/**
 * A JSON-RPC server at the HTTP boundary, for what anvil cannot be (Solana, a lying RPC): each
 * call is answered with `answer(method, params)`, and `methods` lists the calls. Test-only.
 *
 * @example
 * const server = await startJsonRpcServer((method) => (method === 'eth_chainId' ? '0x1' : null))
 */
export async function startJsonRpcServer(answer: (method: string, params: unknown) => unknown) {
  const methods: string[] = []
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const { id, method, params } = JSON.parse(body)
      methods.push(method)
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ jsonrpc: '2.0', id, result: answer(method, params) }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    methods,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * One anvil (chain 31337) for the enclosing suite, started before its tests and stopped after,
 * with `rpc` to call it directly (as another wallet or the test would) and `receiptOf`. Test-only.
 *
 * @example
 * const anvil = useAnvil('frame rpc test')
 * await anvil.rpc('anvil_setBalance', [address, '0x8ac7230489e80000'])
 */
export function useAnvil(name: string) {
  let anvil: AnvilProcess | undefined
  beforeAll(async () => {
    anvil = await spawnAnvil({ chainId: 31337, port: await freePort(), name, host: '127.0.0.1' })
  }, 60_000)
  afterAll(async () => {
    await anvil?.stop()
  })
  const rpcUrl = () => {
    if (!anvil) throw new Error('anvil is not started (outside a test?).')
    return anvil.rpcUrl
  }
  const rpc = async (method: string, params: unknown[] = []) => {
    const response = await fetch(rpcUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    return ((await response.json()) as { result: unknown }).result
  }
  return {
    /** anvil's JSON-RPC URL (once started). */
    get rpcUrl() {
      return rpcUrl()
    },
    rpc,
    /**
     * The receipt of `hash`. anvil mines right after eth_sendRawTransaction returns, not before:
     * under load the receipt is a moment late, so it is asked for again (up to 5 s).
     */
    receiptOf: async (hash: string) => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const receipt = await rpc('eth_getTransactionReceipt', [hash])
        if (receipt) return receipt
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error(`no receipt for ${hash}`)
    },
  }
}

/** A JSON-RPC call the frame makes, and how to pass it on to the chain. */
type RpcCall = { method: string; params: unknown[]; forward: () => Promise<Response> }

/** Parameters of {@link createRpcHandlerFrame}. */
export type CreateRpcHandlerFrameParameters = {
  /** The chains' RPC URLs (`context.rpcUrls`); the session starts on chain 31337. */
  rpcUrls: Readonly<Record<string, string>>
  /** Stands between the frame and the chain's RPC (a lost reply, a failing node, a scheduler). */
  intercept?: ((call: RpcCall) => Promise<Response>) | undefined
  /**
   * Stands between the frame and the fake Latch API's AUTH-share reads once the wallet is open,
   * that is, the reads of signings (a scheduler).
   */
  interceptKeyReads?: ((read: () => Promise<Response>) => Promise<Response>) | undefined
  handler?: Parameters<typeof createRpcRequestHandler>[1] | undefined
  /** The Latch API's chain-data routes (`/chain/v1/*`): a real server's fetch. Else 404. */
  chainData?: typeof fetch | undefined
}

/**
 * One frame with a wallet ready on this device and its RPC_REQUEST handler: shares written with
 * the keys/ functions, the AUTH share served by a fake Latch API at the HTTP boundary, views drawn
 * on the global `document` (see {@link installTestDocument}). The wallet is opened once (as
 * GET_USER would); from then on, AUTH share reads are signings (`signings`). `send` sends one
 * request with a fresh handler context; `upstream` lists the methods sent to a chain. Test-only.
 *
 * @example
 * const frame = await createRpcHandlerFrame({ rpcUrls: { 'eip155:31337': anvil.rpcUrl } })
 * const { promise } = frame.send({ method: 'personal_sign', params: ['0x6869'] })
 */
export async function createRpcHandlerFrame(parameters: CreateRpcHandlerFrameParameters) {
  const { intercept, interceptKeyReads } = parameters
  const wallet = await createReadyWallet()
  const upstream: string[] = []
  const rpcFetch: typeof fetch = async (input, init) => {
    const { method, params } = JSON.parse(String(init?.body))
    upstream.push(method)
    const forward = () => fetch(input, init)
    return intercept ? intercept({ method, params, forward }) : forward()
  }
  let opened = false
  const apiFetch: typeof fetch = (input, init) => {
    if (parameters.chainData && new URL(String(input)).pathname.startsWith('/chain/v1/'))
      return parameters.chainData(input, init)
    const read = () => wallet.apiFetch(input, init)
    return opened && interceptKeyReads ? interceptKeyReads(read) : read()
  }
  const surface = createFrameSurface(document)
  const { context } = createTestContext({
    apiFetch,
    chainId: 31337,
    indexedDB: wallet.indexedDB,
    surface,
    rpcUrls: parameters.rpcUrls,
    fetch: rpcFetch,
  })
  context.session.setSession(wallet.session)
  const handler = createRpcRequestHandler(context, parameters.handler)
  const send = (
    payload: { method: string; params?: unknown[] | Record<string, unknown>; chainId?: string },
    controller = new AbortController(),
  ) => {
    const handlerContext = createHandlerContext({ signal: controller.signal })
    const promise = handler(payload, handlerContext)
    return { promise, handlerContext, controller }
  }
  await send({ method: 'eth_accounts' }).promise
  opened = true
  return {
    accounts: wallet.accounts,
    context,
    surface,
    send,
    upstream,
    signings: () => wallet.authShareReads() - 1,
  }
}

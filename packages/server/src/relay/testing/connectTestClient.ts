import { randomBytes } from 'node:crypto'
import { WebSocket } from 'ws'

/** A relay's answer to one request. */
export type RelayResponse = {
  id: unknown
  result?: unknown
  error?: { code: number; message: string }
}

/** One `irn_subscription` a client received. */
export type Delivery = {
  subscriptionId: string
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string | undefined
}

/** A bare WebSocket client of the relay, as a test drives it. */
export type TestClient = {
  clientId: string
  socket: WebSocket
  /** Every text frame received, as sent. */
  frames: string[]
  deliveries: Delivery[]
  /** Sends a JSON-RPC request and waits for the answer with the same id. */
  request: (method: string, params?: unknown) => Promise<RelayResponse>
  /** A request whose answer has arrived after everything the relay sent this socket before. */
  flush: () => Promise<void>
  /** Waits until at least `count` deliveries arrived. */
  waitForDeliveries: (count: number, timeoutMs?: number) => Promise<Delivery[]>
  closed: Promise<{ code: number; reason: string }>
  close: () => Promise<void>
}

/** Parameters of `connectTestClient`. */
export type ConnectTestClientParameters = {
  /** The `iss` of the `auth` JWT; `null` sends no `auth`. Defaults to a random did-like id. */
  clientId?: string | null | undefined
  /** Answer pings. Defaults to `true`. */
  autoPong?: boolean | undefined
  /** Acknowledge deliveries as the SDK does. Defaults to `true`. */
  acknowledge?: boolean | undefined
}

/** An unsigned JWT that carries `iss`, like the SDK's `auth` query parameter. */
export function toAuthJwt(issuer: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const now = Math.floor(Date.now() / 1000)
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss: issuer, sub: 'test', iat: now, exp: now + 86_400 })}.c2ln`
}

let nextRequestId = 1

/** Connects to a relay URL the way a WalletConnect client does (`?auth=…&projectId=…`). */
export async function connectTestClient(
  url: string,
  parameters: ConnectTestClientParameters = {},
): Promise<TestClient> {
  const { autoPong = true, acknowledge = true } = parameters
  const clientId =
    parameters.clientId === undefined
      ? `did:key:z6Mk${randomBytes(16).toString('hex')}`
      : parameters.clientId
  const query = new URLSearchParams({ projectId: 'local-test', ua: 'wc-2/js-test' })
  if (clientId !== null) query.set('auth', toAuthJwt(clientId))
  const socket = new WebSocket(`${url}?${query}`, { autoPong })
  const frames: string[] = []
  const deliveries: Delivery[] = []
  const pending = new Map<string, (response: RelayResponse) => void>()
  const waiters = new Set<() => void>()
  socket.on('message', (data) => {
    const text = data.toString()
    frames.push(text)
    const frame = JSON.parse(text)
    if (frame.method === 'irn_subscription') {
      deliveries.push({ subscriptionId: frame.params.id, ...frame.params.data })
      if (acknowledge) socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      for (const waiter of waiters) waiter()
      return
    }
    const resolve = pending.get(String(frame.id))
    pending.delete(String(frame.id))
    resolve?.(frame)
  })
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
  socket.on('error', () => {})
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const request = (method: string, params?: unknown) =>
    new Promise<RelayResponse>((resolve, reject) => {
      const id = String(nextRequestId++)
      pending.set(id, resolve)
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }), (error) => {
        if (error) reject(error)
      })
    })
  return {
    clientId: clientId ?? '',
    socket,
    frames,
    deliveries,
    request,
    flush: async () => {
      await request('irn_unsubscribe', { topic: 'flush' })
    },
    waitForDeliveries: (count, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (deliveries.length < count) return
          clearTimeout(timer)
          waiters.delete(check)
          resolve(deliveries)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`${deliveries.length} of ${count} deliveries after ${timeoutMs} ms`))
        }, timeoutMs)
        waiters.add(check)
        check()
      }),
    closed,
    close: async () => {
      if (socket.readyState !== WebSocket.CLOSED) socket.close()
      await closed
    },
  }
}

import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import { WebSocket } from 'ws'
import { encodeDidKey } from '../didKey.js'

/** A relay's answer to one request. */
type RelayResponse = {
  id: unknown
  result?: unknown
  error?: { code: number; message: string }
}

/** One `irn_subscription` a client received. */
type Delivery = {
  subscriptionId: string
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string | undefined
}

/** A WalletConnect client's key pair and the client id (`did:key`) it stands for. */
export type TestIdentity = { clientId: string; privateKey: KeyObject }

/** A bare WebSocket client of the relay, as a test drives it. */
export type TestClient = {
  /** The id of the `identity` it signed its `auth` JWT with; `''` without one. */
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
  /** Whose `auth` JWT to send (`aud` is `url`); `null` sends none. Defaults to a new identity. */
  identity?: TestIdentity | null | undefined
  /** The `auth` query parameter as is, instead of one signed by `identity`. */
  auth?: string | undefined
  /** The address to connect from (any 127.x address is a different loopback source). */
  localAddress?: string | undefined
  /** Extra headers of the upgrade request. */
  headers?: Record<string, string> | undefined
  /** Answer pings. Defaults to `true`. */
  autoPong?: boolean | undefined
  /** Acknowledge deliveries as the SDK does. Defaults to `true`. */
  acknowledge?: boolean | undefined
}

/** A new Ed25519 key pair, as a WalletConnect client keeps one for its `auth` JWTs. */
export function createTestIdentity(): TestIdentity {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const x = publicKey.export({ format: 'jwk' }).x ?? ''
  return { clientId: encodeDidKey(Buffer.from(x, 'base64url')), privateKey }
}

/** Claims of `signAuthJwt`; `iat` and `exp` are seconds and default to now and a day later. */
export type AuthJwtClaims = { aud: string; iat?: number | undefined; exp?: number | undefined }

/** The `auth` JWT a WalletConnect client sends (`@walletconnect/relay-auth`'s `signJWT`). */
export function signAuthJwt(identity: TestIdentity, claims: AuthJwtClaims): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const iat = claims.iat ?? Math.floor(Date.now() / 1000)
  const data = `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({
    iss: identity.clientId,
    sub: 'test',
    aud: claims.aud,
    iat,
    exp: claims.exp ?? iat + 86_400,
  })}`
  return `${data}.${sign(null, Buffer.from(data), identity.privateKey).toString('base64url')}`
}

let nextRequestId = 1

/** Connects to a relay URL the way a WalletConnect client does (`?auth=…&projectId=…`). */
export async function connectTestClient(
  url: string,
  parameters: ConnectTestClientParameters = {},
): Promise<TestClient> {
  const { autoPong = true, acknowledge = true, localAddress, headers } = parameters
  const identity = parameters.identity === undefined ? createTestIdentity() : parameters.identity
  const query = new URLSearchParams({ projectId: 'local-test', ua: 'wc-2/js-test' })
  const auth = parameters.auth ?? (identity ? signAuthJwt(identity, { aud: url }) : undefined)
  if (auth !== undefined) query.set('auth', auth)
  const socket = new WebSocket(`${url}?${query}`, {
    autoPong,
    ...(localAddress ? { localAddress } : {}),
    ...(headers ? { headers } : {}),
  })
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
    clientId: identity?.clientId ?? '',
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

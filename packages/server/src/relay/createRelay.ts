import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { type RawData, WebSocket, WebSocketServer } from 'ws'
import type { Logger } from '../logger.js'
import {
  createMailbox,
  type MailboxEntry,
  type MailboxRefusal,
  type MailboxStats,
} from './createMailbox.js'
import { createRateLimiter, type RateLimiter } from './createRateLimiter.js'
import { isRelayAudience } from './isRelayAudience.js'
import { parseRelayFrame, type RelayFrame } from './parseRelayFrame.js'
import { readClientId } from './readClientId.js'
import { readSourceKey } from './readSourceKey.js'
import { rejectUpgrade } from './rejectUpgrade.js'
import { type RelayErrorCode, relayErrorCodes } from './relayErrorCodes.js'
import { defaultRelayLimits, type RelayLimits } from './relayLimits.js'
import {
  isRelayMethod,
  parseRelayParams,
  type RelayMethod,
  type RelayMethodParams,
} from './relayParams.js'

/** Parameters of `createRelay`. */
export type CreateRelayParameters = {
  /** Gets connects and disconnects at debug level and abuse at warn, never message contents. */
  logger: Logger
  /**
   * The relay's URL as clients are given it (`wss://latch.example.com/relay`): the `aud` a
   * client's `auth` JWT must carry. Without it, `aud` must name the host and path the upgrade
   * request was sent to.
   */
  url?: string | undefined
  /**
   * Count sources by the last `X-Forwarded-For` entry instead of the socket's peer (only
   * behind a proxy that sets it). Defaults to `false`.
   */
  trustProxy?: boolean | undefined
  /** Stamps and expires mailbox messages and refills rate limits. Defaults to the system clock. */
  now?: (() => Date) | undefined
  /** Each field defaults to its value in `defaultRelayLimits`. */
  limits?: Partial<RelayLimits> | undefined
}

/** Counters of a running relay. */
export type RelayStats = {
  /** Open sockets. */
  connections: number
  /** Distinct client ids among the open sockets. */
  clients: number
  /** Socket-topic subscriptions. */
  subscriptions: number
  mailbox: MailboxStats
}

/** A WalletConnect v2 relay that lives on an HTTP server's `upgrade` event. */
export type Relay = {
  /** Takes over an HTTP upgrade request (answers 503 once closed or full). */
  handleUpgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => void
  /** Closes every socket with 1001 (cutting those that do not answer within 1 s), then stops. */
  close: () => Promise<void>
  stats: () => RelayStats
}

type Connection = {
  socket: WebSocket
  clientId: string
  /** The address bucket its socket and stored messages count against. */
  sourceKey: string
  /** Topic to subscription id. */
  subscriptions: Map<string, string>
  limiter: RateLimiter
  publishLimiter: RateLimiter
  /** Whether a refused publish was logged already (once per socket, not per publish). */
  warnedQuota: boolean
  malformedFrames: number
  isAlive: boolean
}

type Outcome =
  | { result: unknown; after?: (() => void) | undefined }
  | { error: { code: RelayErrorCode; message: string } }

type PublishInput = {
  topic: string
  message: string
  ttl?: number | undefined
  tag?: number | undefined
  attestation?: string | null | undefined
}

// The tags the SDK gives these messages when it publishes them itself.
const tags = { sessionProposal: 1100, sessionProposalResponse: 1101, sessionSettlement: 1102 }
// A fetch answer stays well under a client's frame limit; `hasMore` asks for the rest.
const fetchPageBytes = 4 * 1024 * 1024
const closeGraceMs = 1000

// The SDK computes a subscription's id the same way, so ours match the ones it stored.
const toSubscriptionId = (topic: string, clientId: string) =>
  createHash('sha256')
    .update(topic + clientId)
    .digest('hex')

const toText = (data: RawData): string =>
  Buffer.isBuffer(data)
    ? data.toString('utf8')
    : Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data).toString('utf8')

const binaryFrame: RelayFrame = {
  type: 'invalid',
  idJson: 'null',
  code: relayErrorCodes.parseError,
  message: 'Binary frames are not supported.',
}

/**
 * Creates a WalletConnect v2 ("irn") relay for development and small single-instance setups:
 * `npm start` and the test suites pair wallets through it with no internet. It keeps a mailbox
 * per topic for late subscribers and never echoes a client's messages back to it. A client's
 * id is the `iss` of its verified `auth` JWT (see `readClientId`), so no client can take
 * another's messages. Every resource is bounded per socket, per topic and per source (an
 * address, IPv6 by /64), with a total only as the last resort (see `RelayLimits`); a publish
 * over a quota is refused with an error the SDK retries, and never evicts others' messages.
 *
 * @example
 * import { createServer } from 'node:http'
 * import { createLogger, createRelay } from '@latch/server'
 * const relay = createRelay({ logger: createLogger(), url: 'ws://127.0.0.1:8787/relay' })
 * const server = createServer().listen(8787)
 * server.on('upgrade', (request, socket, head) => relay.handleUpgrade(request, socket, head))
 */
export function createRelay(parameters: CreateRelayParameters): Relay {
  const { logger } = parameters
  const limits: RelayLimits = { ...defaultRelayLimits, ...parameters.limits }
  const clock = parameters.now ?? (() => new Date())
  const now = () => clock().getTime()
  const mailbox = createMailbox({ ...limits, now })
  const server = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    maxPayload: limits.maxPayloadBytes,
    perMessageDeflate: false,
  })
  const connections = new Set<Connection>()
  const subscribers = new Map<string, Set<Connection>>()
  // Sockets from the accepted upgrade until they close, handshakes included, in all and by source.
  let openSockets = 0
  const socketsBySource = new Map<string, number>()
  let nextMessageId = Date.now() * 1000
  let closing: Promise<void> | undefined

  //////////////////////////////////////////////////////////////////////////////////////////////
  // Sending

  const send = (connection: Connection, text: string, onFailure?: () => void): boolean => {
    const { socket } = connection
    if (socket.readyState !== WebSocket.OPEN) return false
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      logger.warn('relay client reads too slowly, disconnected', {
        client: connection.clientId,
        bufferedBytes: socket.bufferedAmount,
      })
      socket.terminate()
      return false
    }
    socket.send(text, onFailure && ((error) => error && onFailure()))
    return true
  }

  const sendError = (
    connection: Connection,
    idJson: string,
    code: RelayErrorCode,
    message: string,
  ) => {
    send(
      connection,
      `{"id":${idJson},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`,
    )
  }

  const deliver = (connection: Connection, entry: MailboxEntry) => {
    const forget = () => mailbox.unmarkDelivered(entry, connection.clientId)
    const data = {
      topic: entry.topic,
      message: entry.message,
      publishedAt: entry.publishedAt,
      tag: entry.tag,
      ...(entry.attestation ? { attestation: entry.attestation } : {}),
    }
    const frame = {
      id: ++nextMessageId,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id:
          connection.subscriptions.get(entry.topic) ??
          toSubscriptionId(entry.topic, connection.clientId),
        data,
      },
    }
    if (!send(connection, JSON.stringify(frame), forget)) forget()
  }

  //////////////////////////////////////////////////////////////////////////////////////////////
  // Topics and messages

  const subscribe = (connection: Connection, topics: string[]): string[] | undefined => {
    const added = new Set(topics.filter((topic) => !connection.subscriptions.has(topic)))
    if (connection.subscriptions.size + added.size > limits.maxTopicsPerSocket) return undefined
    return topics.map((topic) => {
      const existing = connection.subscriptions.get(topic)
      if (existing) return existing
      const id = toSubscriptionId(topic, connection.clientId)
      connection.subscriptions.set(topic, id)
      let set = subscribers.get(topic)
      if (!set) {
        set = new Set()
        subscribers.set(topic, set)
      }
      set.add(connection)
      return id
    })
  }

  const unsubscribe = (connection: Connection, topic: string) => {
    connection.subscriptions.delete(topic)
    const set = subscribers.get(topic)
    set?.delete(connection)
    if (set?.size === 0) subscribers.delete(topic)
  }

  const deliverMailbox = (connection: Connection, topics: Iterable<string>) => {
    for (const topic of new Set(topics))
      for (const entry of mailbox.pending(topic, connection.clientId))
        if (mailbox.markDelivered(entry, connection.clientId)) deliver(connection, entry)
  }

  const refusedMessages: { [reason in MailboxRefusal]: () => string } = {
    topic: () => `Quota exceeded: a topic may hold ${limits.maxStoredBytesPerTopic} bytes.`,
    source: () =>
      `Quota exceeded: one address may hold ${limits.maxStoredBytesPerSource} bytes of messages.`,
    total: () => 'Quota exceeded: the relay holds as many messages as it can.',
  }

  /** Stores and delivers messages, all or none; an error outcome when a quota refuses them. */
  const publish = (connection: Connection, inputs: PublishInput[]): Outcome | undefined => {
    const refuse = (code: RelayErrorCode, message: string, reason: string): Outcome => {
      if (!connection.warnedQuota) {
        connection.warnedQuota = true
        logger.warn('relay publish refused', { client: connection.clientId, reason })
      }
      return { error: { code, message } }
    }
    if (!connection.publishLimiter.take(inputs.length))
      return refuse(
        relayErrorCodes.rateLimited,
        `Rate limited: a socket may publish ${limits.maxPublishesPerSecond} messages a second.`,
        'rate',
      )
    const result = mailbox.put(
      { senderId: connection.clientId, sourceKey: connection.sourceKey },
      inputs.map((input) => ({ ...input, attestation: input.attestation ?? undefined })),
    )
    if (result.status === 'refused')
      return refuse(relayErrorCodes.quotaExceeded, refusedMessages[result.reason](), result.reason)
    // A repeat of a live message (an SDK retry) has no entry: it was delivered the first time.
    for (const entry of result.entries)
      if (entry)
        for (const subscriber of subscribers.get(entry.topic) ?? [])
          if (mailbox.markDelivered(entry, subscriber.clientId)) deliver(subscriber, entry)
    return undefined
  }

  const tooManySubscriptions = (): Outcome => ({
    error: {
      code: relayErrorCodes.tooManySubscriptions,
      message: `Too many subscriptions: a socket may hold ${limits.maxTopicsPerSocket}.`,
    },
  })

  const tooLargeBatch = (): Outcome => ({
    error: {
      code: relayErrorCodes.invalidParams,
      message: `Invalid params: a batch may hold ${limits.maxBatchSize} entries.`,
    },
  })

  //////////////////////////////////////////////////////////////////////////////////////////////
  // Methods

  const methods: {
    [method in RelayMethod]: (connection: Connection, params: RelayMethodParams<method>) => Outcome
  } = {
    irn_subscribe: (connection, { topic }) => {
      const ids = subscribe(connection, [topic])
      if (!ids) return tooManySubscriptions()
      return { result: ids[0], after: () => deliverMailbox(connection, [topic]) }
    },
    irn_batchSubscribe: (connection, { topics }) => {
      if (topics.length > limits.maxBatchSize) return tooLargeBatch()
      const ids = subscribe(connection, topics)
      if (!ids) return tooManySubscriptions()
      return { result: ids, after: () => deliverMailbox(connection, topics) }
    },
    irn_unsubscribe: (connection, { topic }) => {
      unsubscribe(connection, topic)
      return { result: true }
    },
    irn_batchUnsubscribe: (connection, { subscriptions }) => {
      if (subscriptions.length > limits.maxBatchSize) return tooLargeBatch()
      for (const { topic } of subscriptions) unsubscribe(connection, topic)
      return { result: true }
    },
    irn_publish: (connection, params) => publish(connection, [params]) ?? { result: true },
    irn_batchPublish: (connection, { messages }) => {
      if (messages.length > limits.maxBatchSize) return tooLargeBatch()
      return publish(connection, messages) ?? { result: true }
    },
    irn_batchFetchMessages: (connection, { topics }) => {
      if (topics.length > limits.maxBatchSize) return tooLargeBatch()
      const messages: Record<string, unknown>[] = []
      let bytes = 0
      let hasMore = false
      for (const topic of new Set(topics)) {
        for (const entry of mailbox.pending(topic, connection.clientId)) {
          if (messages.length > 0 && bytes + entry.message.length > fetchPageBytes) {
            hasMore = true
            break
          }
          mailbox.markDelivered(entry, connection.clientId)
          bytes += entry.message.length
          messages.push({
            topic,
            message: entry.message,
            publishedAt: entry.publishedAt,
            tag: entry.tag,
            ...(entry.attestation ? { attestation: entry.attestation } : {}),
          })
        }
        if (hasMore) break
      }
      return { result: { messages, hasMore } }
    },
    // Since 2.2x the dapp does not subscribe to the pairing topic itself: proposing does.
    wc_proposeSession: (connection, params) => {
      if (!subscribe(connection, [params.pairingTopic])) return tooManySubscriptions()
      const refused = publish(connection, [
        {
          ...params,
          topic: params.pairingTopic,
          message: params.sessionProposal,
          tag: params.tag ?? tags.sessionProposal,
        },
      ])
      return (
        refused ?? { result: true, after: () => deliverMailbox(connection, [params.pairingTopic]) }
      )
    },
    // Likewise the wallet's approval subscribes it to the session topic, answers the proposal
    // on the pairing topic and settles the session on the new topic.
    wc_approveSession: (connection, params) => {
      if (!subscribe(connection, [params.sessionTopic])) return tooManySubscriptions()
      const refused = publish(connection, [
        {
          ttl: params.ttl,
          topic: params.pairingTopic,
          message: params.sessionProposalResponse,
          tag: tags.sessionProposalResponse,
        },
        {
          ttl: params.ttl,
          topic: params.sessionTopic,
          message: params.sessionSettlementRequest,
          tag: tags.sessionSettlement,
        },
      ])
      return (
        refused ?? { result: true, after: () => deliverMailbox(connection, [params.sessionTopic]) }
      )
    },
  }

  const runMethod = <method extends RelayMethod>(
    method: method,
    connection: Connection,
    params: RelayMethodParams<method>,
  ): Outcome =>
    (methods[method] as (connection: Connection, params: RelayMethodParams<method>) => Outcome)(
      connection,
      params,
    )

  //////////////////////////////////////////////////////////////////////////////////////////////
  // Frames

  const handleRequest = (connection: Connection, frame: RelayFrame & { type: 'request' }) => {
    const { idJson, method } = frame
    if (!isRelayMethod(method))
      return sendError(connection, idJson, relayErrorCodes.methodNotFound, 'Method not found.')
    const params = parseRelayParams(method, frame.params)
    if (!params.success)
      return sendError(connection, idJson, relayErrorCodes.invalidParams, params.message)
    const outcome = runMethod(method, connection, params.data)
    if ('error' in outcome)
      return sendError(connection, idJson, outcome.error.code, outcome.error.message)
    send(connection, `{"id":${idJson},"jsonrpc":"2.0","result":${JSON.stringify(outcome.result)}}`)
    // Mailbox messages go out after the answer, once the client knows the subscription.
    outcome.after?.()
  }

  const handleFrame = (connection: Connection, data: RawData, isBinary: boolean) => {
    const { socket } = connection
    // Frames already buffered when the socket started closing are dropped.
    if (socket.readyState !== WebSocket.OPEN) return
    const frame = isBinary ? binaryFrame : parseRelayFrame(toText(data))
    // The client's acknowledgement of an irn_subscription; delivery does not wait for it.
    if (frame.type === 'response') {
      connection.malformedFrames = 0
      return
    }
    if (!connection.limiter.take()) {
      sendError(connection, frame.idJson, relayErrorCodes.rateLimited, 'Rate limited.')
      if (connection.limiter.strikes() > limits.maxRateLimitedRequests) {
        logger.warn('relay client flooded, disconnected', { client: connection.clientId })
        socket.close(1008, 'Rate limited')
      }
      return
    }
    if (frame.type === 'invalid') {
      sendError(connection, frame.idJson, frame.code, frame.message)
      connection.malformedFrames += 1
      if (connection.malformedFrames >= limits.maxMalformedFrames) {
        logger.warn('relay client sent malformed frames, disconnected', {
          client: connection.clientId,
        })
        socket.close(1007, 'Malformed frames')
      }
      return
    }
    connection.malformedFrames = 0
    try {
      handleRequest(connection, frame)
    } catch (error) {
      // A bug in a method must cost one request, not the process or the other sockets.
      logger.error('relay request failed', { method: frame.method, error })
      sendError(connection, frame.idJson, relayErrorCodes.internalError, 'Internal error.')
    }
  }

  //////////////////////////////////////////////////////////////////////////////////////////////
  // Sockets

  const onConnection = (socket: WebSocket, clientId: string, sourceKey: string) => {
    const connection: Connection = {
      socket,
      clientId,
      sourceKey,
      subscriptions: new Map(),
      limiter: createRateLimiter({ perSecond: limits.maxRequestsPerSecond, now }),
      publishLimiter: createRateLimiter({ perSecond: limits.maxPublishesPerSecond, now }),
      warnedQuota: false,
      malformedFrames: 0,
      isAlive: true,
    }
    connections.add(connection)
    logger.debug('relay client connected', { client: clientId, connections: connections.size })
    socket.on('message', (data, isBinary) => handleFrame(connection, data, isBinary))
    socket.on('pong', () => {
      connection.isAlive = true
    })
    // ws closes the socket itself after an error (1009 for an oversized frame, 1007 for bad
    // UTF-8); the listener only keeps the error from being unhandled.
    socket.on('error', (error) => {
      logger.debug('relay socket error', { client: clientId, error: error.message })
    })
    socket.once('close', (code) => {
      connections.delete(connection)
      for (const topic of [...connection.subscriptions.keys()]) unsubscribe(connection, topic)
      logger.debug('relay client disconnected', {
        client: clientId,
        code,
        connections: connections.size,
      })
    })
  }

  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      if (!connection.isAlive) {
        logger.debug('relay client stopped answering pings', { client: connection.clientId })
        connection.socket.terminate()
        continue
      }
      connection.isAlive = false
      if (connection.socket.readyState === WebSocket.OPEN) connection.socket.ping()
    }
  }, limits.pingIntervalMs)
  heartbeat.unref()

  const sweeper = setInterval(() => {
    const removed = mailbox.sweep()
    if (removed > 0) logger.debug('relay mailbox swept', { expired: removed })
  }, limits.sweepIntervalMs)
  sweeper.unref()

  // A JWT made for this relay: the configured URL, or else the one the request was sent to.
  const isAudienceOf = (request: IncomingMessage) => (audience: string) => {
    if (parameters.url) return isRelayAudience(audience, parameters.url)
    const { host } = request.headers
    const { pathname } = new URL(request.url ?? '/', 'ws://relay.invalid')
    return (
      host !== undefined &&
      ['ws', 'wss'].some((scheme) => isRelayAudience(audience, `${scheme}://${host}${pathname}`))
    )
  }

  // Counts a socket against its source until it closes; `false` when the source has no room.
  const holdSocket = (socket: Duplex, sourceKey: string): boolean => {
    const held = socketsBySource.get(sourceKey) ?? 0
    if (held >= limits.maxConnectionsPerSource) return false
    socketsBySource.set(sourceKey, held + 1)
    openSockets += 1
    socket.once('close', () => {
      openSockets -= 1
      const left = (socketsBySource.get(sourceKey) ?? 1) - 1
      if (left > 0) socketsBySource.set(sourceKey, left)
      else socketsBySource.delete(sourceKey)
    })
    return true
  }

  const acceptUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (closing || socket.destroyed) return rejectUpgrade(socket, 503)
    if (openSockets >= limits.maxConnections) {
      logger.warn('relay full, upgrade refused', { connections: openSockets })
      return rejectUpgrade(socket, 503)
    }
    const sourceKey = readSourceKey(request, parameters.trustProxy ?? false)
    const auth = readClientId(request.url, {
      isAudience: isAudienceOf(request),
      now: now() / 1000,
    })
    if (auth.status === 'rejected') {
      logger.warn('relay client refused', { reason: auth.reason })
      return rejectUpgrade(socket, 401)
    }
    if (!holdSocket(socket, sourceKey)) {
      logger.warn('relay source holds its share of sockets, upgrade refused', {
        sockets: limits.maxConnectionsPerSource,
      })
      return rejectUpgrade(socket, 503)
    }
    const clientId =
      auth.status === 'verified' ? auth.clientId : `anonymous:${randomBytes(8).toString('hex')}`
    server.handleUpgrade(request, socket, head, (webSocket) => {
      if (closing) webSocket.terminate()
      else onConnection(webSocket, clientId, sourceKey)
    })
  }

  return {
    handleUpgrade: (request, socket, head) => {
      try {
        acceptUpgrade(request, socket, head)
      } catch (error) {
        // This runs in the HTTP server's 'upgrade' listener, where a throw would end the process.
        logger.error('relay upgrade failed', { error })
        rejectUpgrade(socket, 500)
      }
    },
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        clearInterval(heartbeat)
        clearInterval(sweeper)
        const finish = () => {
          clearTimeout(force)
          subscribers.clear()
          mailbox.clear()
          server.close(() => resolve())
        }
        const force = setTimeout(() => {
          for (const connection of connections) connection.socket.terminate()
        }, closeGraceMs)
        force.unref()
        let open = connections.size
        if (open === 0) return finish()
        for (const { socket } of connections) {
          socket.once('close', () => {
            open -= 1
            if (open === 0) finish()
          })
          socket.close(1001, 'Relay shutting down')
        }
      })
      return closing
    },
    stats: () => {
      let subscriptions = 0
      const clients = new Set<string>()
      for (const connection of connections) {
        subscriptions += connection.subscriptions.size
        clients.add(connection.clientId)
      }
      return {
        connections: connections.size,
        clients: clients.size,
        subscriptions,
        mailbox: mailbox.stats(),
      }
    },
  }
}

import type { RelayLimits } from './relayLimits.js'

/** The shortest time a message is kept, whatever `ttl` the publisher asked for. */
const minimumTtlSeconds = 10
/** The longest time a message is kept. */
const maximumTtlSeconds = 7 * 24 * 60 * 60
/** The `ttl` of a publish that gives none (the SDK's own default). */
const defaultTtlSeconds = 300

// Rough per-entry cost beyond the strings (objects, map slots), so that many tiny messages
// are bounded too.
const entryOverheadBytes = 128
// A recipient's id (a did:key is 56 characters) and its set slot; reserved when a message is
// stored, so that deliveries never grow the mailbox past what was admitted.
const recipientOverheadBytes = 96

/** A message as published on a topic. */
type MailboxMessage = {
  topic: string
  message: string
  /** Milliseconds since the epoch. */
  publishedAt: number
  tag: number
  attestation: string | undefined
}

/** A stored message and who has had it. */
export type MailboxEntry = MailboxMessage & {
  /** The publisher's client id; the message is never handed back to it. */
  senderId: string
  /** The publisher's source (address bucket), whose quota the message counts against. */
  sourceKey: string
  /** Milliseconds since the epoch. */
  expiresAt: number
  bytes: number
  /** Client ids the message was delivered to, so that each gets it once. */
  deliveredTo: Set<string>
}

/** Who publishes: the client id it must not be echoed to and the source it is charged to. */
type MailboxPublisher = { senderId: string; sourceKey: string }

/** One message of `Mailbox.put`. */
export type MailboxPutMessage = {
  topic: string
  message: string
  /** Seconds; clamped to [10 s, 7 days]. Defaults to 300. */
  ttl?: number | undefined
  /** Defaults to `0`. */
  tag?: number | undefined
  attestation?: string | undefined
}

/**
 * Which bound a refused put would have crossed: a message bigger than a topic may hold, the
 * publisher's source quota, or the mailbox's total.
 */
export type MailboxRefusal = 'topic' | 'source' | 'total'

/** What `Mailbox.put` did. */
type MailboxPutResult =
  /** One entry per message; `undefined` where the same message was already live on its topic. */
  | { status: 'stored'; entries: (MailboxEntry | undefined)[] }
  /** Nothing was stored. */
  | { status: 'refused'; reason: MailboxRefusal }

/** Size counters of a mailbox. */
export type MailboxStats = { topics: number; messages: number; bytes: number }

/** Messages per topic, kept until they expire, for subscribers that arrive later. */
export type Mailbox = {
  /**
   * Stores messages, all or none. A topic over its own bounds drops its own oldest messages;
   * a publish over its source's quota or the total is refused, so that no one's flood
   * removes another topic's messages.
   */
  put: (publisher: MailboxPublisher, messages: MailboxPutMessage[]) => MailboxPutResult
  /**
   * The live messages of a topic that `clientId` neither sent nor received yet, oldest first,
   * leaving out those already handed to `maxRecipientsPerMessage` clients.
   */
  pending: (topic: string, clientId: string) => MailboxEntry[]
  /**
   * Whether to hand `entry` to `clientId` now, recorded so that it happens once: `false` when
   * the client had it already or sent it. Past `maxRecipientsPerMessage` a live delivery goes
   * out unrecorded (and `pending` no longer lists the message).
   */
  markDelivered: (entry: MailboxEntry, clientId: string) => boolean
  /** Forgets a delivery that did not reach the client, so a later subscription retries it. */
  unmarkDelivered: (entry: MailboxEntry, clientId: string) => void
  /** Removes expired messages; returns how many. */
  sweep: () => number
  stats: () => MailboxStats
  /** Bytes the messages of `sourceKey` hold. */
  sourceBytes: (sourceKey: string) => number
  clear: () => void
}

/** Parameters of `createMailbox`. */
export type CreateMailboxParameters = Pick<
  RelayLimits,
  | 'maxMessagesPerTopic'
  | 'maxStoredBytesPerTopic'
  | 'maxStoredBytesPerSource'
  | 'maxStoredBytes'
  | 'maxRecipientsPerMessage'
> & {
  /** Milliseconds since the epoch. */
  now: () => number
}

type Topic = { messages: Map<string, MailboxEntry>; bytes: number }

/** Clamps a publisher's `ttl` (seconds) to what the mailbox keeps. */
export function clampTtl(ttl: number | undefined): number {
  if (ttl === undefined || !Number.isFinite(ttl)) return defaultTtlSeconds
  return Math.min(maximumTtlSeconds, Math.max(minimumTtlSeconds, Math.floor(ttl)))
}

/** Creates an in-memory mailbox bounded per topic, per source and in total. */
export function createMailbox(parameters: CreateMailboxParameters): Mailbox {
  const { now, maxRecipientsPerMessage } = parameters
  // Per topic, keyed by message (which also de-duplicates); Maps keep insertion order.
  const topics = new Map<string, Topic>()
  const sources = new Map<string, number>()
  let messages = 0
  let bytes = 0

  const costOf = (message: MailboxPutMessage, senderId: string) =>
    message.topic.length +
    message.message.length +
    senderId.length +
    (message.attestation?.length ?? 0) +
    entryOverheadBytes +
    maxRecipientsPerMessage * recipientOverheadBytes

  const charge = (sourceKey: string, amount: number) => {
    const total = (sources.get(sourceKey) ?? 0) + amount
    if (total > 0) sources.set(sourceKey, total)
    else sources.delete(sourceKey)
    bytes += amount
  }

  const remove = (entry: MailboxEntry) => {
    const topic = topics.get(entry.topic)
    if (topic?.messages.get(entry.message) !== entry) return
    topic.messages.delete(entry.message)
    topic.bytes -= entry.bytes
    if (topic.messages.size === 0) topics.delete(entry.topic)
    messages -= 1
    charge(entry.sourceKey, -entry.bytes)
  }

  const live = (topic: string): MailboxEntry[] => {
    const stored = topics.get(topic)
    if (!stored) return []
    const time = now()
    const result: MailboxEntry[] = []
    for (const entry of [...stored.messages.values()]) {
      if (entry.expiresAt <= time) remove(entry)
      else result.push(entry)
    }
    return result
  }

  const isLive = (topic: string, message: string) => {
    const entry = topics.get(topic)?.messages.get(message)
    return entry !== undefined && entry.expiresAt > now()
  }

  const refusal = (
    { senderId, sourceKey }: MailboxPublisher,
    batch: MailboxPutMessage[],
  ): MailboxRefusal | undefined => {
    let added = 0
    const seen = new Set<string>()
    for (const message of batch) {
      const key = `${message.topic}\n${message.message}`
      if (seen.has(key) || isLive(message.topic, message.message)) continue
      seen.add(key)
      const cost = costOf(message, senderId)
      if (cost > parameters.maxStoredBytesPerTopic) return 'topic'
      added += cost
    }
    if ((sources.get(sourceKey) ?? 0) + added > parameters.maxStoredBytesPerSource) return 'source'
    if (bytes + added > parameters.maxStoredBytes) return 'total'
    return undefined
  }

  const store = (publisher: MailboxPublisher, message: MailboxPutMessage) => {
    const time = now()
    const existing = topics.get(message.topic)?.messages.get(message.message)
    if (existing && existing.expiresAt > time) return undefined
    if (existing) remove(existing)
    let topic = topics.get(message.topic)
    if (!topic) {
      topic = { messages: new Map(), bytes: 0 }
      topics.set(message.topic, topic)
    }
    const entry: MailboxEntry = {
      topic: message.topic,
      message: message.message,
      publishedAt: time,
      tag: message.tag ?? 0,
      attestation: message.attestation,
      senderId: publisher.senderId,
      sourceKey: publisher.sourceKey,
      expiresAt: time + clampTtl(message.ttl) * 1000,
      bytes: costOf(message, publisher.senderId),
      deliveredTo: new Set(),
    }
    topic.messages.set(entry.message, entry)
    topic.bytes += entry.bytes
    messages += 1
    charge(entry.sourceKey, entry.bytes)
    // Only the topic's own backlog makes room for it.
    while (
      topic.messages.size > parameters.maxMessagesPerTopic ||
      topic.bytes > parameters.maxStoredBytesPerTopic
    ) {
      const oldest = topic.messages.values().next().value
      if (!oldest || oldest === entry) break
      remove(oldest)
    }
    return entry
  }

  return {
    put: (publisher, batch) => {
      const reason = refusal(publisher, batch)
      if (reason) return { status: 'refused', reason }
      return { status: 'stored', entries: batch.map((message) => store(publisher, message)) }
    },
    pending: (topic, clientId) =>
      live(topic).filter(
        (entry) =>
          entry.senderId !== clientId &&
          !entry.deliveredTo.has(clientId) &&
          entry.deliveredTo.size < maxRecipientsPerMessage,
      ),
    markDelivered: (entry, clientId) => {
      if (entry.senderId === clientId || entry.deliveredTo.has(clientId)) return false
      if (entry.deliveredTo.size < maxRecipientsPerMessage) entry.deliveredTo.add(clientId)
      return true
    },
    unmarkDelivered: (entry, clientId) => {
      entry.deliveredTo.delete(clientId)
    },
    sweep: () => {
      const time = now()
      let removed = 0
      for (const topic of [...topics.values()])
        for (const entry of [...topic.messages.values()]) {
          if (entry.expiresAt > time) continue
          remove(entry)
          removed++
        }
      return removed
    },
    stats: () => ({ topics: topics.size, messages, bytes }),
    sourceBytes: (sourceKey) => sources.get(sourceKey) ?? 0,
    clear: () => {
      topics.clear()
      sources.clear()
      messages = 0
      bytes = 0
    },
  }
}

/** The shortest time a message is kept, whatever `ttl` the publisher asked for. */
export const minimumTtlSeconds = 10
/** The longest time a message is kept. */
export const maximumTtlSeconds = 7 * 24 * 60 * 60
/** The `ttl` of a publish that gives none (the SDK's own default). */
export const defaultTtlSeconds = 300

// Rough per-entry cost beyond the strings (objects, map slots), so that many tiny messages
// are bounded too.
const entryOverheadBytes = 128
const deliveryOverheadBytes = 32

/** A message as published on a topic. */
export type MailboxMessage = {
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
  /** Milliseconds since the epoch. */
  expiresAt: number
  /** Insertion order across all topics. */
  sequence: number
  bytes: number
  /** Client ids the message was delivered to, so that each gets it once. */
  deliveredTo: Set<string>
}

/** Parameters of `Mailbox.put`. */
export type MailboxPutParameters = {
  topic: string
  message: string
  senderId: string
  /** Seconds; clamped to [10 s, 7 days]. Defaults to 300. */
  ttl?: number | undefined
  /** Defaults to `0`. */
  tag?: number | undefined
  attestation?: string | undefined
}

/** Size counters of a mailbox. */
export type MailboxStats = { topics: number; messages: number; bytes: number }

/** Messages per topic, kept until they expire, for subscribers that arrive later. */
export type Mailbox = {
  /** Stores a message; `undefined` when the same message is already live on the topic. */
  put: (parameters: MailboxPutParameters) => MailboxEntry | undefined
  /** The live messages of a topic that `clientId` neither sent nor received yet, oldest first. */
  pending: (topic: string, clientId: string) => MailboxEntry[]
  /** Records a delivery; `false` when the client had the message already or sent it. */
  markDelivered: (entry: MailboxEntry, clientId: string) => boolean
  /** Forgets a delivery that did not reach the client, so a later subscription retries it. */
  unmarkDelivered: (entry: MailboxEntry, clientId: string) => void
  /** Removes expired messages; returns how many. */
  sweep: () => number
  stats: () => MailboxStats
  clear: () => void
}

/** Parameters of `createMailbox`. */
export type CreateMailboxParameters = {
  /** Milliseconds since the epoch. */
  now: () => number
  maxMessagesPerTopic: number
  maxStoredBytes: number
}

/** Clamps a publisher's `ttl` (seconds) to what the mailbox keeps. */
export function clampTtl(ttl: number | undefined): number {
  if (ttl === undefined || !Number.isFinite(ttl)) return defaultTtlSeconds
  return Math.min(maximumTtlSeconds, Math.max(minimumTtlSeconds, Math.floor(ttl)))
}

/** Creates an in-memory mailbox bounded per topic and in total bytes. */
export function createMailbox(parameters: CreateMailboxParameters): Mailbox {
  const { now, maxMessagesPerTopic, maxStoredBytes } = parameters
  // Per topic, keyed by message (which also de-duplicates); Maps keep insertion order.
  const topics = new Map<string, Map<string, MailboxEntry>>()
  const all = new Map<number, MailboxEntry>()
  let sequence = 0
  let bytes = 0

  const remove = (entry: MailboxEntry) => {
    const messages = topics.get(entry.topic)
    if (messages?.get(entry.message) === entry) {
      messages.delete(entry.message)
      if (messages.size === 0) topics.delete(entry.topic)
    }
    if (all.delete(entry.sequence)) bytes -= entry.bytes
  }

  const live = (topic: string): MailboxEntry[] => {
    const messages = topics.get(topic)
    if (!messages) return []
    const time = now()
    const result: MailboxEntry[] = []
    for (const entry of [...messages.values()]) {
      if (entry.expiresAt <= time) remove(entry)
      else result.push(entry)
    }
    return result
  }

  const markDelivered = (entry: MailboxEntry, clientId: string) => {
    if (entry.senderId === clientId || entry.deliveredTo.has(clientId)) return false
    entry.deliveredTo.add(clientId)
    if (all.has(entry.sequence)) {
      const cost = clientId.length + deliveryOverheadBytes
      entry.bytes += cost
      bytes += cost
      evict()
    }
    return true
  }

  const evict = () => {
    while (bytes > maxStoredBytes) {
      const oldest = all.values().next().value
      if (!oldest) break
      remove(oldest)
    }
  }

  return {
    put: ({ topic, message, senderId, ttl, tag = 0, attestation }) => {
      const time = now()
      let messages = topics.get(topic)
      const existing = messages?.get(message)
      if (existing && existing.expiresAt > time) return undefined
      if (existing) remove(existing)
      messages = topics.get(topic)
      if (!messages) {
        messages = new Map()
        topics.set(topic, messages)
      }
      const entry: MailboxEntry = {
        topic,
        message,
        publishedAt: time,
        tag,
        attestation,
        senderId,
        expiresAt: time + clampTtl(ttl) * 1000,
        sequence: ++sequence,
        bytes:
          topic.length +
          message.length +
          senderId.length +
          (attestation?.length ?? 0) +
          entryOverheadBytes,
        deliveredTo: new Set(),
      }
      messages.set(message, entry)
      all.set(entry.sequence, entry)
      bytes += entry.bytes
      while (messages.size > maxMessagesPerTopic) {
        const oldest = messages.values().next().value
        if (!oldest) break
        remove(oldest)
      }
      evict()
      return entry
    },
    pending: (topic, clientId) =>
      live(topic).filter(
        (entry) => entry.senderId !== clientId && !entry.deliveredTo.has(clientId),
      ),
    markDelivered,
    unmarkDelivered: (entry, clientId) => {
      if (!entry.deliveredTo.delete(clientId) || !all.has(entry.sequence)) return
      const cost = clientId.length + deliveryOverheadBytes
      entry.bytes -= cost
      bytes -= cost
    },
    sweep: () => {
      const time = now()
      let removed = 0
      for (const entry of [...all.values()]) {
        if (entry.expiresAt > time) continue
        remove(entry)
        removed++
      }
      return removed
    },
    stats: () => ({ topics: topics.size, messages: all.size, bytes }),
    clear: () => {
      topics.clear()
      all.clear()
      bytes = 0
    },
  }
}

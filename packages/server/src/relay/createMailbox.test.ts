import { describe, expect, test } from 'vitest'
import {
  type CreateMailboxParameters,
  clampTtl,
  createMailbox,
  type MailboxPutMessage,
} from './createMailbox.js'

const setup = (limits: Partial<Omit<CreateMailboxParameters, 'now'>> = {}) => {
  const clock = { time: 1_000_000 }
  const mailbox = createMailbox({
    now: () => clock.time,
    maxMessagesPerTopic: 500,
    maxStoredBytesPerTopic: 1_000_000,
    maxStoredBytesPerSource: 1_000_000,
    maxStoredBytes: 1_000_000,
    maxRecipientsPerMessage: 8,
    ...limits,
  })
  /** Puts one message from `senderId`, charged to source `sourceKey`; its entry or refusal. */
  const put = (message: MailboxPutMessage, senderId = 'a', sourceKey = 'source-a') => {
    const result = mailbox.put({ senderId, sourceKey }, [message])
    return result.status === 'stored' ? result.entries[0] : result.reason
  }
  return { clock, mailbox, put }
}

const messagesOf = (entries: { message: string }[]) => entries.map((entry) => entry.message)

describe('createMailbox', () => {
  test('default', () => {
    const { mailbox, put } = setup()
    expect(put({ topic: 't', message: 'm1', ttl: 60, tag: 1108 })).toMatchObject({
      topic: 't',
      message: 'm1',
      senderId: 'a',
      sourceKey: 'source-a',
      publishedAt: 1_000_000,
      expiresAt: 1_060_000,
      tag: 1108,
    })
    expect(messagesOf(mailbox.pending('t', 'b'))).toEqual(['m1'])
    expect(mailbox.pending('t', 'a')).toEqual([])
    expect(mailbox.pending('other', 'b')).toEqual([])
    expect(mailbox.stats()).toMatchObject({ topics: 1, messages: 1 })
    expect(mailbox.sourceBytes('source-a')).toBe(mailbox.stats().bytes)
  })

  test('behavior: a delivery is recorded once per client and never to the sender', () => {
    const { mailbox, put } = setup()
    const entry = put({ topic: 't', message: 'm1' })
    if (typeof entry !== 'object') throw new Error('not stored')
    expect(mailbox.markDelivered(entry, 'a')).toBe(false)
    expect(mailbox.markDelivered(entry, 'b')).toBe(true)
    expect(mailbox.markDelivered(entry, 'b')).toBe(false)
    expect(mailbox.pending('t', 'b')).toEqual([])
    mailbox.unmarkDelivered(entry, 'b')
    expect(messagesOf(mailbox.pending('t', 'b'))).toEqual(['m1'])
  })

  test('behavior: identical live messages on a topic are stored once', () => {
    const { clock, mailbox, put } = setup()
    expect(put({ topic: 't', message: 'm', ttl: 10 })).toBeTypeOf('object')
    expect(put({ topic: 't', message: 'm' }, 'b')).toBeUndefined()
    expect(put({ topic: 'u', message: 'm' })).toBeTypeOf('object')
    clock.time += 10_000
    expect(put({ topic: 't', message: 'm' }, 'b')).toBeTypeOf('object')
    expect(mailbox.stats().messages).toBe(2)
  })

  test("behavior: messages expire after their ttl, and free their source's quota", () => {
    const { clock, mailbox, put } = setup()
    put({ topic: 't', message: 'short', ttl: 30 })
    put({ topic: 't', message: 'long', ttl: 300 })
    clock.time += 29_999
    expect(messagesOf(mailbox.pending('t', 'b'))).toEqual(['short', 'long'])
    clock.time += 1
    expect(messagesOf(mailbox.pending('t', 'b'))).toEqual(['long'])
    clock.time += 300_000
    expect(mailbox.pending('t', 'b')).toEqual([])
    expect(mailbox.stats()).toEqual({ topics: 0, messages: 0, bytes: 0 })
    expect(mailbox.sourceBytes('source-a')).toBe(0)
  })

  test('behavior: sweep removes expired messages of every topic', () => {
    const { clock, mailbox, put } = setup()
    for (let index = 0; index < 10; index++)
      put({ topic: `t${index}`, message: 'm', ttl: index < 5 ? 10 : 100 })
    clock.time += 50_000
    expect(mailbox.sweep()).toBe(5)
    expect(mailbox.stats()).toMatchObject({ topics: 5, messages: 5 })
  })

  test('parameters: maxMessagesPerTopic drops the oldest of that topic only', () => {
    const { mailbox, put } = setup({ maxMessagesPerTopic: 3 })
    put({ topic: 'other', message: 'keep' })
    for (let index = 1; index <= 5; index++) put({ topic: 't', message: `m${index}` })
    expect(messagesOf(mailbox.pending('t', 'b'))).toEqual(['m3', 'm4', 'm5'])
    expect(messagesOf(mailbox.pending('other', 'b'))).toEqual(['keep'])
  })

  test('parameters: maxStoredBytesPerTopic drops the oldest of that topic only', () => {
    const { mailbox, put } = setup({ maxStoredBytesPerTopic: 5000 })
    put({ topic: 'other', message: 'keep' }, 'b', 'source-b')
    for (let index = 0; index < 20; index++)
      put({ topic: 't', message: `${index}`.padEnd(1000, '.') })
    const kept = messagesOf(mailbox.pending('t', 'c')).map((message) => message.replace(/\.+$/, ''))
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.at(-1)).toBe('19')
    expect(kept).not.toContain('0')
    expect(messagesOf(mailbox.pending('other', 'c'))).toEqual(['keep'])
    // A message no topic can hold is refused rather than emptying the topic.
    expect(put({ topic: 't', message: 'x'.repeat(6000) })).toBe('topic')
    expect(messagesOf(mailbox.pending('t', 'c'))).toHaveLength(kept.length)
  })

  test("parameters: maxStoredBytesPerSource refuses that source's messages and evicts nothing", () => {
    const { mailbox, put } = setup({ maxStoredBytesPerSource: 10_000 })
    expect(put({ topic: 'pairing', message: 'proposal' }, 'dapp', 'source-dapp')).toBeTypeOf(
      'object',
    )
    const results = Array.from({ length: 20 }, (_, index) =>
      put({ topic: `flood-${index}`, message: 'x'.repeat(1000) }, 'flooder', 'source-flooder'),
    )
    expect(results.filter((result) => result === 'source').length).toBeGreaterThan(0)
    expect(mailbox.sourceBytes('source-flooder')).toBeLessThanOrEqual(10_000)
    expect(messagesOf(mailbox.pending('pairing', 'wallet'))).toEqual(['proposal'])
    // Other sources still publish.
    expect(put({ topic: 'session', message: 'request' }, 'dapp', 'source-dapp')).toBeTypeOf(
      'object',
    )
  })

  test('parameters: maxStoredBytes refuses new messages and evicts nothing', () => {
    const { mailbox, put } = setup({ maxStoredBytes: 10_000 })
    expect(put({ topic: 'pairing', message: 'proposal' }, 'dapp', 'source-dapp')).toBeTypeOf(
      'object',
    )
    const results = Array.from({ length: 20 }, (_, index) =>
      put(
        { topic: `flood-${index}`, message: 'x'.repeat(1000) },
        `flooder-${index}`,
        `source-${index}`,
      ),
    )
    expect(results.at(-1)).toBe('total')
    expect(mailbox.stats().bytes).toBeLessThanOrEqual(10_000)
    expect(messagesOf(mailbox.pending('pairing', 'wallet'))).toEqual(['proposal'])
  })

  test('behavior: a refused batch stores none of its messages', () => {
    const { mailbox } = setup({ maxStoredBytesPerSource: 3000 })
    const batch = ['a', 'b', 'c'].map((topic) => ({ topic, message: 'x'.repeat(1000) }))
    expect(mailbox.put({ senderId: 'a', sourceKey: 's' }, batch)).toEqual({
      status: 'refused',
      reason: 'source',
    })
    expect(mailbox.stats()).toEqual({ topics: 0, messages: 0, bytes: 0 })
  })

  test('parameters: maxRecipientsPerMessage bounds deliveries without growing the mailbox', () => {
    const { mailbox, put } = setup({ maxRecipientsPerMessage: 2 })
    const entry = put({ topic: 't', message: 'm' })
    if (typeof entry !== 'object') throw new Error('not stored')
    const before = mailbox.stats().bytes
    expect(['b', 'c', 'd'].map((client) => mailbox.markDelivered(entry, client))).toEqual([
      true,
      true,
      true,
    ])
    expect(mailbox.stats().bytes).toBe(before)
    expect(entry.deliveredTo).toEqual(new Set(['b', 'c']))
    // Past the bound a live delivery goes out once, and the mailbox hands it to no one else.
    expect(mailbox.pending('t', 'd')).toEqual([])
    expect(mailbox.pending('t', 'e')).toEqual([])
  })

  test('behavior: clear', () => {
    const { mailbox, put } = setup()
    put({ topic: 't', message: 'm' })
    mailbox.clear()
    expect(mailbox.stats()).toEqual({ topics: 0, messages: 0, bytes: 0 })
    expect(mailbox.sourceBytes('source-a')).toBe(0)
  })
})

describe('clampTtl', () => {
  test.each([
    [undefined, 300],
    [Number.NaN, 300],
    [0, 10],
    [-5, 10],
    [10, 10],
    [300.9, 300],
    [86_400, 86_400],
    [604_800, 604_800],
    [1e12, 604_800],
    [Number.POSITIVE_INFINITY, 300],
  ])('%s -> %s', (ttl, expected) => {
    expect(clampTtl(ttl)).toBe(expected)
  })
})

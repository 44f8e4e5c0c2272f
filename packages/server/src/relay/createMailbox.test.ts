import { describe, expect, test } from 'vitest'
import { clampTtl, createMailbox } from './createMailbox.js'

const setup = (limits: { maxMessagesPerTopic?: number; maxStoredBytes?: number } = {}) => {
  const clock = { time: 1_000_000 }
  const mailbox = createMailbox({
    now: () => clock.time,
    maxMessagesPerTopic: limits.maxMessagesPerTopic ?? 500,
    maxStoredBytes: limits.maxStoredBytes ?? 1_000_000,
  })
  return { clock, mailbox }
}

const messagesOf = (entries: { message: string }[]) => entries.map((entry) => entry.message)

describe('createMailbox', () => {
  test('default', () => {
    const { mailbox } = setup()
    const entry = mailbox.put({ topic: 't', message: 'm1', senderId: 'a', ttl: 60, tag: 1108 })
    expect(entry).toMatchObject({
      topic: 't',
      message: 'm1',
      senderId: 'a',
      publishedAt: 1_000_000,
      expiresAt: 1_060_000,
      tag: 1108,
    })
    expect(messagesOf(mailbox.pending('t', 'b'))).toEqual(['m1'])
    expect(mailbox.pending('t', 'a')).toEqual([])
    expect(mailbox.pending('other', 'b')).toEqual([])
    expect(mailbox.stats()).toMatchObject({ topics: 1, messages: 1 })
  })

  test('behavior: a delivery is recorded once per client and never to the sender', () => {
    const { mailbox } = setup()
    const entry = mailbox.put({ topic: 't', message: 'm1', senderId: 'a' })!
    expect(mailbox.markDelivered(entry, 'a')).toBe(false)
    expect(mailbox.markDelivered(entry, 'b')).toBe(true)
    expect(mailbox.markDelivered(entry, 'b')).toBe(false)
    expect(mailbox.pending('t', 'b')).toEqual([])
    mailbox.unmarkDelivered(entry, 'b')
    expect(messagesOf(mailbox.pending('t', 'b'))).toEqual(['m1'])
  })

  test('behavior: identical live messages on a topic are stored once', () => {
    const { clock, mailbox } = setup()
    expect(mailbox.put({ topic: 't', message: 'm', senderId: 'a', ttl: 10 })).toBeDefined()
    expect(mailbox.put({ topic: 't', message: 'm', senderId: 'b' })).toBeUndefined()
    expect(mailbox.put({ topic: 'u', message: 'm', senderId: 'a' })).toBeDefined()
    clock.time += 10_000
    expect(mailbox.put({ topic: 't', message: 'm', senderId: 'b' })).toBeDefined()
    expect(mailbox.stats().messages).toBe(2)
  })

  test('behavior: messages expire after their ttl', () => {
    const { clock, mailbox } = setup()
    mailbox.put({ topic: 't', message: 'short', senderId: 'a', ttl: 30 })
    mailbox.put({ topic: 't', message: 'long', senderId: 'a', ttl: 300 })
    clock.time += 29_999
    expect(messagesOf(mailbox.pending('t', 'b'))).toEqual(['short', 'long'])
    clock.time += 1
    expect(messagesOf(mailbox.pending('t', 'b'))).toEqual(['long'])
    clock.time += 300_000
    expect(mailbox.pending('t', 'b')).toEqual([])
    expect(mailbox.stats()).toEqual({ topics: 0, messages: 0, bytes: 0 })
  })

  test('behavior: sweep removes expired messages of every topic', () => {
    const { clock, mailbox } = setup()
    for (let index = 0; index < 10; index++)
      mailbox.put({ topic: `t${index}`, message: 'm', senderId: 'a', ttl: index < 5 ? 10 : 100 })
    clock.time += 50_000
    expect(mailbox.sweep()).toBe(5)
    expect(mailbox.stats()).toMatchObject({ topics: 5, messages: 5 })
  })

  test('parameters: maxMessagesPerTopic drops the oldest of that topic', () => {
    const { mailbox } = setup({ maxMessagesPerTopic: 3 })
    mailbox.put({ topic: 'other', message: 'keep', senderId: 'a' })
    for (let index = 1; index <= 5; index++)
      mailbox.put({ topic: 't', message: `m${index}`, senderId: 'a' })
    expect(messagesOf(mailbox.pending('t', 'b'))).toEqual(['m3', 'm4', 'm5'])
    expect(messagesOf(mailbox.pending('other', 'b'))).toEqual(['keep'])
  })

  test('parameters: maxStoredBytes drops the oldest of all topics', () => {
    const { mailbox } = setup({ maxStoredBytes: 2000 })
    for (let index = 0; index < 20; index++)
      mailbox.put({ topic: `t${index % 3}`, message: `${index}`.padEnd(200, '.'), senderId: 'a' })
    const { bytes, messages } = mailbox.stats()
    expect(bytes).toBeLessThanOrEqual(2000)
    expect(messages).toBeGreaterThan(0)
    expect(
      messagesOf(mailbox.pending('t1', 'b')).map((message) => message.replace(/\.+$/, '')),
    ).toContain('19')
    expect(mailbox.pending('t0', 'b').map((entry) => entry.message)).not.toContain(
      '0'.padEnd(200, '.'),
    )
  })

  test('behavior: deliveries count towards maxStoredBytes', () => {
    const { mailbox } = setup({ maxStoredBytes: 1000 })
    const entry = mailbox.put({ topic: 't', message: 'm', senderId: 'a' })!
    const before = mailbox.stats().bytes
    for (let index = 0; index < 100; index++) mailbox.markDelivered(entry, `client-${index}`)
    expect(mailbox.stats().bytes).toBeLessThanOrEqual(1000)
    expect(mailbox.stats().messages).toBe(0)
    expect(before).toBeGreaterThan(0)
  })

  test('behavior: clear', () => {
    const { mailbox } = setup()
    mailbox.put({ topic: 't', message: 'm', senderId: 'a' })
    mailbox.clear()
    expect(mailbox.stats()).toEqual({ topics: 0, messages: 0, bytes: 0 })
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

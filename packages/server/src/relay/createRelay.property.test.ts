import { startTestRelay, type TestRelay } from '@latch/test/walletconnect'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  connectTestClient,
  createTestIdentity,
  type TestClient,
} from './testing/connectTestClient.js'

type Command =
  | { type: 'subscribe' | 'unsubscribe' | 'fetch'; client: number; topic: number }
  | { type: 'publish'; client: number; topic: number; content: number }
  | { type: 'reconnect'; client: number }

const client = fc.nat({ max: 4 })
const topic = fc.nat({ max: 2 })
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ type: fc.constant('subscribe' as const), client, topic }),
  fc.record({ type: fc.constant('unsubscribe' as const), client, topic }),
  fc.record({ type: fc.constant('fetch' as const), client, topic }),
  // Few contents per topic, so that repeats (which the relay stores once) happen.
  fc.record({ type: fc.constant('publish' as const), client, topic, content: fc.nat({ max: 5 }) }),
  fc.record({ type: fc.constant('publish' as const), client, topic, content: fc.nat({ max: 5 }) }),
  fc.record({ type: fc.constant('reconnect' as const), client }),
)

let testRelay: TestRelay
let run = 0
beforeAll(async () => {
  testRelay = await startTestRelay({
    limits: { maxRequestsPerSecond: 100_000, maxPublishesPerSecond: 100_000 },
  })
})
afterAll(() => testRelay.close())

describe('createRelay: properties', () => {
  test('behavior: every message reaches every other client subscribed at publish time or later exactly once, never its sender', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 5 }),
        fc.array(command, { minLength: 1, maxLength: 40 }),
        async (clientCount, commands) => {
          run += 1
          const topicName = (index: number) => `run-${run}-topic-${index}`
          const identities = Array.from({ length: clientCount }, () => createTestIdentity())
          const ids = identities.map((identity) => identity.clientId)
          const sockets: TestClient[] = await Promise.all(
            identities.map((identity) => connectTestClient(testRelay.url, { identity })),
          )
          // Sockets closed by a reconnect; what they received still counts for their client.
          const retired: TestClient[] = []
          const fetched: string[][] = ids.map(() => [])

          // The model: who is subscribed, and which clients each stored message must reach.
          const subscribed = new Set<string>()
          const messages = new Map<string, { sender: number; topic: number; due: Set<number> }>()
          const dueOnTopic = (receiver: number, topicIndex: number) => {
            for (const message of messages.values())
              if (message.topic === topicIndex && message.sender !== receiver)
                message.due.add(receiver)
          }

          try {
            for (const step of commands) {
              const index = step.client % clientCount
              const socket = sockets[index]!
              if (step.type === 'subscribe') {
                const answer = await socket.request('irn_subscribe', {
                  topic: topicName(step.topic),
                })
                expect(answer).toHaveProperty('result')
                subscribed.add(`${index}:${step.topic}`)
                dueOnTopic(index, step.topic)
              } else if (step.type === 'unsubscribe') {
                await socket.request('irn_unsubscribe', { topic: topicName(step.topic) })
                subscribed.delete(`${index}:${step.topic}`)
              } else if (step.type === 'fetch') {
                const answer = await socket.request('irn_batchFetchMessages', {
                  topics: [topicName(step.topic)],
                })
                const result = answer.result as { messages: { topic: string; message: string }[] }
                for (const message of result.messages)
                  fetched[index]!.push(`${message.topic}|${message.message}`)
                dueOnTopic(index, step.topic)
              } else if (step.type === 'publish') {
                const key = `${topicName(step.topic)}|content-${step.content}`
                const answer = await socket.request('irn_publish', {
                  topic: topicName(step.topic),
                  message: `content-${step.content}`,
                })
                expect(answer).toMatchObject({ result: true })
                if (!messages.has(key)) {
                  const due = new Set<number>()
                  for (let receiver = 0; receiver < clientCount; receiver++)
                    if (receiver !== index && subscribed.has(`${receiver}:${step.topic}`))
                      due.add(receiver)
                  messages.set(key, { sender: index, topic: step.topic, due })
                }
              } else {
                await socket.flush()
                await socket.close()
                retired.push(socket)
                sockets[index] = await connectTestClient(testRelay.url, {
                  identity: identities[index],
                })
                // Subscriptions belong to the socket: the new one starts with none.
                for (const key of [...subscribed])
                  if (key.startsWith(`${index}:`)) subscribed.delete(key)
              }
            }
            await Promise.all(sockets.map((socket) => socket.flush()))
          } finally {
            await Promise.all(sockets.map((socket) => socket.close()))
          }

          // What each client id got, over all its sockets and fetches.
          const received = ids.map(() => new Map<string, number>())
          const count = (index: number, key: string) =>
            received[index]!.set(key, (received[index]!.get(key) ?? 0) + 1)
          for (const socket of [...sockets, ...retired]) {
            const index = ids.indexOf(socket.clientId)
            for (const delivery of socket.deliveries)
              count(index, `${delivery.topic}|${delivery.message}`)
          }
          fetched.forEach((keys, index) => {
            for (const key of keys) count(index, key)
          })

          for (let index = 0; index < clientCount; index++) {
            const expected = new Map<string, number>()
            for (const [key, message] of messages) if (message.due.has(index)) expected.set(key, 1)
            expect(Object.fromEntries(received[index]!)).toEqual(Object.fromEntries(expected))
          }
        },
      ),
      { numRuns: 100 },
    )
  })
})

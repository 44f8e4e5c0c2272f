import { startTestRelay, type TestRelay } from '@latch/test/walletconnect'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import type { CreateRelayParameters } from './createRelay.js'
import {
  type ConnectTestClientParameters,
  connectTestClient,
  type TestClient,
} from './testing/connectTestClient.js'

// Anything thrown outside a test's own promise chain (a socket handler in the relay) ends up
// here; the relay must never put anything here.
const uncaught: unknown[] = []
const onUncaught = (error: unknown) => uncaught.push(error)
beforeAll(() => {
  process.on('uncaughtException', onUncaught)
  process.on('unhandledRejection', onUncaught)
})
afterAll(() => {
  process.off('uncaughtException', onUncaught)
  process.off('unhandledRejection', onUncaught)
})

const started: TestRelay[] = []
const clients: TestClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await Promise.all(started.splice(0).map((relay) => relay.close()))
  expect(uncaught).toEqual([])
})

/** A relay with a bystander subscribed to a topic and a publisher for it. */
const setup = async (parameters: Omit<CreateRelayParameters, 'logger'> = {}) => {
  const testRelay = await startTestRelay(parameters)
  started.push(testRelay)
  const connect = async (options: ConnectTestClientParameters = {}) => {
    const client = await connectTestClient(testRelay.url, options)
    clients.push(client)
    return client
  }
  const bystander = await connect()
  const publisher = await connect()
  await bystander.request('irn_subscribe', { topic: 'bystander' })
  let count = 0
  /** Asserts that the relay still serves the other clients. */
  const assertOthersUnaffected = async () => {
    count += 1
    const message = `still-working-${count}`
    expect(await publisher.request('irn_publish', { topic: 'bystander', message })).toMatchObject({
      result: true,
    })
    const deliveries = await bystander.waitForDeliveries(count)
    expect(deliveries.at(-1)?.message).toBe(message)
  }
  return { ...testRelay, connect, assertOthersUnaffected }
}

/** The next frame the client receives, parsed. */
const nextFrame = (client: TestClient) =>
  new Promise<Record<string, unknown>>((resolve) =>
    client.socket.once('message', (data) => resolve(JSON.parse(data.toString()))),
  )

describe('createRelay: bad input', () => {
  test.each([
    ['malformed JSON', '{"id":1,"jsonrpc":"2.0","method":', -32700, null],
    ['a JSON number', '42', -32600, null],
    ['a JSON string', '"irn_publish"', -32600, null],
    ['JSON null', 'null', -32600, null],
    ['an array', '[{"id":1,"jsonrpc":"2.0","method":"irn_subscribe"}]', -32600, null],
    ['no id', '{"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t"}}', -32600, null],
    ['no jsonrpc', '{"id":"7","method":"irn_subscribe","params":{"topic":"t"}}', -32600, '7'],
    ['unknown method', '{"id":"8","jsonrpc":"2.0","method":"eth_sendTransaction"}', -32601, '8'],
    ['prototype method', '{"id":"9","jsonrpc":"2.0","method":"constructor"}', -32601, '9'],
  ])('error: %s', async (_name, text, code, id) => {
    const { connect, assertOthersUnaffected } = await setup()
    const client = await connect()
    const frame = nextFrame(client)
    client.socket.send(text)
    expect(await frame).toMatchObject({ jsonrpc: '2.0', id, error: { code } })
    await assertOthersUnaffected()
  })

  test.each([
    [
      'irn_subscribe',
      { topic: 5 },
      'Invalid params topic: Invalid input: expected string, received number.',
    ],
    [
      'irn_subscribe',
      { topic: '' },
      'Invalid params topic: Too small: expected string to have >=1 characters.',
    ],
    [
      'irn_subscribe',
      { topic: 'x'.repeat(257) },
      'Invalid params topic: Too big: expected string to have <=256 characters.',
    ],
    [
      'irn_subscribe',
      undefined,
      'Invalid params: Invalid input: expected object, received undefined.',
    ],
    ['irn_subscribe', [], 'Invalid params: Invalid input: expected object, received array.'],
    [
      'irn_batchSubscribe',
      { topics: 'a' },
      'Invalid params topics: Invalid input: expected array, received string.',
    ],
    [
      'irn_batchSubscribe',
      { topics: [] },
      'Invalid params topics: Too small: expected array to have >=1 items.',
    ],
    [
      'irn_batchSubscribe',
      { topics: ['a', 1] },
      'Invalid params topics[1]: Invalid input: expected string, received number.',
    ],
    [
      'irn_publish',
      { topic: 't' },
      'Invalid params message: Invalid input: expected string, received undefined.',
    ],
    [
      'irn_publish',
      { topic: 't', message: '' },
      'Invalid params message: Too small: expected string to have >=1 characters.',
    ],
    [
      'irn_publish',
      { topic: 't', message: 'm', ttl: '300' },
      'Invalid params ttl: Invalid input: expected number, received string.',
    ],
    [
      'irn_publish',
      { topic: 't', message: 'm', tag: 1.5 },
      'Invalid params tag: Invalid input: expected int, received number.',
    ],
    [
      'irn_batchPublish',
      { messages: [{ topic: 't' }] },
      'Invalid params messages[0].message: Invalid input: expected string, received undefined.',
    ],
    [
      'irn_batchUnsubscribe',
      { subscriptions: [{ id: 'x' }] },
      'Invalid params subscriptions[0].topic: Invalid input: expected string, received undefined.',
    ],
    [
      'irn_batchFetchMessages',
      { topics: null },
      'Invalid params topics: Invalid input: expected array, received null.',
    ],
    [
      'wc_proposeSession',
      { pairingTopic: 't' },
      'Invalid params sessionProposal: Invalid input: expected string, received undefined.',
    ],
    [
      'wc_approveSession',
      { pairingTopic: 't', sessionTopic: 's', sessionProposalResponse: 'r' },
      'Invalid params sessionSettlementRequest: Invalid input: expected string, received undefined.',
    ],
  ])('error: %s with params %j', async (method, params, message) => {
    const { connect, assertOthersUnaffected } = await setup()
    const client = await connect()
    expect(await client.request(method, params)).toEqual({
      id: expect.any(String),
      jsonrpc: '2.0',
      error: { code: -32602, message },
    })
    await assertOthersUnaffected()
  })

  test('error: a binary frame', async () => {
    const { connect, assertOthersUnaffected } = await setup()
    const client = await connect()
    const frame = nextFrame(client)
    client.socket.send(Buffer.from('{"id":1,"jsonrpc":"2.0","method":"irn_subscribe"}'), {
      binary: true,
    })
    expect(await frame).toEqual({
      id: null,
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Binary frames are not supported.' },
    })
    await assertOthersUnaffected()
  })

  test('error: consecutive malformed frames close the socket with 1007', async () => {
    const { connect, assertOthersUnaffected } = await setup({ limits: { maxMalformedFrames: 5 } })
    const client = await connect()
    // A valid request in between resets the count.
    for (let index = 0; index < 4; index++) client.socket.send('not json')
    await client.flush()
    for (let index = 0; index < 4; index++) client.socket.send('not json')
    await client.flush()
    expect(client.socket.readyState).toBe(WebSocket.OPEN)
    for (let index = 0; index < 20; index++) client.socket.send('not json')
    expect(await client.closed).toEqual({ code: 1007, reason: 'Malformed frames' })
    const errors = client.frames.map((frame) => JSON.parse(frame)).filter((frame) => frame.error)
    expect(errors).toHaveLength(13)
    await assertOthersUnaffected()
  })

  test('error: invalid UTF-8 in a text frame closes the socket with 1007', async () => {
    const { connect, assertOthersUnaffected } = await setup()
    const client = await connect()
    client.socket.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false })
    expect(await client.closed).toMatchObject({ code: 1007 })
    await assertOthersUnaffected()
  })

  test('error: a frame over maxPayloadBytes closes the socket with 1009', async () => {
    const { connect, assertOthersUnaffected, relay } = await setup()
    const client = await connect()
    client.socket.send(
      JSON.stringify({
        id: 1,
        jsonrpc: '2.0',
        method: 'irn_publish',
        params: { topic: 'bystander', message: 'x'.repeat(512 * 1024) },
      }),
    )
    expect(await client.closed).toMatchObject({ code: 1009 })
    expect(relay.stats().mailbox.messages).toBe(0)
    await assertOthersUnaffected()
  })

  test('parameters: limits.maxPayloadBytes', async () => {
    const { connect, assertOthersUnaffected } = await setup({ limits: { maxPayloadBytes: 1024 } })
    const client = await connect()
    expect(
      await client.request('irn_publish', { topic: 'bystander', message: 'x'.repeat(900) }),
    ).toMatchObject({ result: true })
    client.socket.send('x'.repeat(1025))
    expect(await client.closed).toMatchObject({ code: 1009 })
    await assertOthersUnaffected()
  })

  test('error: 10,000 requests in a burst are rate limited, then the socket is closed with 1008', async () => {
    // The requests are publishes; their own, lower limit is not what this test is about.
    const { connect, assertOthersUnaffected, logLines } = await setup({
      limits: { maxPublishesPerSecond: 100_000 },
    })
    const flooder = await connect()
    const answers = new Map<string, Record<string, unknown>>()
    flooder.socket.on('message', (data) => {
      const frame = JSON.parse(data.toString())
      answers.set(String(frame.id), frame)
    })
    const sentAt = Date.now()
    for (let index = 0; index < 10_000; index++)
      flooder.socket.send(
        JSON.stringify({
          id: `flood-${index}`,
          jsonrpc: '2.0',
          method: 'irn_publish',
          params: { topic: 'flood', message: `m${index}` },
        }),
      )
    expect(await flooder.closed).toEqual({ code: 1008, reason: 'Rate limited' })
    const results = [...answers.values()].filter((frame) => frame.result === true)
    const limited = [...answers.values()].filter(
      (frame) => (frame.error as { code?: number } | undefined)?.code === -32005,
    )
    // About the burst allowance plus what refilled while the flood lasted.
    const seconds = (Date.now() - sentAt) / 1000
    expect(results.length).toBeGreaterThanOrEqual(200)
    expect(results.length).toBeLessThanOrEqual(200 + Math.ceil(seconds * 200) + 1)
    expect(limited.length).toBeGreaterThan(1000)
    // Every answer is a result or the rate-limit error; the rest were cut by the close.
    expect(results.length + limited.length).toBe(answers.size)
    expect(answers.size).toBeLessThan(10_000)
    expect(logLines).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: 'relay client flooded, disconnected' }),
    )
    await assertOthersUnaffected()
  })

  test('behavior: a client slightly over the rate limit is slowed down, not disconnected', async () => {
    let time = Date.parse('2026-01-01T00:00:00Z')
    const { connect, assertOthersUnaffected } = await setup({
      now: () => new Date(time),
      limits: { maxRequestsPerSecond: 50, maxRateLimitedRequests: 20 },
    })
    const client = await connect()
    let limited = 0
    // 60 requests a second against a limit of 50, for 5 seconds.
    for (let second = 0; second < 5; second++) {
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, index) =>
          client.request('irn_subscribe', { topic: `t-${index}` }),
        ),
      )
      limited += answers.filter((answer) => answer.error?.code === -32005).length
      time += 1000
    }
    expect(limited).toBe(50)
    expect(client.socket.readyState).toBe(WebSocket.OPEN)
    await assertOthersUnaffected()
  })

  test('error: a client that stops reading is disconnected once maxBufferedBytes are queued', async () => {
    const { connect, assertOthersUnaffected, logLines, relay } = await setup({
      limits: { maxBufferedBytes: 256 * 1024 },
    })
    const reader = await connect()
    await reader.request('irn_subscribe', { topic: 'slow' })
    reader.socket.pause()
    const writer = await connect()
    // Past what the loopback socket buffers absorb.
    for (let index = 0; index < 150; index++)
      await writer.request('irn_publish', { topic: 'slow', message: `${index}`.padEnd(200_000) })
    expect(logLines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'relay client reads too slowly, disconnected',
      }),
    )
    expect(relay.stats().connections).toBe(3)
    reader.socket.resume()
    expect(await reader.closed).toMatchObject({ code: 1006 })
    await assertOthersUnaffected()
  })

  test('behavior: acknowledgements are not rate limited', async () => {
    const { connect, assertOthersUnaffected } = await setup({
      limits: { maxRequestsPerSecond: 5 },
    })
    const client = await connect()
    for (let index = 0; index < 100; index++)
      client.socket.send(JSON.stringify({ id: index, jsonrpc: '2.0', result: true }))
    expect(await client.request('irn_subscribe', { topic: 'acks' })).toHaveProperty('result')
    expect(client.frames).toHaveLength(1)
    await assertOthersUnaffected()
  })

  test('error: a garbage upgrade request', async () => {
    const { url, assertOthersUnaffected } = await setup()
    const { port } = new URL(url)
    const { connect } = await import('node:net')
    const socket = connect(Number(port), '127.0.0.1')
    const answer = await new Promise<string>((resolve) => {
      let text = ''
      socket.on('data', (data) => {
        text += data.toString()
      })
      socket.on('close', () => resolve(text))
      socket.on('error', () => resolve(text))
      socket.write(
        'GET /relay HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
      )
    })
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    await assertOthersUnaffected()
  })
})

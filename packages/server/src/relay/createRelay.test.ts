import { createHash } from 'node:crypto'
import { startTestRelay, type TestRelay } from '@latch/test/walletconnect'
import { afterEach, describe, expect, test } from 'vitest'
import type { CreateRelayParameters } from './createRelay.js'
import {
  type ConnectTestClientParameters,
  connectTestClient,
  createTestIdentity,
  signAuthJwt,
  type TestClient,
} from './testing/connectTestClient.js'

const started: TestRelay[] = []
const clients: TestClient[] = []

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await Promise.all(started.splice(0).map((relay) => relay.close()))
})

const setup = async (parameters: Omit<CreateRelayParameters, 'logger'> = {}) => {
  const testRelay = await startTestRelay(parameters)
  started.push(testRelay)
  const connect = async (options: ConnectTestClientParameters = {}) => {
    const client = await connectTestClient(testRelay.url, options)
    clients.push(client)
    return client
  }
  return { ...testRelay, connect }
}

const topic = (name: string) => createHash('sha256').update(name).digest('hex')
const subscriptionId = (topicValue: string, clientId: string) =>
  createHash('sha256')
    .update(topicValue + clientId)
    .digest('hex')
const messagesOf = (client: TestClient) => client.deliveries.map((delivery) => delivery.message)

describe('createRelay', () => {
  test('default: subscribe, publish, deliver, without echo to the sender', async () => {
    const { connect } = await setup()
    const alice = await connect()
    const bob = await connect()
    const t = topic('default')
    expect(await alice.request('irn_subscribe', { topic: t })).toMatchObject({
      jsonrpc: '2.0',
      result: subscriptionId(t, alice.clientId),
    })
    await bob.request('irn_subscribe', { topic: t })
    expect(
      await alice.request('irn_publish', { topic: t, message: 'aGVsbG8=', ttl: 300, tag: 1108 }),
    ).toMatchObject({ result: true })
    const [delivery] = await bob.waitForDeliveries(1)
    expect(delivery).toEqual({
      subscriptionId: subscriptionId(t, bob.clientId),
      topic: t,
      message: 'aGVsbG8=',
      publishedAt: expect.any(Number),
      tag: 1108,
    })
    await alice.flush()
    await bob.flush()
    expect(alice.deliveries).toEqual([])
    expect(bob.deliveries).toHaveLength(1)
  })

  test('behavior: request ids are echoed unchanged', async () => {
    const { connect } = await setup()
    const client = await connect()
    client.socket.send(
      '{"id":"1700000000000000123456","jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"a"}}',
    )
    client.socket.send(
      '{"id":1700000000000000123456789,"jsonrpc":"2.0","method":"irn_unsubscribe","params":{"topic":"a","id":"x"}}',
    )
    await client.flush()
    expect(client.frames[0]).toMatch(/^\{"id":"1700000000000000123456","jsonrpc":"2\.0","result":"/)
    expect(client.frames[1]).toBe('{"id":1700000000000000123456789,"jsonrpc":"2.0","result":true}')
  })

  test('behavior: a late subscriber gets the mailbox, also when subscribing in a batch', async () => {
    const { connect } = await setup()
    const alice = await connect()
    const t1 = topic('late-1')
    const t2 = topic('late-2')
    await alice.request('irn_publish', { topic: t1, message: 'm1' })
    await alice.request('irn_batchPublish', {
      messages: [
        { topic: t1, message: 'm2', tag: 7 },
        { topic: t2, message: 'm3' },
      ],
    })
    const bob = await connect()
    expect(await bob.request('irn_batchSubscribe', { topics: [t1, t2] })).toMatchObject({
      result: [subscriptionId(t1, bob.clientId), subscriptionId(t2, bob.clientId)],
    })
    await bob.waitForDeliveries(3)
    expect(bob.deliveries.map(({ topic, message, tag }) => ({ topic, message, tag }))).toEqual([
      { topic: t1, message: 'm1', tag: 0 },
      { topic: t1, message: 'm2', tag: 7 },
      { topic: t2, message: 'm3', tag: 0 },
    ])
    // The answer comes before the mailbox, so the client knows the subscription by then.
    expect(JSON.parse(bob.frames[0] ?? '')).toHaveProperty('result')
    const carol = await connect()
    await carol.request('irn_subscribe', { topic: t2 })
    await carol.waitForDeliveries(1)
    expect(messagesOf(carol)).toEqual(['m3'])
  })

  test('behavior: each client gets a message once, however often it subscribes', async () => {
    const { connect } = await setup()
    const alice = await connect()
    const bob = await connect()
    const t = topic('once')
    await bob.request('irn_subscribe', { topic: t })
    await alice.request('irn_publish', { topic: t, message: 'm1' })
    await alice.request('irn_publish', { topic: t, message: 'm1' })
    await bob.request('irn_subscribe', { topic: t })
    await bob.request('irn_unsubscribe', { topic: t, id: subscriptionId(t, bob.clientId) })
    await bob.request('irn_subscribe', { topic: t })
    await bob.flush()
    expect(messagesOf(bob)).toEqual(['m1'])
  })

  test('behavior: messages expire after their ttl (clamped to at least 10 s)', async () => {
    let time = Date.parse('2026-01-01T00:00:00Z')
    const { connect, relay } = await setup({ now: () => new Date(time) })
    const alice = await connect()
    const t = topic('ttl')
    await alice.request('irn_publish', { topic: t, message: 'one-minute', ttl: 60 })
    await alice.request('irn_publish', { topic: t, message: 'one-second', ttl: 1 })
    time += 9_000
    const bob = await connect()
    await bob.request('irn_subscribe', { topic: t })
    await bob.flush()
    expect(messagesOf(bob)).toEqual(['one-minute', 'one-second'])
    time += 1_000
    const carol = await connect()
    await carol.request('irn_subscribe', { topic: t })
    await carol.flush()
    expect(messagesOf(carol)).toEqual(['one-minute'])
    time += 50_000
    const dave = await connect()
    await dave.request('irn_subscribe', { topic: t })
    await dave.flush()
    expect(dave.deliveries).toEqual([])
    expect(relay.stats().mailbox.messages).toBe(0)
  })

  test('behavior: the sweep timer removes expired messages', async () => {
    let time = Date.parse('2026-01-01T00:00:00Z')
    const { connect, relay } = await setup({
      now: () => new Date(time),
      limits: { sweepIntervalMs: 20 },
    })
    const alice = await connect()
    for (let index = 0; index < 5; index++)
      await alice.request('irn_publish', { topic: topic(`sweep-${index}`), message: 'm', ttl: 30 })
    expect(relay.stats().mailbox).toMatchObject({ topics: 5, messages: 5 })
    time += 30_000
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(relay.stats().mailbox).toEqual({ topics: 0, messages: 0, bytes: 0 })
  })

  test('behavior: irn_batchFetchMessages returns what the client has not had', async () => {
    const { connect } = await setup()
    const alice = await connect()
    const bob = await connect()
    const t1 = topic('fetch-1')
    const t2 = topic('fetch-2')
    await alice.request('irn_publish', { topic: t1, message: 'm1', tag: 1100 })
    await alice.request('irn_publish', { topic: t2, message: 'm2' })
    await bob.request('irn_publish', { topic: t2, message: 'from-bob' })
    expect(await bob.request('irn_batchFetchMessages', { topics: [t1, t2] })).toMatchObject({
      result: {
        hasMore: false,
        messages: [
          { topic: t1, message: 'm1', tag: 1100, publishedAt: expect.any(Number) },
          { topic: t2, message: 'm2', tag: 0, publishedAt: expect.any(Number) },
        ],
      },
    })
    expect(await bob.request('irn_batchFetchMessages', { topics: [t1, t2] })).toMatchObject({
      result: { hasMore: false, messages: [] },
    })
    expect(await alice.request('irn_batchFetchMessages', { topics: [t2] })).toMatchObject({
      result: { messages: [{ message: 'from-bob' }] },
    })
    // Fetched messages are not delivered again on subscribe.
    await bob.request('irn_subscribe', { topic: t1 })
    await bob.flush()
    expect(bob.deliveries).toEqual([])
  })

  test('behavior: unsubscribe stops delivery', async () => {
    const { connect } = await setup()
    const alice = await connect()
    const bob = await connect()
    const t1 = topic('unsubscribe-1')
    const t2 = topic('unsubscribe-2')
    await bob.request('irn_batchSubscribe', { topics: [t1, t2] })
    await alice.request('irn_publish', { topic: t1, message: 'before' })
    await bob.waitForDeliveries(1)
    expect(
      await bob.request('irn_unsubscribe', { topic: t1, id: subscriptionId(t1, bob.clientId) }),
    ).toMatchObject({ result: true })
    await alice.request('irn_publish', { topic: t1, message: 'after' })
    expect(
      await bob.request('irn_batchUnsubscribe', {
        subscriptions: [{ topic: t2, id: subscriptionId(t2, bob.clientId) }],
      }),
    ).toMatchObject({ result: true })
    await alice.request('irn_publish', { topic: t2, message: 'after-batch' })
    await bob.flush()
    expect(messagesOf(bob)).toEqual(['before'])
  })

  test('behavior: many clients on one topic', async () => {
    const { connect, relay } = await setup()
    const t = topic('many')
    const many = await Promise.all(Array.from({ length: 50 }, () => connect()))
    await Promise.all(many.map((client) => client.request('irn_subscribe', { topic: t })))
    expect(relay.stats()).toMatchObject({ connections: 50, clients: 50, subscriptions: 50 })
    const [publisher, ...others] = many as [TestClient, ...TestClient[]]
    await publisher.request('irn_publish', { topic: t, message: 'to-everyone' })
    await Promise.all(others.map((client) => client.waitForDeliveries(1)))
    await Promise.all(many.map((client) => client.flush()))
    for (const client of others) expect(messagesOf(client)).toEqual(['to-everyone'])
    expect(publisher.deliveries).toEqual([])
  })

  test('behavior: a client reconnecting with the same id gets the mailbox but not its own messages', async () => {
    const { connect } = await setup()
    const t = topic('reconnect')
    const identity = createTestIdentity()
    const { clientId } = identity
    const first = await connect({ identity })
    const bob = await connect()
    await first.request('irn_subscribe', { topic: t })
    await bob.request('irn_publish', { topic: t, message: 'seen-before' })
    await first.waitForDeliveries(1)
    await first.request('irn_publish', { topic: t, message: 'own' })
    await first.close()
    await bob.request('irn_publish', { topic: t, message: 'while-away' })
    const second = await connect({ identity })
    await second.request('irn_batchSubscribe', { topics: [t] })
    await second.flush()
    expect(messagesOf(second)).toEqual(['while-away'])
    expect(second.deliveries[0]?.subscriptionId).toBe(subscriptionId(t, clientId))
  })

  test('behavior: clients without an auth JWT get distinct ids', async () => {
    const { connect } = await setup()
    const t = topic('anonymous')
    const first = await connect({ identity: null })
    const second = await connect({ identity: null })
    await second.request('irn_subscribe', { topic: t })
    await first.request('irn_publish', { topic: t, message: 'hello' })
    await second.waitForDeliveries(1)
    expect(messagesOf(second)).toEqual(['hello'])
  })

  test('behavior: wc_proposeSession and wc_approveSession', async () => {
    const { connect, relay } = await setup()
    const dapp = await connect()
    const wallet = await connect()
    const pairingTopic = topic('pairing')
    const sessionTopic = topic('session')
    expect(
      await dapp.request('wc_proposeSession', {
        pairingTopic,
        sessionProposal: 'proposal',
        ttl: 300,
        correlationId: 1,
      }),
    ).toMatchObject({ result: true })
    // The dapp is now subscribed to the pairing topic without having asked.
    expect(relay.stats().subscriptions).toBe(1)
    await wallet.request('irn_subscribe', { topic: pairingTopic })
    const [proposal] = await wallet.waitForDeliveries(1)
    expect(proposal).toMatchObject({ topic: pairingTopic, message: 'proposal', tag: 1100 })
    expect(
      await wallet.request('wc_approveSession', {
        pairingTopic,
        sessionTopic,
        sessionProposalResponse: 'response',
        sessionSettlementRequest: 'settlement',
        ttl: 300,
      }),
    ).toMatchObject({ result: true })
    const [response] = await dapp.waitForDeliveries(1)
    expect(response).toMatchObject({
      topic: pairingTopic,
      message: 'response',
      tag: 1101,
      subscriptionId: subscriptionId(pairingTopic, dapp.clientId),
    })
    await dapp.request('irn_subscribe', { topic: sessionTopic })
    await dapp.waitForDeliveries(2)
    expect(dapp.deliveries[1]).toMatchObject({
      topic: sessionTopic,
      message: 'settlement',
      tag: 1102,
    })
    // The wallet was subscribed to the session topic by approving: it gets the dapp's request.
    await dapp.request('irn_publish', { topic: sessionTopic, message: 'request', tag: 1108 })
    await wallet.waitForDeliveries(2)
    await wallet.flush()
    expect(messagesOf(wallet)).toEqual(['proposal', 'request'])
    await dapp.flush()
    expect(messagesOf(dapp)).toEqual(['response', 'settlement'])
  })

  test('parameters: limits.maxMessagesPerTopic', async () => {
    const { connect } = await setup({ limits: { maxMessagesPerTopic: 3 } })
    const alice = await connect()
    const t = topic('per-topic')
    for (let index = 1; index <= 5; index++)
      await alice.request('irn_publish', { topic: t, message: `m${index}` })
    const bob = await connect()
    await bob.request('irn_subscribe', { topic: t })
    await bob.flush()
    expect(messagesOf(bob)).toEqual(['m3', 'm4', 'm5'])
  })

  test('parameters: limits.maxStoredBytes refuses new messages and keeps the stored ones', async () => {
    const { connect, relay } = await setup({ limits: { maxStoredBytes: 4096 } })
    const alice = await connect()
    const answers = []
    for (let index = 0; index < 5; index++)
      answers.push(
        await alice.request('irn_publish', {
          topic: topic(`bytes-${index}`),
          message: 'x'.repeat(500),
        }),
      )
    expect(answers.at(0)).toMatchObject({ result: true })
    expect(answers.at(-1)).toMatchObject({
      error: {
        code: -32007,
        message: 'Quota exceeded: the relay holds as many messages as it can.',
      },
    })
    expect(relay.stats().mailbox.bytes).toBeLessThanOrEqual(4096)
    const bob = await connect()
    await bob.request('irn_batchSubscribe', { topics: [topic('bytes-0'), topic('bytes-4')] })
    await bob.flush()
    expect(bob.deliveries.map((delivery) => delivery.topic)).toEqual([topic('bytes-0')])
  })

  test('parameters: limits.maxTopicsPerSocket', async () => {
    const { connect } = await setup({ limits: { maxTopicsPerSocket: 3 } })
    const client = await connect()
    expect(
      await client.request('irn_batchSubscribe', { topics: ['a', 'b', 'c', 'a'] }),
    ).toMatchObject({
      result: [expect.any(String), expect.any(String), expect.any(String), expect.any(String)],
    })
    expect(await client.request('irn_subscribe', { topic: 'b' })).toHaveProperty('result')
    expect(await client.request('irn_subscribe', { topic: 'd' })).toMatchObject({
      error: { code: -32006, message: 'Too many subscriptions: a socket may hold 3.' },
    })
    expect(
      await client.request('wc_proposeSession', { pairingTopic: 'd', sessionProposal: 'p' }),
    ).toMatchObject({ error: { code: -32006 } })
    await client.request('irn_unsubscribe', { topic: 'a' })
    expect(await client.request('irn_subscribe', { topic: 'd' })).toHaveProperty('result')
  })

  test('parameters: limits.maxBatchSize', async () => {
    const { connect } = await setup({ limits: { maxBatchSize: 2 } })
    const client = await connect()
    expect(await client.request('irn_batchSubscribe', { topics: ['a', 'b', 'c'] })).toMatchObject({
      error: { code: -32602, message: 'Invalid params: a batch may hold 2 entries.' },
    })
    expect(
      await client.request('irn_batchPublish', {
        messages: ['a', 'b', 'c'].map((t) => ({ topic: t, message: 'm' })),
      }),
    ).toMatchObject({ error: { code: -32602 } })
  })

  test('behavior: the heartbeat drops sockets that stop answering pings', async () => {
    const { connect, relay } = await setup({ limits: { pingIntervalMs: 40 } })
    const healthy = await connect()
    const silent = await connect({ autoPong: false })
    const pings: number[] = []
    healthy.socket.on('ping', () => pings.push(Date.now()))
    expect(await silent.closed).toMatchObject({ code: 1006 })
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(pings.length).toBeGreaterThanOrEqual(3)
    expect(relay.stats().connections).toBe(1)
    expect(await healthy.request('irn_subscribe', { topic: 'still-here' })).toHaveProperty('result')
  })

  test('behavior: close says goodbye with 1001 and refuses new sockets', async () => {
    const { connect, relay, url } = await setup()
    const client = await connect()
    await client.request('irn_publish', { topic: 'x', message: 'm' })
    await relay.close()
    expect(await client.closed).toEqual({ code: 1001, reason: 'Relay shutting down' })
    await expect(connectTestClient(url)).rejects.toThrow('Unexpected server response: 503')
    expect(relay.stats()).toMatchObject({ connections: 0, mailbox: { messages: 0 } })
    await relay.close()
  })

  test('parameters: limits.maxConnections', async () => {
    const { connect, url } = await setup({ limits: { maxConnections: 2 } })
    await connect()
    await connect()
    await expect(connectTestClient(url)).rejects.toThrow('Unexpected server response: 503')
  })

  test('behavior: logs connects and disconnects at debug level, without message contents', async () => {
    const { connect, logLines } = await setup()
    const identity = createTestIdentity()
    const alice = await connect({ identity })
    const bob = await connect()
    await bob.request('irn_subscribe', { topic: 'logged-topic' })
    await alice.request('irn_publish', { topic: 'logged-topic', message: 'secret-ciphertext' })
    await bob.waitForDeliveries(1)
    await alice.close()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(logLines.filter((line) => line.client === identity.clientId)).toEqual([
      expect.objectContaining({ level: 'debug', msg: 'relay client connected', connections: 1 }),
      expect.objectContaining({
        level: 'debug',
        msg: 'relay client disconnected',
        code: 1005,
        connections: 1,
      }),
    ])
    expect(JSON.stringify(logLines)).not.toContain('secret-ciphertext')
    expect(JSON.stringify(logLines)).not.toContain('logged-topic')
  })
})

describe('createRelay: floods and forged ids', () => {
  // Each 127.x address is a source of its own on loopback.
  const elsewhere = '127.0.0.2'
  const errorCode = (response: { error?: { code: number } }) => response.error?.code

  test("behavior: a flood of publishes on its own topics does not evict another pair's pending proposal", async () => {
    // A clock that stands still: the publish rate refills nothing, however slow the machine.
    const time = new Date()
    const { connect } = await setup({ now: () => time })
    const dapp = await connect()
    const pairingTopic = topic('flood-pairing')
    await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal', ttl: 300 })
    // About 140 publishes of the largest frame fill the old shared pool (64 MiB).
    const flooder = await connect({ localAddress: elsewhere })
    const big = 'x'.repeat(480 * 1024)
    const codes = new Set<number | undefined>()
    for (let index = 0; index < 140; index++)
      codes.add(
        errorCode(
          await flooder.request('irn_publish', {
            topic: topic(`flood-${index}`),
            message: `${index}${big}`,
            ttl: 300,
          }),
        ),
      )
    const wallet = await connect()
    await wallet.request('irn_subscribe', { topic: pairingTopic })
    await wallet.flush()
    expect(messagesOf(wallet)).toEqual(['proposal'])
    // The flood was refused with errors the SDK retries later, not taken and dropped.
    expect([...codes].filter((code) => code !== undefined).sort()).toEqual([-32007, -32005].sort())
  })

  test('behavior: one source cannot take the sockets another source needs', async () => {
    const { connect, url } = await setup({
      limits: { maxConnections: 40, maxConnectionsPerSource: 10 },
    })
    const taken: TestClient[] = []
    for (let index = 0; index < 40; index++) {
      const client = await connect({ localAddress: elsewhere }).catch(() => undefined)
      if (!client) break
      taken.push(client)
    }
    expect(taken).toHaveLength(10)
    await expect(connectTestClient(url, { localAddress: elsewhere })).rejects.toThrow(
      'Unexpected server response: 503',
    )
    const dapp = await connect()
    expect(await dapp.request('irn_subscribe', { topic: 'still-room' })).toHaveProperty('result')
  })

  test('behavior: IPv6 sources count by /64 (behind a trusted proxy)', async () => {
    const { connect, url } = await setup({
      trustProxy: true,
      limits: { maxConnectionsPerSource: 2 },
    })
    const from = (address: string) => ({
      headers: { 'x-forwarded-for': `203.0.113.9, ${address}` },
    })
    await connect(from('2001:db8:1:2::1'))
    await connect(from('2001:db8:1:2:ffff:ffff:ffff:ffff'))
    await expect(connectTestClient(url, from('2001:db8:1:2::3'))).rejects.toThrow(
      'Unexpected server response: 503',
    )
    expect(
      await (await connect(from('2001:db8:1:3::1'))).request('irn_subscribe', { topic: 't' }),
    ).toHaveProperty('result')
  })

  test('error: an auth JWT made for another relay, expired or unsigned is refused with 401', async () => {
    const { url, logLines } = await setup()
    const identity = createTestIdentity()
    const now = Math.floor(Date.now() / 1000)
    for (const auth of [
      signAuthJwt(identity, { aud: 'wss://relay.walletconnect.org' }),
      signAuthJwt(identity, { aud: url, iat: now - 86_400, exp: now - 1 }),
      `${signAuthJwt(identity, { aud: url }).split('.').slice(0, 2).join('.')}.c2ln`,
    ])
      await expect(connectTestClient(url, { auth })).rejects.toThrow(
        'Unexpected server response: 401',
      )
    expect(logLines.filter((line) => line.msg === 'relay client refused')).toEqual([
      expect.objectContaining({ level: 'warn', reason: 'aud is not this relay' }),
      expect.objectContaining({ level: 'warn', reason: 'expired' }),
      expect.objectContaining({ level: 'warn', reason: 'bad signature' }),
    ])
  })

  test('parameters: limits.maxPublishesPerSecond', async () => {
    const time = new Date()
    const { connect } = await setup({ now: () => time, limits: { maxPublishesPerSecond: 3 } })
    const alice = await connect()
    expect(
      await alice.request('irn_batchPublish', {
        messages: [1, 2].map((index) => ({ topic: 'rate', message: `m${index}` })),
      }),
    ).toMatchObject({ result: true })
    // A batch costs one per message, and is taken whole or not at all.
    expect(
      await alice.request('irn_batchPublish', {
        messages: [3, 4].map((index) => ({ topic: 'rate', message: `m${index}` })),
      }),
    ).toMatchObject({
      error: { code: -32005, message: 'Rate limited: a socket may publish 3 messages a second.' },
    })
    expect(await alice.request('irn_publish', { topic: 'rate', message: 'm3' })).toMatchObject({
      result: true,
    })
    expect(
      await alice.request('wc_proposeSession', { pairingTopic: 'p', sessionProposal: 'p' }),
    ).toMatchObject({ error: { code: -32005 } })
    // Other requests still pass, and another socket has its own allowance.
    expect(await alice.request('irn_subscribe', { topic: 'rate' })).toHaveProperty('result')
    const bob = await connect()
    expect(await bob.request('irn_publish', { topic: 'rate', message: 'b1' })).toMatchObject({
      result: true,
    })
  })

  test('parameters: limits.maxStoredBytesPerSource is shared by the sockets of one source', async () => {
    const { connect } = await setup({ limits: { maxStoredBytesPerSource: 10 * 1024 } })
    const sockets = [await connect(), await connect()]
    const answers = []
    for (let index = 0; index < 6; index++)
      answers.push(
        await sockets[index % 2]!.request('irn_publish', {
          topic: topic(`quota-${index}`),
          message: 'x'.repeat(2000),
        }),
      )
    expect(answers.map((answer) => errorCode(answer))).toEqual([
      undefined,
      undefined,
      undefined,
      -32007,
      -32007,
      -32007,
    ])
    expect(answers.at(-1)).toMatchObject({
      error: { message: 'Quota exceeded: one address may hold 10240 bytes of messages.' },
    })
    const other = await connect({ localAddress: elsewhere })
    expect(
      await other.request('irn_publish', {
        topic: topic('quota-other'),
        message: 'x'.repeat(2000),
      }),
    ).toMatchObject({ result: true })
  })

  test("behavior: a client presenting another client's id cannot take its messages", async () => {
    const { connect, url } = await setup()
    const victim = createTestIdentity()
    const dapp = await connect()
    const pairingTopic = topic('forged-pairing')
    await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal', ttl: 300 })
    // The victim's id in `iss`, signed with the attacker's own key.
    const [header, payload] = signAuthJwt(victim, { aud: url }).split('.')
    const [, , signature] = signAuthJwt(createTestIdentity(), { aud: url }).split('.')
    const attacker = await connect({ auth: `${header}.${payload}.${signature}` }).catch(
      (error: Error) => error,
    )
    if (!(attacker instanceof Error)) {
      await attacker.request('irn_subscribe', { topic: pairingTopic })
      await attacker.request('irn_batchFetchMessages', { topics: [pairingTopic] })
      await attacker.flush()
    }
    const wallet = await connect({ identity: victim })
    await wallet.request('irn_subscribe', { topic: pairingTopic })
    await wallet.flush()
    expect(messagesOf(wallet)).toEqual(['proposal'])
    expect(attacker).toEqual(new Error('Unexpected server response: 401'))
  })
})

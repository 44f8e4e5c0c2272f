import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMailer } from './createMailer.js'

describe('createMailer', () => {
  test('default: without SMTP_URL, a sink on 127.0.0.1 receives the mail over SMTP', async () => {
    const mailer = createMailer({
      config: { smtpUrl: undefined, mailFrom: 'Latch <login@latch.localhost>' },
    })
    expect(mailer.mailbox?.list()).toEqual([])
    await mailer.send({ to: 'a@example.com', subject: 'Café', text: 'First' })
    await mailer.send({
      to: 'b@example.com',
      subject: 'Second',
      text: `Line one\n${'x'.repeat(100)}`,
    })
    const [second, first] = mailer.mailbox?.list() ?? []
    expect(first).toMatchObject({ to: 'a@example.com', subject: 'Café', text: 'First' })
    expect(first?.raw).toMatch(/^From: Latch <login@latch\.localhost>\r$/m)
    expect(second).toMatchObject({ to: 'b@example.com', text: `Line one\n${'x'.repeat(100)}` })
    expect(Date.parse(second?.receivedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(first?.receivedAt ?? ''),
    )
    await mailer.close()
    await expect(mailer.send({ to: 'c@example.com', subject: 's', text: 't' })).rejects.toThrow()
  })

  describe('with SMTP_URL', () => {
    const received: { user: string | undefined; from: string; to: string[]; raw: string }[] = []
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      disableReverseLookup: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 'p@ss')
          callback(null, { user: 'mailer' })
        else callback(new Error('Invalid username or password'))
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          received.push({
            user: session.user as string | undefined,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          })
          callback()
        })
      },
    })
    let port = 0
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
      const address = server.server.address()
      port = typeof address === 'object' && address ? address.port : 0
    })
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

    test('default: sends there with the credentials of the URL and MAIL_FROM; no mailbox', async () => {
      const mailer = createMailer({
        config: {
          smtpUrl: `smtp://mailer:${encodeURIComponent('p@ss')}@127.0.0.1:${port}`,
          mailFrom: 'Example <login@example.com>',
        },
      })
      expect(mailer.mailbox).toBeUndefined()
      await mailer.send({ to: 'alice@example.com', subject: 'Hi', text: 'Your code is 123456.' })
      expect(received).toEqual([
        {
          user: 'mailer',
          from: 'login@example.com',
          to: ['alice@example.com'],
          raw: expect.stringContaining('Your code is 123456.'),
        },
      ])
      expect(received[0]?.raw).toMatch(/^From: Example <login@example\.com>\r$/m)
      await mailer.close()
    })

    test('error: wrong credentials reject the send', async () => {
      const mailer = createMailer({
        config: { smtpUrl: `smtp://mailer:wrong@127.0.0.1:${port}`, mailFrom: 'login@example.com' },
      })
      await expect(
        mailer.send({ to: 'alice@example.com', subject: 'Hi', text: 'x' }),
      ).rejects.toMatchObject({ code: 'EAUTH' })
      await mailer.close()
    })
  })
})

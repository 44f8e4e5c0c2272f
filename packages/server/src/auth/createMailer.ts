import { createTransport } from 'nodemailer'
import { SMTPServer } from 'smtp-server'
import type { Config } from '../config/loadConfig.js'
import type { Logger } from '../logger.js'
import { parseMail } from './parseMail.js'

/** A mail to send. */
export type OutgoingMail = { to: string; subject: string; text: string }

/** A mail the in-process sink received. */
export type ReceivedMail = {
  to: string
  subject: string
  text: string
  /** ISO time. */
  receivedAt: string
  /** The message as it came over SMTP, headers and all. */
  raw: string
}

/** The in-process sink's mails. */
export type DevMailbox = {
  /** Newest first; the last 200 are kept. */
  list: () => ReceivedMail[]
}

/** Sends mail over SMTP: to `SMTP_URL`, or to an in-process sink that keeps what it gets. */
export type Mailer = {
  send: (mail: OutgoingMail) => Promise<void>
  /** The sink's mails; undefined when mail goes to `SMTP_URL`. */
  mailbox: DevMailbox | undefined
  /** Stops the sink, if it was started. */
  close: () => Promise<void>
}

/** Parameters of `createMailer`. */
export type CreateMailerParameters = {
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>
  logger?: Logger | undefined
}

/** How many mails the sink keeps. */
const mailboxSize = 200

type Sink = { port: number; server: SMTPServer }

function startSink(onMail: (mail: ReceivedMail) => void): Promise<Sink> {
  const server = new SMTPServer({
    authOptional: true,
    // A reverse lookup of 127.0.0.1 per mail only slows the sink down.
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(', ')
        onMail({ to, ...parseMail(raw), receivedAt: new Date().toISOString(), raw })
        callback()
      })
    },
  })
  return new Promise((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      // The sink must never keep the process alive on its own.
      server.server.unref()
      const address = server.server.address()
      resolve({ port: typeof address === 'object' && address ? address.port : 0, server })
    })
  })
}

/**
 * Creates the mailer of the login routes. With `SMTP_URL`, nodemailer sends there. Without it,
 * an SMTP sink is started on 127.0.0.1 (a random port) at the first send, and nodemailer sends
 * to it for real; the sink keeps the last 200 mails for the dev mailbox.
 *
 * @example
 * const mailer = createMailer({ config: loadConfig() })
 * await mailer.send({ to: 'alice@example.com', subject: 'Hello', text: 'Hi.' })
 */
export function createMailer(parameters: CreateMailerParameters): Mailer {
  const { config, logger } = parameters
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }
  if (config.smtpUrl) {
    const transport = createTransport({ url: config.smtpUrl, ...timeouts })
    return {
      send: async (mail) => {
        await transport.sendMail({ from: config.mailFrom, ...mail })
      },
      mailbox: undefined,
      close: async () => transport.close(),
    }
  }

  const mails: ReceivedMail[] = []
  let sink: Promise<Sink> | undefined
  const start = () => {
    sink ??= startSink((mail) => {
      mails.unshift(mail)
      mails.length = Math.min(mails.length, mailboxSize)
    }).then(
      (started) => {
        logger?.info('mail sink listening', { port: started.port })
        return started
      },
      (error: unknown) => {
        // The next send tries again.
        sink = undefined
        throw error
      },
    )
    return sink
  }
  return {
    send: async (mail) => {
      const { port } = await start()
      const transport = createTransport({
        host: '127.0.0.1',
        port,
        secure: false,
        ignoreTLS: true,
        ...timeouts,
      })
      await transport.sendMail({ from: config.mailFrom, ...mail })
      transport.close()
    },
    mailbox: { list: () => [...mails] },
    close: async () => {
      if (!sink) return
      const { server } = await sink
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

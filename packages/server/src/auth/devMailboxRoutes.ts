import { Hono, type MiddlewareHandler } from 'hono'
import { ForbiddenError } from '../errors.js'
import type { AppEnv } from '../http/appEnv.js'
import { isLoopbackAddress, readPeerAddress } from '../http/clientAddress.js'
import type { DevMailbox, ReceivedMail } from './createMailer.js'

/** Parameters of `devMailboxRoutes`. */
export type DevMailboxRoutesParameters = {
  mailbox: DevMailbox
  /** The port the server listens on: the only one a request's `Host` may name. */
  port: number
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  )

/** The mailbox page: server-rendered, every value escaped, no script. */
function renderMailbox(mails: readonly ReceivedMail[]): string {
  const items = mails
    .map(
      (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · <time datetime="${escapeHtml(mail.receivedAt)}">${escapeHtml(mail.receivedAt)}</time></p>
<pre>${escapeHtml(mail.text)}</pre>
</article>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Latch dev mailbox</title>
<style>
body { font: 15px/1.4 system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; }
article { border: 1px solid #ccc; border-radius: 6px; padding: 0.75rem 1rem; margin: 1rem 0; }
h2 { font-size: 1.05rem; margin: 0; }
.meta { color: #555; margin: 0.25rem 0; }
pre { white-space: pre-wrap; font: inherit; margin: 0.5rem 0 0; }
</style>
</head>
<body>
<h1>Dev mailbox</h1>
<p>Mails the server sent while no SMTP_URL is set, newest first (the last 200). Reload to update.</p>
${items || '<p>No mail yet.</p>'}
</body>
</html>
`
}

/**
 * `GET /dev/mailbox` (a page) and `GET /dev/mailbox.json` (`{ mails: [{ to, subject, text,
 * receivedAt }] }`): the mails of the in-process SMTP sink, newest first. Development only: the
 * app mounts it only with `DEV_MAILBOX` (off by default; `npm start` turns it on) and without
 * `SMTP_URL`, and `loadConfig` refuses it with a `HOST` that is not loopback.
 *
 * Every request must come from a loopback peer, carry no proxy header (a proxy on the same machine
 * would bring outside visitors from 127.0.0.1), and name `127.0.0.1`, `localhost` or `[::1]` with
 * the server's port in `Host` (a page whose own name resolves to 127.0.0.1, DNS rebinding, sends
 * its name). Anything else is 403.
 */
export function devMailboxRoutes({ mailbox, port }: DevMailboxRoutesParameters): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const hosts = new Set(['127.0.0.1', 'localhost', '[::1]'].map((name) => `${name}:${port}`))
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    const peer = readPeerAddress(c)
    const host = (c.req.header('host') ?? new URL(c.req.url).host).toLowerCase()
    if (
      peer === undefined ||
      !isLoopbackAddress(peer) ||
      !hosts.has(host) ||
      c.req.header('x-forwarded-for') !== undefined ||
      c.req.header('forwarded') !== undefined
    )
      throw new ForbiddenError(
        'The dev mailbox answers only loopback requests to 127.0.0.1, localhost or [::1] on the server port.',
      )
    await next()
  }
  app.use('/dev/mailbox', guard)
  app.use('/dev/mailbox.json', guard)
  app.get('/dev/mailbox', (c) => {
    c.header('Cache-Control', 'no-store')
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    c.header('Referrer-Policy', 'no-referrer')
    return c.html(renderMailbox(mailbox.list()))
  })
  app.get('/dev/mailbox.json', (c) => {
    c.header('Cache-Control', 'no-store')
    const mails = mailbox
      .list()
      .map(({ to, subject, text, receivedAt }) => ({ to, subject, text, receivedAt }))
    return c.json({ mails })
  })
  return app
}

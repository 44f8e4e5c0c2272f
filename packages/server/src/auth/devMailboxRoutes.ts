import { Hono } from 'hono'
import type { AppEnv } from '../http/appEnv.js'
import type { DevMailbox, ReceivedMail } from './createMailer.js'

/** Parameters of `devMailboxRoutes`. */
export type DevMailboxRoutesParameters = { mailbox: DevMailbox }

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  )

/** The mailbox page: server-rendered, every value escaped, no script. */
export function renderMailbox(mails: readonly ReceivedMail[]): string {
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
 * app mounts it only with `DEV_MAILBOX` and without `SMTP_URL`.
 */
export function devMailboxRoutes({ mailbox }: DevMailboxRoutesParameters): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
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

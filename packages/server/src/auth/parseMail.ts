/** The parts of a received mail the dev mailbox shows. */
export type ParsedMail = { subject: string; text: string }

function decodeQuotedPrintable(value: string): Buffer {
  const bytes: number[] = []
  const input = value.replace(/=\r?\n/g, '')
  for (let index = 0; index < input.length; index++) {
    const hex = input.slice(index + 1, index + 3)
    if (input[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      index += 2
    } else bytes.push(...Buffer.from(input[index] ?? '', 'utf8'))
  }
  return Buffer.from(bytes)
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8')
  return body
}

// RFC 2047 encoded words, as nodemailer writes non-ASCII subjects.
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text) =>
      (kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : decodeQuotedPrintable(text.replace(/_/g, ' '))
      ).toString('utf8'),
    )
}

/**
 * Reads the subject and the plain text of a raw single-part mail (what the login mails are):
 * unfolds headers and decodes base64, quoted-printable and encoded-word subjects. Enough for the
 * dev mailbox; not a MIME parser.
 */
export function parseMail(raw: string): ParsedMail {
  const normalised = raw.replace(/\r\n/g, '\n')
  const split = normalised.indexOf('\n\n')
  const head = split === -1 ? normalised : normalised.slice(0, split)
  const body = split === -1 ? '' : normalised.slice(split + 2)
  const headers = new Map<string, string>()
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  return {
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: decodeBody(body, encoding).replace(/\n$/, ''),
  }
}

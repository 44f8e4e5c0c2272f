import { expect, test } from 'vitest'
import { parseMail } from './parseMail.js'

test('default: a 7-bit mail', () => {
  const raw =
    'From: a@b.c\r\nSubject: Your code\r\nContent-Type: text/plain\r\n\r\nLine 1\r\nLine 2\r\n'
  expect(parseMail(raw)).toEqual({ subject: 'Your code', text: 'Line 1\nLine 2' })
})

test('behavior: folded headers, encoded words, quoted-printable and base64 bodies', () => {
  const qp = [
    'Subject: =?UTF-8?Q?Caf=C3=A9?=',
    ' =?UTF-8?B?IOKCrA==?=',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    'Caf=C3=A9 and a soft=',
    ' break',
    '',
  ].join('\r\n')
  expect(parseMail(qp)).toEqual({ subject: 'Café €', text: 'Café and a soft break' })
  const b64 = `Subject: x\r\nContent-Transfer-Encoding: base64\r\n\r\n${Buffer.from('Hé <b>').toString('base64')}\r\n`
  expect(parseMail(b64)).toEqual({ subject: 'x', text: 'Hé <b>' })
})

test('behavior: no body', () => {
  expect(parseMail('Subject: only')).toEqual({ subject: 'only', text: '' })
})

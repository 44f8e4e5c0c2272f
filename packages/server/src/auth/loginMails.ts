import type { OutgoingMail } from './createMailer.js'

const lifetime = (ttlSeconds: number) => {
  const minutes = Math.round(ttlSeconds / 60)
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}

/** The mail with a login code. */
export function loginCodeMail(to: string, code: string, ttlSeconds: number): OutgoingMail {
  return {
    to,
    subject: 'Your Latch login code',
    text: [
      `Your Latch login code is ${code}.`,
      `It expires in ${lifetime(ttlSeconds)}. If you did not ask for it, ignore this email.`,
    ].join('\n'),
  }
}

/** The mail to the current address when its owner asks to change it. */
export function emailChangePrimaryMail(to: string, code: string, ttlSeconds: number): OutgoingMail {
  return {
    to,
    subject: 'Confirm your Latch email change',
    text: [
      `Your Latch code to change your login email is ${code}.`,
      `It expires in ${lifetime(ttlSeconds)}. If you did not ask for it, ignore this email:`,
      'your login email stays the same.',
    ].join('\n'),
  }
}

/** The mail to the new address, once the current one has confirmed. */
export function emailChangeSecondaryMail(
  to: string,
  code: string,
  ttlSeconds: number,
): OutgoingMail {
  return {
    to,
    subject: 'Confirm your new Latch login email',
    text: [
      `Your Latch code to confirm this address as your login email is ${code}.`,
      `It expires in ${lifetime(ttlSeconds)}. If you did not ask for it, ignore this email.`,
    ].join('\n'),
  }
}

/** `a***@example.com`: enough for the owner to recognise, not enough to harvest. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  return `${email.slice(0, 1)}***${email.slice(at)}`
}

/** The notice to the old address after the change. */
export function emailChangedMail(to: string, newEmail: string): OutgoingMail {
  return {
    to,
    subject: 'Your Latch login email was changed',
    text: [
      `The login email of your Latch account was changed to ${maskEmail(newEmail)}.`,
      'If you did not do this, contact the site where you use this account.',
    ].join('\n'),
  }
}

import type { Mailer, OutgoingMail } from '@latch/server'

/** A mailer that keeps what it is asked to send, for tests that send many codes quickly. */
export function createRecordingMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = []
  return {
    sent,
    send: async (mail) => {
      sent.push(mail)
    },
    mailbox: undefined,
    close: async () => {},
  }
}

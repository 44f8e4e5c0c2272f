import { describe, expect } from 'vitest'
import { databases } from '../testing/databases.js'
import { useTestDatabase } from '../testing/useTestDatabase.js'
import { checkHourlyLimits, recordSend, type SendKeys } from './sendLimits.js'

const limits = { sendsPerEmailPerHour: 3, sendsPerAddressPerHour: 5, sendsPerProjectPerHour: 4 }
const at = (minutes: number) => new Date(Date.parse('2026-03-01T12:00:00Z') + minutes * 60_000)

describe.each(databases)('send limits ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle

  test('behavior: the project cap holds however many emails and addresses a flood uses', async () => {
    const send = (index: number): SendKeys => ({
      email: `email-${index}`,
      ip: `ip-${index}`,
      project: 'project-a',
    })
    for (let index = 0; index < 4; index++) {
      expect(await checkHourlyLimits(handle.db, send(index), at(index), limits)).toBeUndefined()
      await recordSend(handle.db, send(index), at(index))
    }
    // The fifth send of the project waits until the first is an hour old (minute 60).
    expect(await checkHourlyLimits(handle.db, send(4), at(10), limits)).toBe(50 * 60)
    // Another project is not affected.
    expect(
      await checkHourlyLimits(handle.db, { ...send(4), project: 'project-b' }, at(10), limits),
    ).toBeUndefined()
    expect(await checkHourlyLimits(handle.db, send(4), at(61), limits)).toBeUndefined()
  })

  test('behavior: the email and address limits come first, as before', async () => {
    const keys: SendKeys = { email: 'same-email', ip: 'other-ip', project: 'project-c' }
    for (let index = 0; index < 3; index++) await recordSend(handle.db, keys, at(index))
    expect(await checkHourlyLimits(handle.db, keys, at(5), limits)).toBe(55 * 60)
  })
})

import { databases, useTestDatabase } from '@latch/test/server'
import { describe, expect } from 'vitest'
import { checkHourlyLimits, recordSend, type SendKeys } from './sendLimits.js'

const limits = {
  sendsPerEmailPerHour: 3,
  sendsPerAddressPerHour: 5,
  sendsPerProjectPerHour: 4,
  sendsPerSourceWhenBusy: 2,
}
const at = (minutes: number) => new Date(Date.parse('2026-03-01T12:00:00Z') + minutes * 60_000)

describe.each(databases)('send limits ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle

  test('behavior: over its budget a project serves only sources that used little of it', async () => {
    const send = (index: number, source = `ip-${index % 2}`): SendKeys => ({
      email: `email-${index}`,
      ip: source,
      project: 'project-a',
      projectSource: `project-a/${source}`,
    })
    // Two sources use up the budget of 4, two sends each.
    for (let index = 0; index < 4; index++) {
      expect(await checkHourlyLimits(handle.db, send(index), at(index), limits)).toBeUndefined()
      await recordSend(handle.db, send(index), at(index))
    }
    // Each has used its share of a busy project (2), and waits until its share or the project's
    // budget frees, whichever comes first (minute 60: the project's first send is an hour old).
    expect(await checkHourlyLimits(handle.db, send(4), at(10), limits)).toBe(50 * 60)
    expect(await checkHourlyLimits(handle.db, send(5), at(10), limits)).toBe(50 * 60)
    // A new source is served, up to its share.
    const newcomer = (index: number) => send(index, 'ip-new')
    for (let index = 6; index < 8; index++) {
      expect(await checkHourlyLimits(handle.db, newcomer(index), at(20), limits)).toBeUndefined()
      await recordSend(handle.db, newcomer(index), at(20))
    }
    // Its share frees at minute 80, the project's budget at 62 (its sends at 2, 3, 20 and 20).
    expect(await checkHourlyLimits(handle.db, newcomer(8), at(21), limits)).toBe(41 * 60)
    // Another project is not affected.
    expect(
      await checkHourlyLimits(handle.db, { ...send(4), project: 'project-b' }, at(10), limits),
    ).toBeUndefined()
    expect(await checkHourlyLimits(handle.db, send(4), at(61), limits)).toBeUndefined()
  })

  test('behavior: the email and address limits come first, as before', async () => {
    const keys: SendKeys = {
      email: 'same-email',
      ip: 'other-ip',
      project: 'project-c',
      projectSource: 'project-c/other-ip',
    }
    for (let index = 0; index < 3; index++) await recordSend(handle.db, keys, at(index))
    expect(await checkHourlyLimits(handle.db, keys, at(5), limits)).toBe(55 * 60)
  })
})

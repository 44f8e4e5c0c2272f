import { describe, expect, test } from 'vitest'
import { createLogger, type LogLevel } from './logger.js'

const capture = (level: LogLevel = 'debug') => {
  const lines: Record<string, unknown>[] = []
  const logger = createLogger({
    level,
    write: (line) => lines.push(JSON.parse(line)),
    now: () => new Date('2026-01-02T03:04:05.000Z'),
  })
  return { lines, logger }
}

describe('createLogger', () => {
  test('default', () => {
    const { lines, logger } = capture()
    logger.info('request', { method: 'GET', status: 200 })
    expect(lines).toMatchInlineSnapshot(`
      [
        {
          "level": "info",
          "method": "GET",
          "msg": "request",
          "status": 200,
          "time": "2026-01-02T03:04:05.000Z",
        },
      ]
    `)
  })

  test('parameters: level filters lower levels', () => {
    const { lines, logger } = capture('warn')
    logger.debug('a')
    logger.info('b')
    logger.warn('c')
    logger.error('d')
    expect(lines.map((line) => line.msg)).toEqual(['c', 'd'])
    const silent = capture('silent')
    silent.logger.error('e')
    expect(silent.lines).toEqual([])
  })

  test('behavior: redacts secrets by key, at any depth', () => {
    const { lines, logger } = capture()
    logger.info('x', {
      token: 't',
      adminToken: 't',
      nested: {
        password: 'p',
        Authorization: 'Bearer x',
        list: [{ email: 'a@b.c', otp: '123456' }],
      },
      client_secret: 's',
      cookie: 'c',
      apiKey: 'k',
      safe: 'kept',
    })
    expect(JSON.stringify(lines[0])).not.toMatch(/Bearer x|a@b\.c|123456|"t"|"p"|"s"|"k"/)
    expect(lines[0]).toMatchObject({
      token: '[redacted]',
      adminToken: '[redacted]',
      nested: {
        password: '[redacted]',
        Authorization: '[redacted]',
        list: [{ email: '[redacted]', otp: '[redacted]' }],
      },
      safe: 'kept',
    })
  })

  test('behavior: errors are flattened, fields cannot overwrite the line header', () => {
    const { lines, logger } = capture()
    logger.error('failed', { error: new TypeError('boom'), msg: 'spoof', level: 'debug' })
    expect(lines[0]).toMatchObject({
      msg: 'failed',
      level: 'error',
      error: { name: 'TypeError', message: 'boom' },
    })
  })

  test('behavior: child adds fields', () => {
    const { lines, logger } = capture()
    logger.child({ component: 'import' }).warn('skipped', { walletId: 'w' })
    expect(lines[0]).toMatchObject({ component: 'import', walletId: 'w', msg: 'skipped' })
  })
})

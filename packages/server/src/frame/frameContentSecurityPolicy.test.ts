import { expect, test } from 'vitest'
import { frameContentSecurityPolicy } from './frameContentSecurityPolicy.js'

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ')
      return [name, values]
    }),
  )

test('default', () => {
  const policy = directives(
    frameContentSecurityPolicy({
      allowedOrigins: ['https://app.example', 'https://*.example.org', 'http://127.0.0.1:5173'],
      connectOrigins: ['http://127.0.0.1:8787'],
    }),
  )
  expect(policy['frame-ancestors']).toEqual([
    'https://app.example',
    'https://*.example.org',
    'http://127.0.0.1:5173',
  ])
  expect(policy['script-src']).toEqual(["'self'"])
  expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:8787'])
  expect(policy['default-src']).toEqual(["'none'"])
  expect(policy['require-trusted-types-for']).toEqual(["'script'"])
})

test('behavior: a project without origins (or no project) may be framed by nobody', () => {
  const policy = directives(frameContentSecurityPolicy({ allowedOrigins: [], connectOrigins: [] }))
  expect(policy['frame-ancestors']).toEqual(["'none'"])
  expect(policy['connect-src']).toEqual(["'self'"])
})

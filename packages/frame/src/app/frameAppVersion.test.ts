import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { frameAppVersion } from './frameAppVersion.js'

test('default: the version of @latch/frame', () => {
  const packageJson = join(dirname(fileURLToPath(import.meta.url)), '../../package.json')
  expect(frameAppVersion).toBe(JSON.parse(readFileSync(packageJson, 'utf8')).version)
})

import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

// SECURITY.md test 8 (frame.noWildcard) and T3: no wildcard target, no Math.random, in any
// source file of the package. Tests are left out: they name both to check for them.
const root = dirname(fileURLToPath(import.meta.url))
const sources = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
  .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }))

test('default: the sources are found', () => {
  expect(sources.map(({ path }) => path)).toEqual(
    expect.arrayContaining(['host/createFrameClient.ts', 'handler/createFrameMessageHandler.ts']),
  )
})

test.each(sources.map(({ path, text }) => [path, text]))(
  '%s: no postMessage to *',
  (_path, text) => {
    expect(text).not.toMatch(/postMessage\s*\([^;]*?,\s*(['"`])\*\1/s)
    expect(text).not.toMatch(/targetOrigin\s*:\s*(['"`])\*\1/)
  },
)

test.each(sources.map(({ path, text }) => [path, text]))('%s: no Math.random', (_path, text) => {
  expect(text).not.toMatch(/Math\s*\.\s*random/)
})

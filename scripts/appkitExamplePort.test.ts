// The migration guide's promise, checked on a real app: examples/appkit-react/appkit is an
// AppKit React + wagmi app written from AppKit's documentation; examples/appkit-react/latch is
// its port. The port may differ only by the import table of docs/migrating-from-appkit.md, plus
// lines marked `// Latch:` (what a site adds for its own Latch server). The e2e test
// (e2e/appkitExample.spec.ts) runs the port's flows.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
const original = join(root, 'examples/appkit-react/appkit')
const port = join(root, 'examples/appkit-react/latch')

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort()
}

/** The guide's "Imports" table: | `@reown/…` | `@latch/…` | rows. */
function importTable(): Map<string, string> {
  const guide = readFileSync(join(root, 'docs/migrating-from-appkit.md'), 'utf8')
  const section = guide.split(/^## /m).find((part) => part.startsWith('Imports'))
  if (!section) throw new Error('docs/migrating-from-appkit.md has no "## Imports" section')
  const rows = [...section.matchAll(/^\|\s*`([^`]+)`\s*\|\s*`([^`]+)`\s*\|/gm)]
  return new Map(rows.map(([, from, to]) => [from as string, to as string]))
}

function ported(line: string, table: Map<string, string>): string {
  return line.replace(/(from |import )'([^']+)'/g, (whole, keyword: string, specifier: string) =>
    table.has(specifier) ? `${keyword}'${table.get(specifier)}'` : whole,
  )
}

test('the port has every file of the AppKit app, and no other', () => {
  expect(filesUnder(port)).toEqual(filesUnder(original))
})

test('the port differs from the AppKit app only by the guide’s imports and `// Latch:` lines', () => {
  const table = importTable()
  expect(table.get('@reown/appkit/react')).toBe('@latch/react')
  for (const file of filesUnder(original)) {
    const expected = readFileSync(join(original, file), 'utf8')
      .split('\n')
      .map((line) => ported(line, table))
    const actual = readFileSync(join(port, file), 'utf8')
      .split('\n')
      .filter((line) => !line.includes('// Latch:'))
    expect({ file, lines: actual }).toEqual({ file, lines: expected })
  }
})

test('the port imports nothing of the incumbent', () => {
  for (const file of filesUnder(port))
    expect(readFileSync(join(port, file), 'utf8'), file).not.toMatch(/@reown\/|@web3modal\//)
})

test('the AppKit app uses what the guide covers: hooks, web components, the wagmi adapter', () => {
  const source = filesUnder(original)
    .map((file) => readFileSync(join(original, file), 'utf8'))
    .join('\n')
  for (const name of [
    'createAppKit',
    'WagmiAdapter',
    'defineChain',
    'useAppKit',
    'useAppKitAccount',
    'useAppKitNetwork',
    'useAppKitBalance',
    'useAppKitState',
    'useAppKitTheme',
    'useWalletInfo',
    'useDisconnect',
    '<appkit-button',
    '<appkit-network-button',
    "'--w3m-accent'",
  ])
    expect(source).toContain(name)
})

import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { guidePath, renderCompatibilitySections, withSections } from './appKitCompatibilityDocs.js'

test("default: the migration guide lists every option, flag and variable as core's table says", () => {
  const guide = readFileSync(guidePath, 'utf8')
  // Run `npx tsx scripts/appKitCompatibilityDocs.ts` after changing the table.
  expect(guide).toBe(withSections(guide, renderCompatibilitySections()))
  for (const name of ['`enableCoinbase`', '`features.headless`', '`--apkt-qr-color`'])
    expect(guide).toContain(`| ${name}`)
  for (const heading of ['## Options', '## Feature flags', '## Theme variables', '## Hooks'])
    expect(guide).toContain(`\n${heading}\n`)
})

test('behavior: a table out of date is found', () => {
  const guide = readFileSync(guidePath, 'utf8')
  const stale = guide.replace('| Differs: warns once', '| Works the same     ')
  expect(stale).not.toBe(withSections(stale, renderCompatibilitySections()))
})

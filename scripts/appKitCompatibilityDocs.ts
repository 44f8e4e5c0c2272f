import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  appKitFeatures,
  appKitOptions,
  appKitThemeVariables,
  type CompatibilityEntry,
} from '../packages/core/src/options/appKitCompatibility.js'

// The migration guide's Options, Feature flags and Theme variables sections are written from
// core's table, the one the warnings come from, so the two cannot drift apart:
// `npx tsx scripts/appKitCompatibilityDocs.ts` rewrites them; a test fails when they differ.

export const guidePath = fileURLToPath(new URL('../docs/migrating-from-appkit.md', import.meta.url))
const start = '<!-- appkit-compatibility:start -->'
const end = '<!-- appkit-compatibility:end -->'

const statusText: Record<CompatibilityEntry['status'], string> = {
  supported: 'Works the same',
  differs: 'Differs: warns once',
  notBuilt: 'Not built yet: warns once',
}

/** When the entry's option does not warn although Latch lacks what it asks for. */
function quietText(entry: CompatibilityEntry): string {
  if (!entry.sameWhen) return ''
  if (entry.sameWhen(false)) return ' No warning when `false`.'
  if (entry.sameWhen(true)) return ' No warning when `true`.'
  return ' No warning when it asks for what Latch does.'
}

/** A Markdown table with its columns padded to one width, as the repository's docs are. */
function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, 3, ...rows.map((row) => row[column]?.length ?? 0)),
  )
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  )
}

const rows = (entries: readonly CompatibilityEntry[]) =>
  entries.map((entry) => [
    `\`${entry.name}\``,
    statusText[entry.status],
    `${entry.note.replaceAll('|', '\\|')}${quietText(entry)}`,
  ])

/** The three generated sections, between their markers. */
export function renderCompatibilitySections(): string {
  return [
    start,
    '',
    '## Options',
    '',
    "Every option of AppKit's `createAppKit` in its documentation. The ones that work the same",
    'behave as in AppKit; the others are accepted and write one console warning each (`Latch: …`,',
    'once per page) that names the option and says what Latch does instead. An option neither Latch',
    'nor AppKit knows warns too (a likely typo); a wrong value for an option Latch implements throws',
    '`InvalidOptionsError`.',
    '',
    table(['Option', 'In Latch', 'What happens'], rows(appKitOptions)),
    '',
    '## Feature flags',
    '',
    table(['Flag', 'In Latch', 'What happens'], rows(appKitFeatures)),
    '',
    '## Theme variables',
    '',
    "Both of AppKit's spellings work, `--w3m-*` and `--apkt-*` (the latter wins where both are set),",
    'in `themeVariables` and in `setThemeVariables`. A name that is neither warns once.',
    '',
    table(['Variable', 'In Latch', 'What happens'], rows(appKitThemeVariables)),
    '',
    end,
  ].join('\n')
}

/** The guide with its generated sections replaced by `sections`. */
export function withSections(guide: string, sections: string): string {
  const from = guide.indexOf(start)
  const to = guide.indexOf(end)
  if (from === -1 || to === -1) throw new Error(`${guidePath} has no ${start} … ${end} markers.`)
  return guide.slice(0, from) + sections + guide.slice(to + end.length)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const guide = readFileSync(guidePath, 'utf8')
  writeFileSync(guidePath, withSections(guide, renderCompatibilitySections()))
}

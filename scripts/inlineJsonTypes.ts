// After `tsc -p tsconfig.build.json`: a declaration that imports a JSON file's type
// (`import type en from './locales/en.json'`) gets that type written out in place, so a site's
// compiler needs neither the JSON file nor `resolveJsonModule` to read our declarations.
// Usage, in a package's folder: `tsx ../../scripts/inlineJsonTypes.ts` (reads dist/types).
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

const jsonImport = /^import type (\w+) from '(\.[^']+\.json)';$/gm

/** The type TypeScript gives a JSON value: strings, numbers and booleans widened. */
function jsonType(value: unknown, indent = ''): string {
  if (Array.isArray(value))
    return `(${[...new Set(value.map((item) => jsonType(item, indent)))].join(' | ') || 'never'})[]`
  if (value === null) return 'null'
  if (typeof value === 'object') {
    const inner = `${indent}    `
    const fields = Object.entries(value).map(
      ([key, item]) => `${inner}${JSON.stringify(key)}: ${jsonType(item, inner)};`,
    )
    return `{\n${fields.join('\n')}\n${indent}}`
  }
  return typeof value
}

async function declarations(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
}

const sources = join(process.cwd(), 'src')
const types = join(process.cwd(), 'dist/types')
for (const file of await declarations(types)) {
  const text = await readFile(file, 'utf8')
  const imports = [...text.matchAll(jsonImport)]
  if (imports.length === 0) continue
  let inlined = text
  for (const [line, name, path] of imports) {
    // The JSON sits beside the source the declaration was made from.
    const source = join(sources, dirname(file.slice(types.length + 1)), path as string)
    const value: unknown = JSON.parse(await readFile(source, 'utf8'))
    inlined = inlined.replace(line, `declare const ${name}: ${jsonType(value)};`)
  }
  await writeFile(file, inlined)
}

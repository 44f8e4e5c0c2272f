import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** One source file: its path from the repository root, with `/`, and its text. */
export type SourceFile = { path: string; text: string }

/** The package a path belongs to (`core` for `packages/core/src/…`), if any. */
const packageOf = (path: string) => /^packages\/([^/]+)\//.exec(path)?.[1]

const isTest = (path: string) => /\.test\.tsx?$/.test(path)

/** Every specifier a file imports (static, dynamic and re-exports). */
function importsOf(text: string): string[] {
  const found: string[] = []
  // Comments (an @example's import) are not imports.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  for (const match of code.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g))
    if (match[1]) found.push(match[1])
  return found
}

/**
 * The rules of docs/architecture.md that no type checker enforces, as messages naming the file:
 * - only core writes core state (the store and the stored keys); the other packages report
 *   through the contexts of their contract (tests and the test package may set state up);
 * - `@latch/react` names the other Latch packages only in its composition root;
 * - no file reaches into another package through a relative path.
 */
export function findArchitectureProblems(files: readonly SourceFile[]): string[] {
  const problems: string[] = []
  for (const { path, text } of files) {
    const owner = packageOf(path)
    if (
      owner &&
      owner !== 'core' &&
      owner !== 'test' &&
      !isTest(path) &&
      /\.store\.setState\(|\.storage\.(?:set|remove)\(/.test(text)
    )
      problems.push(`${path}: writes core state; report through the contract's context instead`)
    if (owner === 'react' && !isTest(path) && !path.endsWith('/createConnectors.ts'))
      for (const specifier of importsOf(text))
        if (specifier.startsWith('@latch/') && !specifier.startsWith('@latch/core'))
          problems.push(`${path}: imports ${specifier}; only react/src/createConnectors.ts may`)
    for (const specifier of importsOf(text)) {
      if (!specifier.startsWith('.')) continue
      const target = join(path, '..', specifier).split(sep).join('/')
      const targetOwner = packageOf(target)
      if (owner && targetOwner && targetOwner !== owner)
        problems.push(
          `${path}: imports ${specifier} from another package; import @latch/${targetOwner}`,
        )
    }
  }
  return problems
}

/** The TypeScript sources of the packages and the app, as the rules read them. */
export function readSources(root: string): SourceFile[] {
  const files: SourceFile[] = []
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      if (['node_modules', 'dist', 'dist-app', '.devnet'].includes(entry.name)) continue
      const full = join(directory, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
        files.push({
          path: relative(root, full).split(sep).join('/'),
          text: readFileSync(full, 'utf8'),
        })
    }
  }
  walk(join(root, 'packages'))
  return files
}

/** What `package-lock.json` (lockfile v3) says of one installed package. */
export type LockedPackage = {
  version?: string | undefined
  resolved?: string | undefined
  integrity?: string | undefined
  link?: boolean | undefined
}

/** A workspace's `package.json`, as far as its dependencies go. */
export type Manifest = {
  name?: string | undefined
  dependencies?: Record<string, string> | undefined
  devDependencies?: Record<string, string> | undefined
  optionalDependencies?: Record<string, string> | undefined
}

/** The only place packages may come from (SECURITY.md T37). */
const registryOrigin = 'https://registry.npmjs.org/'

// An exact version: no ranges, tags, URLs, git or file specs.
const exactVersion = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/

/**
 * The supply-chain rules CI holds the tree to (SECURITY.md T37), as a list of problems (empty when
 * the tree follows them):
 * - every dependency a workspace declares is pinned to an exact version, so an install never
 *   picks up a release nobody reviewed;
 * - every package in the lockfile carries a sha512 `integrity`, which `npm ci` checks against the
 *   tarball it downloads, and comes from the public registry over https when a `resolved` URL is
 *   kept (no git, file, tarball-URL or http sources).
 *
 * @example
 * const problems = findSupplyChainProblems(lockfile.packages, manifests)
 */
export function findSupplyChainProblems(
  lockedPackages: Readonly<Record<string, LockedPackage>>,
  manifests: Readonly<Record<string, Manifest>>,
): string[] {
  const problems: string[] = []
  for (const [file, manifest] of Object.entries(manifests))
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies'] as const)
      for (const [name, spec] of Object.entries(manifest[field] ?? {}))
        if (!exactVersion.test(spec))
          problems.push(`${file}: ${field}.${name} is "${spec}", not an exact version`)

  for (const [path, locked] of Object.entries(lockedPackages)) {
    // The root and the workspaces themselves (linked, or their own folders) are not downloaded.
    if (path === '' || locked.link || !path.includes('node_modules/')) continue
    if (!locked.version) problems.push(`${path}: no version in the lockfile`)
    if (!locked.integrity?.startsWith('sha512-'))
      problems.push(`${path}: no sha512 integrity in the lockfile`)
    if (locked.resolved !== undefined && !locked.resolved.startsWith(registryOrigin))
      problems.push(`${path}: resolved from ${locked.resolved}, not ${registryOrigin}`)
  }
  return problems
}

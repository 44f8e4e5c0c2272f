// CI's supply-chain gate (SECURITY.md T37): exact pins and a lockfile whose every package is
// checksummed and comes from the public registry. `npm ci` then refuses any tarball whose hash
// differs from the lockfile's.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { findSupplyChainProblems, type Manifest } from './findSupplyChainProblems.js'

const root = new URL('../../', import.meta.url)
const read = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8'))
const lockfile = read('package-lock.json') as {
  packages: Parameters<typeof findSupplyChainProblems>[0]
}
const manifests: Record<string, Manifest> = {}
const workspaces = ['packages', 'apps'].flatMap((folder) =>
  readdirSync(new URL(folder, root)).map((name) => `${folder}/${name}/package.json`),
)
for (const path of ['package.json', ...workspaces])
  if (existsSync(new URL(path, root))) manifests[path] = read(path)

const problems = findSupplyChainProblems(lockfile.packages, manifests)
if (problems.length > 0) {
  console.error(`supply chain: ${problems.length} problem(s)\n${problems.join('\n')}`)
  process.exit(1)
}
console.log(
  `supply chain: ${Object.keys(manifests).length} manifests pinned exactly, ${Object.keys(lockfile.packages).length} lockfile entries checksummed from the public registry`,
)

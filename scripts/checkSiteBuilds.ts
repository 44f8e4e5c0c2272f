// The packages as a site gets them (issue 12): `npm pack` the publishable packages (after
// `npm run build`), check what the tarballs hold, then install them into a fresh Vite react-ts
// app and a fresh Next.js App Router app, each made by its generator's own defaults at a pinned
// version, and run each app's own `npm run build` (its type-check included). The Next page is a
// server component that renders `<AppKitButton />`; `createAppKit` runs in a client provider,
// as a site would write it. The Vite page is a wagmi site (@latch/wagmi's WagmiAdapter with
// wagmi's WagmiProvider), and also writes AppKit's `<appkit-button>` tag in JSX, so
// the tags' declarations are type-checked as a site gets them. The repository's Next.js example
// (examples/nextjs) installs them too, and is served and reloaded as a returning visitor with no
// hydration warning (sites/checkNextExample.ts). Needs the npm registry; the apps live in a
// temporary folder, removed when the check passes (kept, and named, when it fails).
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { checkNextExample } from './sites/checkNextExample.js'
import { install, run, seconds } from './sites/siteCommands.js'

const createVite = 'create-vite@9.3.0'
const createNextApp = 'create-next-app@16.4.3'
/** What a wagmi site has beside @latch/wagmi: the workspace's pinned wagmi and TanStack Query. */
const wagmi = 'wagmi@3.6.0'
const reactQuery = '@tanstack/react-query@5.108.0'
const packages = ['core', 'evm', 'wagmi', 'solana', 'walletconnect', 'frame', 'react'].map(
  (name) => `@latch/${name}`,
)

const root = new URL('..', import.meta.url).pathname
const started = performance.now()

type PackedFile = { path: string }
type Manifest = { exports: Record<string, { types: string; default: string }> }

/** Packs every package; a tarball must hold its exports' files, LICENSE and README, no sources. */
async function pack(into: string): Promise<string[]> {
  const args = ['pack', '--json', '--pack-destination', into, ...packages.map((p) => `-w=${p}`)]
  const packed = JSON.parse(await run('npm', args, root)) as {
    name: string
    filename: string
    files: PackedFile[]
  }[]
  const problems: string[] = []
  for (const { name, files } of packed) {
    const paths = new Set(files.map((file) => file.path))
    const folder = join(root, 'packages', name.replace('@latch/', ''))
    const manifest = JSON.parse(await readFile(join(folder, 'package.json'), 'utf8')) as Manifest
    for (const [entry, { types, default: js }] of Object.entries(manifest.exports))
      for (const target of [types, js])
        if (!paths.has(target.replace('./', '')))
          problems.push(`${name}: exports["${entry}"] names ${target}, which is not packed`)
    for (const required of ['LICENSE', 'README.md', 'package.json'])
      if (!paths.has(required)) problems.push(`${name}: ${required} is not packed`)
    for (const path of paths) {
      if (!path.startsWith('dist/') && !['LICENSE', 'README.md', 'package.json'].includes(path))
        problems.push(`${name}: ${path} is packed (only dist, LICENSE and README.md are)`)
      // A site's compiler reads the declarations: nothing in them may need Vite's `?inline` or
      // `resolveJsonModule` (scripts/inlineJsonTypes.ts writes JSON types out).
      if (path.endsWith('.d.ts')) {
        const declaration = await readFile(join(folder, path), 'utf8')
        if (/from '[^']*(\?inline|\.json)'/.test(declaration))
          problems.push(`${name}: ${path} imports a CSS ?inline or JSON module`)
      }
      // React Server Components: every module of @latch/react is a client module.
      if (name === '@latch/react' && path.endsWith('.js')) {
        const code = await readFile(join(folder, path), 'utf8')
        if (!code.startsWith('"use client"') && !code.startsWith("'use client'"))
          problems.push(`${name}: ${path} does not start with 'use client'`)
      }
    }
  }
  if (problems.length > 0) throw new Error(`packed packages:\n${problems.join('\n')}`)
  return packed.map(({ filename }) => join(into, filename))
}

const siteOptions = (name: string, adapter = 'createEvmAdapter()') =>
  `{
  adapters: [${adapter}],
  networks: [mainnet],
  metadata: { name: '${name}', description: '${name}', url: 'https://example.com', icons: [] },
}`

async function viteSite(work: string, tarballs: string[]): Promise<void> {
  const since = performance.now()
  await run(
    'npx',
    ['--yes', createVite, 'vite-site', '--template', 'react-ts', '--no-interactive'],
    work,
  )
  const site = join(work, 'vite-site')
  await writeFile(
    join(site, 'src/App.tsx'),
    `import { mainnet } from '@latch/core/networks'
import { AppKitButton, createAppKit } from '@latch/react'
import { useAppKitTokens } from '@latch/react/accountData'
import { WagmiAdapter } from '@latch/wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useAccount, WagmiProvider } from 'wagmi'

// A wagmi site, as AppKit's wagmi setup reads after its imports changed.
const wagmiAdapter = new WagmiAdapter({ networks: [mainnet] })
createAppKit(${siteOptions('Vite site', 'wagmiAdapter')})
const queryClient = new QueryClient()

function Account() {
  const { address } = useAccount()
  const { balances } = useAppKitTokens()
  return (
    <p>
      {address ?? 'not connected'}, {balances.length} tokens
    </p>
  )
}

export default function App() {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <AppKitButton />
        {/* AppKit's tag in JSX: it type-checks through @latch/react's declarations. */}
        <appkit-button size="sm" balance="hide" />
        <Account />
      </QueryClientProvider>
    </WagmiProvider>
  )
}
`,
  )
  await install(site, tarballs, [wagmi, reactQuery])
  await run('npm', ['run', 'build'], site)
  await checkDeclarations(site, 'tsconfig.app.json')
  console.log(`sites: ${createVite} react-ts built with the packed packages (${seconds(since)})`)
}

async function nextSite(work: string, tarballs: string[]): Promise<void> {
  const since = performance.now()
  const args = ['--yes', createNextApp, 'next-site', '--yes', '--use-npm', '--disable-git']
  await run('npx', [...args, '--skip-install'], work)
  const site = join(work, 'next-site')
  const app = join(site, 'app')
  await writeFile(
    join(app, 'providers.tsx'),
    `'use client'
import { mainnet } from '@latch/core/networks'
import { createEvmAdapter } from '@latch/evm'
import { createAppKit } from '@latch/react'
import type { ReactNode } from 'react'

createAppKit(${siteOptions('Next site')})

export function Providers({ children }: { children: ReactNode }) {
  return children
}
`,
  )
  // A server component: no 'use client' here.
  await writeFile(
    join(app, 'page.tsx'),
    `import { AppKitButton } from '@latch/react'

export default function Home() {
  return (
    <main>
      <AppKitButton />
    </main>
  )
}
`,
  )
  let layout = await readFile(join(app, 'layout.tsx'), 'utf8')
  layout = layout
    .replace(/(import "\.\/globals\.css";\n)/, '$1import { Providers } from "./providers";\n')
    .replace(
      /<body([^>]*)>\{children\}<\/body>/,
      '<body$1><Providers>{children}</Providers></body>',
    )
  if (!layout.includes('<Providers>'))
    throw new Error(`${createNextApp}: unexpected app/layout.tsx`)
  if (layout.includes('next/font/google') && !(await reachesGoogleFonts())) {
    // next/font/google downloads the template's fonts at build time; without that host (this
    // machine and CI reach only the npm registry) the build would fail before our code.
    layout = layout
      .replace(/import \{[^}]*\} from "next\/font\/google";\n/, '')
      .replace(/const (\w+) = \w+\(\{[^}]*\}\);/g, 'const $1 = { variable: "" };')
    console.log('sites: Google Fonts cannot be reached; the Next template builds without its fonts')
  }
  await writeFile(join(app, 'layout.tsx'), layout)
  await install(site, tarballs)
  await run('npm', ['run', 'build'], site)
  // The page was prerendered: the server component rendered the button's client module.
  const built = join(site, '.next/server/app')
  const html = (await readdir(built)).filter((file) => file.endsWith('.html'))
  const pages = await Promise.all(html.map((file) => readFile(join(built, file), 'utf8')))
  if (!pages.some((page) => page.includes('data-latch-button')))
    throw new Error(`${createNextApp}: no prerendered page in ${built} holds the button`)
  await checkDeclarations(site, 'tsconfig.json')
  console.log(
    `sites: ${createNextApp} (App Router) built with the packed packages (${seconds(since)})`,
  )
}

/**
 * The templates check with `skipLibCheck`, which hides a broken declaration (an unresolved import
 * becomes `any`). Checked again without it (in Next's, with its ES2017 target); only errors in
 * our packages count, since the templates' other dependencies float.
 */
async function checkDeclarations(site: string, project: string): Promise<void> {
  const args = ['tsc', '--noEmit', '-p', project, '--skipLibCheck', 'false']
  const output = await run('npx', args, site).catch((error: Error) => error.message)
  const ours = output.split('\n').filter((line) => line.includes('node_modules/@latch/'))
  if (ours.length > 0) throw new Error(`declarations, without skipLibCheck:\n${ours.join('\n')}`)
}

async function reachesGoogleFonts(): Promise<boolean> {
  try {
    const response = await fetch('https://fonts.googleapis.com/css2?family=Geist', {
      signal: AbortSignal.timeout(5_000),
    })
    return response.ok
  } catch {
    return false
  }
}

const work = await mkdtemp(join(tmpdir(), 'latch-sites-'))
try {
  const tarballs = await pack(work)
  console.log(`sites: packed ${tarballs.length} packages (${seconds(started)})`)
  // The apps install and build side by side; most of the time is the registry and Next.
  const sites = { vite: viteSite, next: nextSite, 'next-example': checkNextExample }
  // `npm run test:sites -- next-example` checks only the sites named.
  const named = process.argv.slice(2)
  await Promise.all(
    Object.entries(sites)
      .filter(([name]) => named.length === 0 || named.includes(name))
      .map(([, check]) => check(work, tarballs)),
  )
  await rm(work, { recursive: true, force: true })
  console.log(`sites: passed in ${seconds(started)}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  console.error(`sites: failed; the apps are kept in ${work}`)
  process.exit(1)
}

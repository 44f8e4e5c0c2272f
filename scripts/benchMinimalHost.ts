/**
 * For `npm run bench`: what Latch itself costs a site's first load. Two pages are built for
 * production with Vite and loaded in Chromium: a bare React page, and the smallest host page (the
 * same, plus `createAppKit` with `createEvmAdapter`, five bundled networks and `AppKitButton`).
 * The difference of their initial JS (gzip: the entry and its static imports) is Latch's own
 * initial cost; the host page's modules are grouped by package to show where it goes. What the
 * host page fetches later without a click (the Connect view's code, once idle) is reported apart.
 */

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import type { Browser } from 'playwright-core'
import { build, preview } from 'vite'
import { alias } from '../vitest.config.js'

const indexHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>bench</title></head>
<body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>
`

export const barePage = `import { createRoot } from 'react-dom/client'
createRoot(document.getElementById('root')!).render(<p>A page</p>)
`

export const hostPage = `import { arbitrum, base, mainnet, optimism, polygon } from '@latch/core/networks'
import { createEvmAdapter } from '@latch/evm'
import { AppKitButton, createAppKit } from '@latch/react'
import { createRoot } from 'react-dom/client'
createAppKit({
  adapters: [createEvmAdapter()],
  networks: [mainnet, base, optimism, arbitrum, polygon],
  projectId: 'bench',
})
createRoot(document.getElementById('root')!).render(<p>A page <AppKitButton /></p>)
`

/** Where a module of the initial chunk comes from, for the breakdown. */
function packageOf(moduleId: string): string {
  const latch = /\/packages\/([^/]+)\//.exec(moduleId)
  if (latch && !moduleId.includes('/node_modules/')) return `@latch/${latch[1]}`
  const library = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(moduleId.split('\0').join(''))
  if (library?.[1] === 'react' || library?.[1] === 'react-dom' || library?.[1] === 'scheduler')
    return 'react + react-dom'
  return library?.[1] ?? 'other'
}

type Built = { initialGzip: number; idleGzip: number; byPackage: Map<string, number> }

/** Builds one page, serves it, and sums the gzip of the scripts the browser loads up front. */
export async function measurePage(browser: Browser, source: string, port: number): Promise<Built> {
  // Inside the repository (ignored by git), so the page resolves react from its node_modules.
  const scratch = fileURLToPath(new URL('../.scratch/', import.meta.url))
  mkdirSync(scratch, { recursive: true })
  const root = mkdtempSync(join(scratch, 'bench-page-'))
  try {
    writeFileSync(join(root, 'index.html'), indexHtml)
    writeFileSync(join(root, 'main.tsx'), source)
    const config = {
      root,
      configFile: false as const,
      plugins: [react()],
      resolve: { alias },
      logLevel: 'warn' as const,
      build: {
        outDir: join(root, 'dist'),
        sourcemap: false,
        chunkSizeWarningLimit: 1024,
        // React in a chunk of its own (all of it loads up front on both pages), so the breakdown
        // of the rest is not blurred by sharing one chunk's gzip among React's modules too.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  debugName: 'react',
                  name: (id: string) =>
                    /node_modules\/(react|react-dom|scheduler)\//.test(id) ? 'vendor-react' : null,
                },
              ],
            },
          },
        },
      },
    }
    const output = await build(config)
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) =>
      'output' in o ? o.output : [],
    )
    const server = await preview({ ...config, preview: { port, host: '127.0.0.1' } })
    const page = await browser.newPage()
    const loaded: Promise<{ file: string; gzip: number }>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      const file = new URL(response.url()).pathname.split('/').pop() ?? ''
      loaded.push(
        response.body().then((body) => ({ file, gzip: gzipSync(body, { level: 9 }).length })),
      )
    })
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' })
    const scripts = await Promise.all(loaded)
    await page.close()
    await server.close()
    // The initial JS: the entry and what it imports statically. Anything else the page fetched
    // before a click (the Connect view's code, once the page is idle) is reported apart.
    const initialFiles = new Set<string>()
    const addStatic = (fileName: string) => {
      const chunk = chunks.find((c) => c.type === 'chunk' && c.fileName === fileName)
      if (chunk?.type !== 'chunk' || initialFiles.has(fileName)) return
      initialFiles.add(fileName)
      for (const imported of chunk.imports) addStatic(imported)
    }
    for (const chunk of chunks)
      if (chunk.type === 'chunk' && chunk.isEntry) addStatic(chunk.fileName)
    const isInitial = (file: string) => [...initialFiles].some((name) => name.endsWith(file))
    // Each initial chunk's gzip, shared out among its modules by their rendered length.
    const byPackage = new Map<string, number>()
    for (const script of scripts.filter((s) => isInitial(s.file))) {
      const chunk = chunks.find((c) => c.type === 'chunk' && c.fileName.endsWith(script.file))
      if (chunk?.type !== 'chunk') continue
      const modules = Object.entries(chunk.modules)
      const rendered = modules.reduce((sum, [, info]) => sum + info.renderedLength, 0) || 1
      for (const [id, info] of modules) {
        const share = (script.gzip * info.renderedLength) / rendered
        byPackage.set(packageOf(id), (byPackage.get(packageOf(id)) ?? 0) + share)
      }
    }
    const sum = (list: typeof scripts) => list.reduce((total, s) => total + s.gzip, 0)
    return {
      initialGzip: sum(scripts.filter((s) => isInitial(s.file))),
      idleGzip: sum(scripts.filter((s) => !isInitial(s.file))),
      byPackage,
    }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

/** The initial JS (gzip) of the bare page and of the minimal host page, and the breakdown. */
export async function measureMinimalHost(browser: Browser, port: number) {
  const bare = await measurePage(browser, barePage, port)
  const host = await measurePage(browser, hostPage, port)
  return {
    bare: bare.initialGzip,
    host: host.initialGzip,
    hostIdle: host.idleGzip,
    byPackage: host.byPackage,
  }
}

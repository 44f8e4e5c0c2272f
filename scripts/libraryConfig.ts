import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type UserConfig } from 'vite'

/**
 * The build of a published package: ESM only, every dependency external (the site's bundler
 * dedupes them), dynamic imports kept as separate chunks so lazy views stay lazy. Declarations
 * come from `tsc -p tsconfig.build.json` after it (see the root tsconfig.build.json).
 *
 * `useClient` puts `'use client'` at the top of every chunk: bundling drops the source files'
 * own directives, and without it a React Server Component that renders a button (Next.js App
 * Router) would run the package on the server and fail on `createContext`.
 */
export function libraryConfig(
  packageUrl: string,
  entries: Record<string, string> = { index: 'src/exports/index.ts' },
  { useClient = false }: { useClient?: boolean } = {},
): UserConfig {
  const root = fileURLToPath(new URL('.', packageUrl))
  return defineConfig({
    root,
    plugins: [react()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      minify: true,
      sourcemap: true,
      lib: { entry: entries, formats: ['es'], fileName: (_format, name) => `${name}.js` },
      rolldownOptions: {
        external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
        output: {
          chunkFileNames: 'chunks/[name]-[hash].js',
          ...(useClient ? { banner: "'use client';" } : {}),
        },
      },
    },
  })
}

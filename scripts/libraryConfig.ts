import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type UserConfig } from 'vite'

/**
 * The build of a published package: ESM only, every dependency external (the site's bundler
 * dedupes them), dynamic imports kept as separate chunks so lazy views stay lazy.
 */
export function libraryConfig(
  packageUrl: string,
  entries: Record<string, string> = { index: 'src/exports/index.ts' },
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
        output: { chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  })
}

import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url))

/**
 * The secure frame's web app: `app/index.html` → `dist-app/index.html` and hashed
 * `dist-app/assets/*`, which `@latch/server` serves on the frame origin (`createFrameApp`). The
 * page runs under `script-src 'self'`, `style-src 'self'` and Trusted Types, so nothing may be
 * inlined: no modulepreload polyfill, no inlined assets, no CSS. `@latch/*` come from source, so
 * the app never bundles a stale `dist`, and the library build (`dist/`) is left alone.
 */
export default defineConfig({
  root: path('./app'),
  base: '/',
  publicDir: false,
  envDir: false,
  resolve: {
    alias: [
      { find: /^@latch\/core$/, replacement: path('../core/src/exports/index.ts') },
      // Core's subpaths (accountData, internal, …) from source too: one core in the frame app.
      { find: /^@latch\/core\/(\w+)$/, replacement: path('../core/src/exports/$1.ts') },
      { find: /^@latch\/frame\/handler$/, replacement: path('./src/exports/handler.ts') },
    ],
  },
  build: {
    outDir: path('./dist-app'),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    minify: true,
    sourcemap: false,
    reportCompressedSize: false,
  },
})

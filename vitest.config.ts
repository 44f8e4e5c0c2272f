import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const src = (path: string) => fileURLToPath(new URL(`./packages/${path}`, import.meta.url))
const react18 = (name: string) =>
  fileURLToPath(new URL(`./apps/react18/node_modules/${name}`, import.meta.url))

// Tests import @latch/* from source, so no build is needed before `vitest run`.
export const alias = {
  '@latch/core/internal': src('core/src/exports/internal.ts'),
  '@latch/core/networks': src('core/src/exports/networks.ts'),
  '@latch/core/locales': src('core/src/exports/locales.ts'),
  '@latch/core/providers': src('core/src/exports/providers.ts'),
  '@latch/core/accountData': src('core/src/exports/accountData.ts'),
  '@latch/core/signIn': src('core/src/exports/signIn.ts'),
  '@latch/core/siwx': src('core/src/exports/siwx.ts'),
  '@latch/core': src('core/src/exports/index.ts'),
  '@latch/evm': src('evm/src/exports/index.ts'),
  '@latch/wagmi': src('wagmi/src/exports/index.ts'),
  '@latch/solana': src('solana/src/exports/index.ts'),
  '@latch/react/accountData': src('react/src/exports/accountData.ts'),
  '@latch/react/pay': src('react/src/exports/pay.ts'),
  '@latch/react/walletButton': src('react/src/exports/walletButton.ts'),
  '@latch/react': src('react/src/exports/index.ts'),
  '@latch/server': src('server/src/exports/index.ts'),
  '@latch/walletconnect': src('walletconnect/src/exports/index.ts'),
  '@latch/frame/host': src('frame/src/exports/host.ts'),
  '@latch/frame/handler': src('frame/src/exports/handler.ts'),
  '@latch/devnet/wallet': src('devnet/src/exports/wallet.ts'),
  '@latch/devnet/identityTesting': src('devnet/src/exports/identityTesting.ts'),
  '@latch/devnet': src('devnet/src/exports/index.ts'),
  '@latch/test/frame': src('test/src/exports/frame.ts'),
  '@latch/test/server': src('test/src/exports/server.ts'),
  '@latch/test/walletconnect': src('test/src/exports/walletconnect.ts'),
  '@latch/test': src('test/src/exports/index.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'evm', include: ['packages/evm/src/**/*.test.ts'], environment: 'jsdom' },
      },
      {
        extends: true,
        test: {
          name: 'wagmi',
          include: ['packages/wagmi/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: { name: 'demo', include: ['apps/demo/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // Node, not jsdom: the tests start Surfpool and a local HTTP server.
        test: {
          name: 'solana',
          include: ['packages/solana/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'react',
          include: ['packages/react/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        extends: true,
        // The same tests on React 18, which the peer range claims as well: react and react-dom
        // (and their subpaths) from apps/react18. Testing Library's ES module is inlined, so
        // that its imports of them are aliased too (its CommonJS build would require 19).
        resolve: {
          alias: {
            react: react18('react'),
            'react-dom': react18('react-dom'),
            '@testing-library/react': fileURLToPath(
              new URL(
                './node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
                import.meta.url,
              ),
            ),
          },
        },
        test: {
          name: 'react18',
          include: ['packages/react/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          env: { LATCH_REACT_MAJOR: '18' },
          server: { deps: { inline: ['@testing-library/react'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'devnet',
          include: ['packages/devnet/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'walletconnect',
          include: ['packages/walletconnect/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'frame',
          include: ['packages/frame/src/**/*.test.ts'],
          environment: 'jsdom',
          // jsdom has no IntersectionObserver: the frame's tests run as Chromium with IOv2.
          setupFiles: ['packages/frame/src/app/testing/visibleIntersectionObserver.ts'],
          // Property tests and the real server, anvil and Surfpool run long on a 2-core CI runner.
          testTimeout: 30_000,
        },
      },
    ],
  },
})

import { version } from '@wagmi/core'
import { expect, test, vi } from 'vitest'
import { describeWagmiAdapter } from './describeWagmiAdapter.js'

// wagmi 2: the adapter and the tests' actions get the @wagmi/core 2 that apps/wagmi2 installs
// (the peer range is "^2.16.0 || ^3.0.0"), in place of the workspace's 3.
vi.mock('@wagmi/core', () => {
  // A path TypeScript does not type (the package's types are for its own entry): the module is
  // the same @wagmi/core 2 entry that apps/wagmi2's `import '@wagmi/core'` loads.
  const wagmi2 = '../../../apps/wagmi2/node_modules/@wagmi/core/dist/esm/exports/index.js'
  return import(/* @vite-ignore */ wagmi2)
})

test('default: @wagmi/core 2 is the one under test', () => {
  expect(version).toMatch(/^2\./)
})

describeWagmiAdapter([18667, 18668])

import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { findArchitectureProblems, readSources } from './findArchitectureProblems.js'

const root = fileURLToPath(new URL('../..', import.meta.url))

test('the tree keeps the rules of docs/architecture.md', () => {
  expect(findArchitectureProblems(readSources(root))).toEqual([])
})

test('error: each rule names the file that breaks it', () => {
  const problems = findArchitectureProblems([
    { path: 'packages/frame/src/host/x.ts', text: 'config.store.setState({ pairing })' },
    { path: 'packages/walletconnect/src/y.ts', text: 'config.storage.set(key, value)' },
    { path: 'packages/react/src/views/z.tsx', text: "import { a } from '@latch/walletconnect'" },
    { path: 'packages/react/src/lazy.ts', text: "const m = await import('@latch/frame/host')" },
    {
      path: 'packages/server/src/rpcProxy/a.test.ts',
      text: "import { b } from '../../../frame/src/app/b.js'",
    },
  ])
  expect(problems).toEqual([
    "packages/frame/src/host/x.ts: writes core state; report through the contract's context instead",
    "packages/walletconnect/src/y.ts: writes core state; report through the contract's context instead",
    'packages/react/src/views/z.tsx: imports @latch/walletconnect; only react/src/createConnectors.ts may',
    'packages/react/src/lazy.ts: imports @latch/frame/host; only react/src/createConnectors.ts may',
    'packages/server/src/rpcProxy/a.test.ts: imports ../../../frame/src/app/b.js from another package; import @latch/frame',
  ])
})

test('behavior: what the rules allow', () => {
  expect(
    findArchitectureProblems([
      { path: 'packages/core/src/actions/a.ts', text: 'config.store.setState({})' },
      { path: 'packages/test/src/core/b.ts', text: 'config.storage.set(k, v)' },
      { path: 'packages/frame/src/host/c.test.ts', text: 'config.store.setState({})' },
      {
        path: 'packages/react/src/createConnectors.ts',
        text: "import x from '@latch/walletconnect'",
      },
      { path: 'packages/react/src/d.ts', text: "import { e } from '@latch/core/internal'" },
      {
        path: 'packages/react/src/f.ts',
        text: "/**\n * @example\n * import { createEvmAdapter } from '@latch/evm'\n */",
      },
      { path: 'packages/frame/src/app/e.ts', text: "import { f } from '../../rpc/rpcMethods.js'" },
    ]),
  ).toEqual([])
})

import { expect, test } from 'vitest'
import { findSupplyChainProblems } from './findSupplyChainProblems.js'

const integrity = `sha512-${'A'.repeat(86)}==`

test('default: exact pins and checksummed registry packages pass', () => {
  expect(
    findSupplyChainProblems(
      {
        '': {},
        'packages/core': {},
        'node_modules/@latch/core': { link: true },
        'node_modules/zod': { version: '4.1.12', integrity },
        'node_modules/a/node_modules/b': {
          version: '1.0.0',
          integrity,
          resolved: 'https://registry.npmjs.org/b/-/b-1.0.0.tgz',
        },
      },
      { 'package.json': { devDependencies: { vitest: '4.1.12', pre: '1.0.0-rc.1' } } },
    ),
  ).toEqual([])
})

test('error: ranges, tags and URLs; packages without sha512 or from elsewhere', () => {
  expect(
    findSupplyChainProblems(
      {
        'node_modules/nohash': { version: '1.0.0' },
        'node_modules/sha1': { version: '1.0.0', integrity: 'sha1-abc' },
        'node_modules/git': { version: '1.0.0', integrity, resolved: 'git+ssh://git@x/y.git' },
        'node_modules/plain': {
          version: '1.0.0',
          integrity,
          resolved: 'http://registry.npmjs.org/plain/-/plain-1.0.0.tgz',
        },
        'node_modules/noversion': { integrity },
      },
      {
        'packages/a/package.json': {
          dependencies: { caret: '^1.2.3', tag: 'latest' },
          devDependencies: { url: 'https://example.com/x.tgz', tilde: '~2.0.0' },
          optionalDependencies: { star: '*' },
        },
      },
    ),
  ).toEqual([
    'packages/a/package.json: dependencies.caret is "^1.2.3", not an exact version',
    'packages/a/package.json: dependencies.tag is "latest", not an exact version',
    'packages/a/package.json: devDependencies.url is "https://example.com/x.tgz", not an exact version',
    'packages/a/package.json: devDependencies.tilde is "~2.0.0", not an exact version',
    'packages/a/package.json: optionalDependencies.star is "*", not an exact version',
    'node_modules/nohash: no sha512 integrity in the lockfile',
    'node_modules/sha1: no sha512 integrity in the lockfile',
    'node_modules/git: resolved from git+ssh://git@x/y.git, not https://registry.npmjs.org/',
    'node_modules/plain: resolved from http://registry.npmjs.org/plain/-/plain-1.0.0.tgz, not https://registry.npmjs.org/',
    'node_modules/noversion: no version in the lockfile',
  ])
})

import { version } from 'react'
import { version as clientVersion } from 'react-dom'
import { version as serverVersion } from 'react-dom/server'
import { expect, test } from 'vitest'

// The react18 project (vitest.config.ts) runs these tests on React 18: a wrong alias would run
// them on 19 twice, silently.
test('the React under test is the one the project names, react-dom alike', () => {
  const major = process.env.LATCH_REACT_MAJOR ?? '19'
  expect(version.split('.')[0]).toBe(major)
  expect(clientVersion).toBe(version)
  expect(serverVersion).toBe(version)
})

import { renderHook } from '@testing-library/react'
import { expect, test } from 'vitest'
import { LatchNotCreatedError, useConfig } from './useConfig.js'

test('error: used before createAppKit and outside a provider', () => {
  expect(() => renderHook(() => useConfig())).toThrow(LatchNotCreatedError)
  expect(new LatchNotCreatedError().shortMessage).toMatchInlineSnapshot(
    `"Call \`createAppKit\` before using Latch hooks, or wrap them in \`LatchProvider\`."`,
  )
})

import { expect, test } from 'vitest'
import { escapeLike } from './escapeLike.js'

test('default', () => {
  expect(escapeLike('plain')).toBe('plain')
  expect(escapeLike('100%_\\')).toBe('100\\%\\_\\\\')
  expect(escapeLike("' OR 1=1 --")).toBe("' OR 1=1 --")
})

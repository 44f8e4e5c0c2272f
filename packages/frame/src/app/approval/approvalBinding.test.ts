import { describe, expect, test } from 'vitest'
import {
  ApprovalBindingError,
  assertApprovalBinding,
  bindApproval,
  canonicalJson,
} from './approvalBinding.js'

describe('approval binding (T6)', () => {
  test('default: canonical JSON sorts keys and encodes bytes and bigints', () => {
    expect(canonicalJson({ b: 1n, a: new Uint8Array([1, 255]), c: [undefined, 'x'] })).toBe(
      '{"a":"0x01ff","b":"1n","c":[null,"x"]}',
    )
    expect(canonicalJson({ y: 1, x: 2 })).toBe(canonicalJson({ x: 2, y: 1 }))
  })

  test('behavior: the signer accepts exactly what was approved, for that id', () => {
    const request = { method: 'personal_sign', message: new Uint8Array([1, 2]) }
    const binding = bindApproval('id-a', 'eip155:1', request)
    expect(() => assertApprovalBinding(binding, 'id-a', 'eip155:1', request)).not.toThrow()
    expect(() => assertApprovalBinding(binding, 'id-b', 'eip155:1', request)).toThrow(
      ApprovalBindingError,
    )
    expect(() => assertApprovalBinding(binding, 'id-a', 'eip155:2', request)).toThrow(
      ApprovalBindingError,
    )
    request.message[0] = 9
    expect(() => assertApprovalBinding(binding, 'id-a', 'eip155:1', request)).toThrow(
      'The approval does not match the request to sign.',
    )
  })
})

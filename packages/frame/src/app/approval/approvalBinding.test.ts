import { describe, expect, test } from 'vitest'
import {
  ApprovalBindingError,
  assertApprovalBinding,
  bindApproval,
  canonicalJson,
  hashShownApproval,
} from './approvalBinding.js'
import { testApprovalModel } from './testing.js'

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

  test('behavior: the shown hash names the binding and every word of the view', () => {
    const model = testApprovalModel
    const binding = bindApproval('id-a', 'eip155:1', { message: 'hi' })
    const shown = hashShownApproval(binding, model)
    expect(shown).toMatch(/^[0-9a-f]{64}$/)
    expect(hashShownApproval({ ...binding }, structuredClone(model))).toBe(shown)
    expect(hashShownApproval({ ...binding, id: 'id-b' }, model)).not.toBe(shown)
    const changed = structuredClone(model)
    changed.sections[0]!.fields[0]!.value = 'hello!'
    expect(hashShownApproval(binding, changed)).not.toBe(shown)
  })
})

import { describe, expect, test } from 'vitest'
import { bindApproval } from './approvalBinding.js'
import {
  approvalPopupMessageTypes,
  createApprovalPopupId,
  isApprovalPopupId,
  parseApprovalPopupReply,
  parseApprovalPopupRequest,
} from './approvalPopupMessages.js'
import { testApprovalModel } from './testing.js'

const model = testApprovalModel
const id = createApprovalPopupId()
const binding = bindApproval('request-1', 'eip155:1', { message: 'hello' })
const request = {
  type: approvalPopupMessageTypes.request,
  id,
  model,
  binding,
  themeMode: 'dark',
  locale: 'de',
}
const decision = {
  type: approvalPopupMessageTypes.decision,
  id,
  approved: true,
  shown: 'a'.repeat(64),
}

describe('createApprovalPopupId', () => {
  test('default: 128 random bits in hex, a new one each time', () => {
    const ids = new Set(Array.from({ length: 50 }, createApprovalPopupId))
    expect(ids.size).toBe(50)
    for (const value of ids) {
      expect(value).toMatch(/^[0-9a-f]{32}$/)
      expect(isApprovalPopupId(value)).toBe(true)
    }
  })

  test('behavior: anything else is not an id', () => {
    for (const value of ['', 'abc', `${id}0`, id.toUpperCase(), ` ${id}`, 42, null, undefined])
      expect(isApprovalPopupId(value)).toBe(false)
  })
})

describe('parseApprovalPopupRequest', () => {
  test('default: a request with the model, the binding, the theme and the locale', () => {
    expect(parseApprovalPopupRequest(structuredClone(request))).toEqual(request)
    const { themeMode: _theme, locale: _locale, ...bare } = request
    expect(parseApprovalPopupRequest(bare)).toEqual(bare)
  })

  test('behavior: an unknown key anywhere is refused', () => {
    const variants: unknown[] = [
      { ...request, extra: 1 },
      { ...request, model: { ...model, html: '<b>' } },
      { ...request, binding: { ...binding, approved: true } },
      { ...request, model: { ...model, sections: [{ ...model.sections[0], note: 'x' }] } },
      {
        ...request,
        model: {
          ...model,
          sections: [{ title: 'M', fields: [{ label: 'a', value: 'b', kind: 'text', x: 1 }] }],
        },
      },
      { ...request, model: { ...model, warnings: [{ ...model.warnings[0], extra: true }] } },
      JSON.parse(`{"type":"${request.type}","id":"${id}","__proto__":{"polluted":true}}`),
    ]
    for (const variant of variants) expect(parseApprovalPopupRequest(variant)).toBeUndefined()
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined()
  })

  test('behavior: wrong types, ids, kinds, codes and themes are refused', () => {
    const variants: unknown[] = [
      null,
      'request',
      [request],
      new Map(Object.entries(request)),
      { ...request, type: approvalPopupMessageTypes.decision },
      { ...request, id: 'not-an-id' },
      { ...request, themeMode: 'blue' },
      { ...request, locale: 7 },
      { ...request, binding: { id: 'request-1', hash: 'zz' } },
      { ...request, model: { ...model, title: 1 } },
      { ...request, model: { ...model, sections: 'none' } },
      {
        ...request,
        model: {
          ...model,
          sections: [{ title: 'M', fields: [{ label: 'a', value: 'b', kind: 'html' }] }],
        },
      },
      { ...request, model: { ...model, warnings: [{ code: 'made-up', message: 'x' }] } },
    ]
    for (const variant of variants) expect(parseApprovalPopupRequest(variant)).toBeUndefined()
  })

  test('behavior: too large to be a view is refused', () => {
    const field = { label: 'Data', value: 'ab', kind: 'data' as const }
    const tooManyFields = {
      ...request,
      model: { ...model, sections: [{ title: 'Data', fields: Array(2000).fill(field) }] },
    }
    const tooLong = {
      ...request,
      model: {
        ...model,
        sections: [{ title: 'Data', fields: [{ ...field, value: 'a'.repeat(1_000_000) }] }],
      },
    }
    expect(parseApprovalPopupRequest(tooManyFields)).toBeUndefined()
    expect(parseApprovalPopupRequest(tooLong)).toBeUndefined()
  })
})

describe('parseApprovalPopupReply', () => {
  test('default: ready and decision', () => {
    const ready = { type: approvalPopupMessageTypes.ready, id }
    expect(parseApprovalPopupReply(ready)).toEqual(ready)
    expect(parseApprovalPopupReply(decision)).toEqual(decision)
    expect(parseApprovalPopupReply({ ...decision, approved: false })).toEqual({
      ...decision,
      approved: false,
    })
  })

  test('behavior: anything else is refused', () => {
    const variants: unknown[] = [
      undefined,
      { type: approvalPopupMessageTypes.ready },
      { type: approvalPopupMessageTypes.ready, id, extra: 1 },
      { ...decision, approved: 'yes' },
      { ...decision, approved: 1 },
      { ...decision, shown: 'A'.repeat(64) },
      { ...decision, shown: 'a'.repeat(63) },
      { ...decision, id: undefined },
      { ...decision, type: 'RPC_REQUEST' },
      request,
      Object.assign(Object.create({ inherited: true }), decision),
    ]
    for (const variant of variants) expect(parseApprovalPopupReply(variant)).toBeUndefined()
  })
})

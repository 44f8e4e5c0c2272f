import { describe, expect, test } from 'vitest'
import { parseRelayFrame, readRawId } from './parseRelayFrame.js'

describe('parseRelayFrame', () => {
  test('default', () => {
    expect(
      parseRelayFrame(
        '{"id":"1700000000000000123","jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t"}}',
      ),
    ).toEqual({
      type: 'request',
      idJson: '"1700000000000000123"',
      method: 'irn_subscribe',
      params: { topic: 't' },
    })
  })

  test('parameters: numeric ids', () => {
    expect(parseRelayFrame('{"id":17,"jsonrpc":"2.0","method":"m"}')).toMatchObject({
      idJson: '17',
    })
    // Beyond 2^53 JSON.parse rounds; the echo keeps every digit.
    expect(
      parseRelayFrame(
        '{"jsonrpc":"2.0","params":{"id":5},"id": 1700000000000000123456 ,"method":"m"}',
      ),
    ).toMatchObject({ idJson: '1700000000000000123456' })
    expect(parseRelayFrame('{"id":1.5,"jsonrpc":"2.0","method":"m"}')).toMatchObject({
      idJson: '1.5',
    })
  })

  test('behavior: an answer from the client is a response', () => {
    expect(parseRelayFrame('{"id":1,"jsonrpc":"2.0","result":true}')).toEqual({ type: 'response' })
    expect(parseRelayFrame('{"id":1,"jsonrpc":"2.0","error":{"code":1}}')).toEqual({
      type: 'response',
    })
  })

  test.each([
    ['not JSON', '{"id":1,', -32700, 'null', 'Parse error.'],
    ['empty', '', -32700, 'null', 'Parse error.'],
    ['a number', '42', -32600, 'null', 'Invalid request: expected a JSON-RPC 2.0 object.'],
    ['null', 'null', -32600, 'null', 'Invalid request: expected a JSON-RPC 2.0 object.'],
    [
      'a string',
      '"irn_publish"',
      -32600,
      'null',
      'Invalid request: expected a JSON-RPC 2.0 object.',
    ],
    ['a batch', '[{"id":1}]', -32600, 'null', 'Batch requests are not supported.'],
    [
      'no id',
      '{"jsonrpc":"2.0","method":"m"}',
      -32600,
      'null',
      'Invalid request: id must be a string of up to 128 characters or a number.',
    ],
    [
      'an object id',
      '{"id":{},"jsonrpc":"2.0","method":"m"}',
      -32600,
      'null',
      'Invalid request: id must be a string of up to 128 characters or a number.',
    ],
    [
      'a long id',
      `{"id":"${'1'.repeat(129)}","jsonrpc":"2.0","method":"m"}`,
      -32600,
      'null',
      'Invalid request: id must be a string of up to 128 characters or a number.',
    ],
    ['no jsonrpc', '{"id":3,"method":"m"}', -32600, '3', 'Invalid request: jsonrpc must be "2.0".'],
    [
      'no method',
      '{"id":"a","jsonrpc":"2.0"}',
      -32600,
      '"a"',
      'Invalid request: method must be a non-empty string.',
    ],
    [
      'a number method',
      '{"id":"a","jsonrpc":"2.0","method":5}',
      -32600,
      '"a"',
      'Invalid request: method must be a non-empty string.',
    ],
  ])('error: %s', (_name, text, code, idJson, message) => {
    expect(parseRelayFrame(text)).toEqual({ type: 'invalid', code, idJson, message })
  })
})

describe('readRawId', () => {
  test('default', () => {
    expect(readRawId('{"id":123456789012345678901}')).toBe('123456789012345678901')
  })

  test('behavior: ignores nested ids, strings and escaped quotes', () => {
    expect(readRawId('{"params":{"id":1,"x":["\\"id\\":2"]},"s":"{\\"id\\":3}","id" : -4e2}')).toBe(
      '-4e2',
    )
    expect(readRawId('{"params":{"id":1}}')).toBeUndefined()
    expect(readRawId('{"id":"7"}')).toBeUndefined()
  })

  test('behavior: the last duplicate wins, as in JSON.parse', () => {
    expect(readRawId('{"id":1,"id":2}')).toBe('2')
  })
})

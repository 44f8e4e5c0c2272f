import { type RelayErrorCode, relayErrorCodes } from './relayErrorCodes.js'

/** What a client's frame is, with the request id as JSON text to echo back unchanged. */
export type RelayFrame =
  | { type: 'request'; idJson: string; method: string; params: unknown }
  /** A client's answer to a relay message (the acknowledgement of an `irn_subscription`). */
  | { type: 'response' }
  | { type: 'invalid'; idJson: string; code: RelayErrorCode; message: string }

const maximumIdLength = 128
const maximumMethodLength = 128

function endOfString(text: string, start: number): number {
  for (let index = start + 1; index < text.length; index++) {
    if (text[index] === '\\') index++
    else if (text[index] === '"') return index + 1
  }
  return text.length
}

function skipWhitespace(text: string, start: number): number {
  let index = start
  while (index < text.length && /\s/.test(text[index] ?? '')) index++
  return index
}

/**
 * The source text of the top-level `"id"` number of a JSON object, so that an id beyond
 * `Number.MAX_SAFE_INTEGER` is echoed digit for digit instead of rounded by `JSON.parse`.
 */
export function readRawId(text: string): string | undefined {
  let depth = 0
  let found: string | undefined
  let index = 0
  while (index < text.length) {
    const char = text[index]
    if (char === '"') {
      const end = endOfString(text, index)
      if (depth === 1 && text.slice(index, end) === '"id"') {
        const colon = skipWhitespace(text, end)
        if (text[colon] === ':') {
          const value = skipWhitespace(text, colon + 1)
          // Like JSON.parse, the last of duplicate keys wins.
          found = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(value, value + 512))?.[0]
        }
      }
      index = end
      continue
    }
    if (char === '{' || char === '[') depth++
    else if (char === '}' || char === ']') depth--
    index++
  }
  return found
}

function toIdJson(id: unknown, text: string): string | undefined {
  if (typeof id === 'string') return id.length <= maximumIdLength ? JSON.stringify(id) : undefined
  if (typeof id !== 'number' || !Number.isFinite(id)) return undefined
  if (Number.isSafeInteger(id)) return String(id)
  return readRawId(text) ?? JSON.stringify(id)
}

/** Reads one text frame from a client; never throws. */
export function parseRelayFrame(text: string): RelayFrame {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return {
      type: 'invalid',
      idJson: 'null',
      code: relayErrorCodes.parseError,
      message: 'Parse error.',
    }
  }
  const invalid = (message: string, idJson = 'null'): RelayFrame => ({
    type: 'invalid',
    idJson,
    code: relayErrorCodes.invalidRequest,
    message,
  })
  if (Array.isArray(json)) return invalid('Batch requests are not supported.')
  if (typeof json !== 'object' || json === null)
    return invalid('Invalid request: expected a JSON-RPC 2.0 object.')
  const frame = json as Record<string, unknown>
  if (!('method' in frame) && ('result' in frame || 'error' in frame)) return { type: 'response' }
  const idJson = toIdJson(frame.id, text)
  if (idJson === undefined)
    return invalid(
      `Invalid request: id must be a string of up to ${maximumIdLength} characters or a number.`,
    )
  if (frame.jsonrpc !== '2.0') return invalid('Invalid request: jsonrpc must be "2.0".', idJson)
  if (
    typeof frame.method !== 'string' ||
    frame.method.length === 0 ||
    frame.method.length > maximumMethodLength
  )
    return invalid('Invalid request: method must be a non-empty string.', idJson)
  return { type: 'request', idJson, method: frame.method, params: frame.params }
}

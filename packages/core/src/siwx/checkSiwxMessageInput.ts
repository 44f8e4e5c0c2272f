import { SiwxMessageError } from './siwxMessageError.js'
import { type SiwxMessageForm, siwxMessageForms } from './siwxMessageForms.js'
import type { SiwxMessageField, SiwxMessageInput } from './siwxMessageInput.js'

// RFC 3986 `authority` without userinfo (a `user@` part only helps phishing): DNS labels (which
// cover IPv4) or a bracketed IPv6 literal, and an optional port.
const label = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const authority = new RegExp(`^(?:${label}(?:\\.${label})*|\\[[0-9A-Fa-f:.]+\\])(?::(\\d{1,5}))?$`)
// RFC 3986 `URI`: a scheme, then URI characters only, every `%` starting an escape.
const uriPattern =
  /^[A-Za-z][A-Za-z0-9+.-]*:(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/
const schemePattern = /^[A-Za-z][A-Za-z0-9+.-]*$/
// EIP-4361 and SIWS `statement`: RFC 3986 reserved and unreserved characters and spaces.
const statementPattern = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]+$/
const noncePattern = /^[A-Za-z0-9]{8,}$/
// RFC 3986 `pchar`s.
const requestIdPattern = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+$/
const caip2Pattern = /^([-a-z0-9]{3,8}):(.*)$/
// RFC 3339 `date-time` (upper-case `T` and `Z`, as every wallet writes them).
const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|[+-](\d{2}):(\d{2}))$/

/** Whether a string is an RFC 3339 date-time whose parts are in range (no 30 February). */
function isSiwxDateTime(value: string): boolean {
  const match = dateTimePattern.exec(value)
  if (!match) return false
  const [year, month, day, hour, minute, second, offsetHour, offsetMinute] = match
    .slice(1)
    .map((part) => Number(part ?? 0))
  // Day 0 of the next month is the last of this one (`setUTCFullYear`, as `Date.UTC` maps
  // years below 100 to the 1900s).
  const lastDay = new Date(0)
  lastDay.setUTCFullYear(Number(year), Number(month), 0)
  const daysInMonth = lastDay.getUTCDate()
  return (
    Number(month) >= 1 &&
    Number(month) <= 12 &&
    Number(day) >= 1 &&
    Number(day) <= daysInMonth &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 59 &&
    Number(offsetHour) <= 23 &&
    Number(offsetMinute) <= 59
  )
}

const fail = (field: SiwxMessageField, message: string) => new SiwxMessageError(field, message)

function checkString(input: SiwxMessageInput, field: SiwxMessageField, optional: boolean) {
  const value = input[field]
  if (value === undefined && optional) return undefined
  if (typeof value !== 'string') throw fail(field, `\`${field}\` must be a string.`)
  if (value === '')
    throw fail(field, `\`${field}\` must not be empty${optional ? '; leave it out instead' : ''}.`)
  return value
}

/**
 * Checks every field of a Sign In With X message against its standard and returns the form the
 * chain's namespace writes; throws `SiwxMessageError` naming the first field at fault.
 */
export function checkSiwxMessageInput(input: SiwxMessageInput): SiwxMessageForm {
  if (typeof input !== 'object' || input === null)
    throw new SiwxMessageError('message', 'The message fields must be an object.')

  const chainId = checkString(input, 'chainId', false) ?? ''
  const [, namespace = '', reference = ''] = caip2Pattern.exec(chainId) ?? []
  const form = Object.hasOwn(siwxMessageForms, namespace)
    ? siwxMessageForms[namespace as keyof typeof siwxMessageForms]
    : undefined
  if (!form)
    throw fail(
      'chainId',
      `\`chainId\` must be a CAIP-2 id of eip155, solana, bip122 or polkadot, e.g. eip155:1; got ${quote(chainId)}.`,
    )
  if (!form.isReference(reference))
    throw fail(
      'chainId',
      `\`chainId\` ${quote(chainId)} does not name a ${form.namespace} network (${
        form.namespace === 'eip155' ? 'eip155:<EIP-155 number>' : '<namespace>:[-_a-zA-Z0-9]{1,32}'
      }).`,
    )

  const domain = checkString(input, 'domain', false) ?? ''
  if (domain.includes('://'))
    throw fail(
      'domain',
      `\`domain\` is the authority (host and port) without a scheme, e.g. example.com; got ${quote(domain)}.`,
    )
  const port = authority.exec(domain)?.[1]
  if (!authority.test(domain) || (port !== undefined && Number(port) > 65535))
    throw fail(
      'domain',
      `\`domain\` must be an RFC 3986 authority, host[:port], e.g. example.com; got ${quote(domain)}.`,
    )

  const address = checkString(input, 'address', false) ?? ''
  if (!form.isAddress(address))
    throw fail(
      'address',
      `\`address\` must be ${form.addressRule} on ${form.namespace}; got ${quote(address)}.`,
    )

  const statement = checkString(input, 'statement', true)
  if (statement !== undefined && !statementPattern.test(statement))
    throw fail(
      'statement',
      "`statement` may hold only letters, digits, spaces and -._~:/?#[]@!$&'()*+,;= (no line break).",
    )
  // Without the blank lines EIP-4361 keeps, a statement that reads like the first field line
  // would be read back as that field.
  if (statement?.startsWith('URI: ') && form.standard !== 'EIP-4361')
    throw fail('statement', '`statement` must not start with "URI: ".')

  const uri = checkString(input, 'uri', false) ?? ''
  if (!uriPattern.test(uri))
    throw fail(
      'uri',
      `\`uri\` must be an RFC 3986 URI, e.g. https://example.com; got ${quote(uri)}.`,
    )

  if (input.version !== '1')
    throw fail('version', `\`version\` must be '1'; got ${quote(String(input.version))}.`)

  const nonce = checkString(input, 'nonce', false) ?? ''
  if (!noncePattern.test(nonce))
    throw fail('nonce', '`nonce` must be at least 8 letters and digits (A-Z, a-z, 0-9).')

  for (const field of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    const value = checkString(input, field, field !== 'issuedAt')
    if (value !== undefined && !isSiwxDateTime(value))
      throw fail(
        field,
        `\`${field}\` must be an ISO 8601 (RFC 3339) date-time, e.g. 2026-01-02T03:04:05.000Z; got ${quote(value)}.`,
      )
  }

  const requestId = checkString(input, 'requestId', true)
  if (requestId !== undefined && !requestIdPattern.test(requestId))
    throw fail('requestId', '`requestId` may hold only RFC 3986 path characters (pchar).')

  if (input.resources !== undefined) {
    if (!Array.isArray(input.resources))
      throw fail('resources', '`resources` must be an array of URIs.')
    for (const resource of input.resources)
      if (typeof resource !== 'string' || !uriPattern.test(resource))
        throw fail(
          'resources',
          `Every resource must be an RFC 3986 URI; got ${quote(String(resource))}.`,
        )
  }

  const scheme = checkString(input, 'scheme', true)
  if (scheme !== undefined && form.standard !== 'EIP-4361')
    throw fail('scheme', `\`scheme\` is for eip155 (EIP-4361) messages only.`)
  if (scheme !== undefined && !schemePattern.test(scheme))
    throw fail('scheme', `\`scheme\` must be an RFC 3986 scheme, e.g. https; got ${quote(scheme)}.`)

  return form
}

function quote(value: string): string {
  // Cap the echo so a huge input cannot blow up the message.
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 59)}…` : value)
}

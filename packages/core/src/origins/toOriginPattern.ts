import { InvalidOriginError } from '../errors/origin.js'

const wildcardPrefix = /^(https?):\/\/\*\.(.*)$/i
const ipv4 = /^\d{1,3}(?:\.\d{1,3}){3}$/

/**
 * Checks an allowed-origin entry and returns it in canonical form: `https://app.example.com`,
 * `http://localhost:5173`, or a wildcard `https://*.example.com` (leftmost label only). Hosts are
 * lower-cased and IDN hosts turned into punycode, as browsers send them in `Origin`.
 */
export function toOriginPattern(entry: string): string {
  const value = entry.trim()
  if (value === '*' || value === 'null')
    throw new InvalidOriginError(`"${value}" is not allowed: list each origin.`)
  const wildcard = wildcardPrefix.exec(value)
  const candidate = wildcard ? `${wildcard[1]}://${wildcard[2]}` : value
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    throw new InvalidOriginError(`"${value}" is not an origin like https://app.example.com.`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new InvalidOriginError(`"${value}" must use https: or http:.`)
  // `new URL` would quietly accept these and drop them from `origin`; an operator who wrote them
  // meant something the check cannot give.
  if (url.username !== '' || url.password !== '' || candidate.includes('@'))
    throw new InvalidOriginError(`"${value}" must not contain credentials.`)
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || /[?#]/.test(candidate))
    throw new InvalidOriginError(`"${value}" must not contain a path, query or fragment.`)
  const host = url.hostname
  if (host.endsWith('.')) throw new InvalidOriginError(`"${value}" must not end with a dot.`)
  if (host.includes('*'))
    throw new InvalidOriginError(`"${value}" may use * only as the whole leftmost label.`)
  if (host.split('.').some((label) => label === ''))
    throw new InvalidOriginError(`"${value}" has an empty label.`)
  if (!wildcard) return url.origin
  if (ipv4.test(host) || host.startsWith('['))
    throw new InvalidOriginError(`"${value}": a wildcard needs a domain name, not an address.`)
  // `*.com` would allow every site under a top-level domain.
  if (!host.includes('.') && host !== 'localhost')
    throw new InvalidOriginError(`"${value}": a wildcard needs at least two labels after *.`)
  return `${url.protocol}//*.${url.host}`
}

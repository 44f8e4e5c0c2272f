import { InvalidSendCallsError } from './errors.js'

const isHex = (value: unknown): boolean => typeof value === 'string' && value.startsWith('0x')

/**
 * Checks `wallet_sendCalls` parameters against the spec (section 5): each call's `to` must start
 * with 0x, and `data`, if present, must start with 0x. Throws {@link InvalidSendCallsError}.
 */
export function validateSendCalls(params: unknown): void {
  const [request] = Array.isArray(params) ? params : [params]
  const calls: unknown =
    typeof request === 'object' && request !== null
      ? (request as { calls?: unknown }).calls
      : undefined
  if (!Array.isArray(calls))
    throw new InvalidSendCallsError({ details: '`calls` must be an array.' })
  calls.forEach((call: unknown, index) => {
    if (typeof call !== 'object' || call === null)
      throw new InvalidSendCallsError({ details: `calls[${index}] must be an object.` })
    const { to, data } = call as { to?: unknown; data?: unknown }
    if (!isHex(to))
      throw new InvalidSendCallsError({ details: `calls[${index}].to must start with 0x.` })
    if (data !== undefined && !isHex(data))
      throw new InvalidSendCallsError({ details: `calls[${index}].data must start with 0x.` })
  })
}

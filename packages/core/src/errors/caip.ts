import { BaseError } from './base.js'

/** {@link InvalidCaipIdError}, narrowed by `name`. */
export type InvalidCaipIdErrorType = InvalidCaipIdError & { name: 'InvalidCaipIdError' }
/** A string is not a CAIP-2 network id or CAIP-10 account id that Latch supports. */
export class InvalidCaipIdError extends BaseError {
  override name = 'InvalidCaipIdError'
  /** Which id was expected. */
  standard: 'CAIP-2' | 'CAIP-10'
  /** The rejected input. */
  value: unknown

  constructor({
    standard,
    value,
    reason,
  }: {
    /** Which id was expected. */
    standard: 'CAIP-2' | 'CAIP-10'
    /** The rejected input. */
    value: unknown
    /** Why it was rejected, shown on the `Details:` line. */
    reason: string
  }) {
    const kind = standard === 'CAIP-2' ? 'network id' : 'account id'
    const example = standard === 'CAIP-2' ? 'eip155:1' : 'eip155:1:0xab16a96D…'
    const shape =
      standard === 'CAIP-2' ? '<namespace>:<reference>' : '<namespace>:<reference>:<address>'
    const namespaces = 'eip155, solana, bip122, polkadot'
    super(`${formatValue(value)} is not a valid ${standard} ${kind}.`, {
      details: reason,
      metaMessages: [`Expected: ${shape}, e.g. ${example}`, `Namespaces: ${namespaces}`],
    })
    this.standard = standard
    this.value = value
  }
}

function formatValue(value: unknown): string {
  // Cap the echo so a huge input cannot blow up the message.
  if (typeof value === 'string')
    return JSON.stringify(value.length > 80 ? `${value.slice(0, 79)}…` : value)
  return `A value of type ${value === null ? 'null' : typeof value}`
}

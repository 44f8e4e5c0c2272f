import type { SiwxMessageForm } from './siwxMessageForms.js'
import type { SiwxMessageInput } from './siwxMessageInput.js'

/**
 * Writes checked fields in a form's layout (see `SiwxMessageForm`), without checking them:
 * `formatSiwxMessage` checks first, and `parseSiwxMessage` writes a parsed message back to see
 * that it was in its one canonical form.
 */
export function writeSiwxMessage(input: SiwxMessageInput, form: SiwxMessageForm): string {
  const origin = input.scheme === undefined ? input.domain : `${input.scheme}://${input.domain}`
  const reference = input.chainId.slice(input.chainId.indexOf(':') + 1)
  const chainIdLine = `Chain ID: ${form.toChainIdText(reference)}`
  const isEip4361 = form.standard === 'EIP-4361'
  const lines = [`${origin} wants you to sign in with your ${form.accountName} account:`]
  lines.push(input.address, '')
  // EIP-4361 keeps the statement's blank lines when there is none; SIWS and CAIP-122 drop them.
  if (input.statement !== undefined) lines.push(input.statement, '')
  else if (isEip4361) lines.push('')
  lines.push(`URI: ${input.uri}`, `Version: ${input.version}`)
  if (form.standard !== 'CAIP-122') lines.push(chainIdLine)
  lines.push(`Nonce: ${input.nonce}`, `Issued At: ${input.issuedAt}`)
  if (input.expirationTime !== undefined) lines.push(`Expiration Time: ${input.expirationTime}`)
  if (input.notBefore !== undefined) lines.push(`Not Before: ${input.notBefore}`)
  if (input.requestId !== undefined) lines.push(`Request ID: ${input.requestId}`)
  if (form.standard === 'CAIP-122') lines.push(chainIdLine)
  if (input.resources !== undefined)
    lines.push('Resources:', ...input.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}

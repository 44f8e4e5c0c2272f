import type { CaipNetworkId } from '../types/network.js'
import { checkSiwxMessageInput } from './checkSiwxMessageInput.js'
import { SiwxMessageError } from './siwxMessageError.js'
import { type SiwxMessageForm, siwxMessageForms } from './siwxMessageForms.js'
import type { SiwxMessageInput } from './siwxMessageInput.js'
import { writeSiwxMessage } from './writeSiwxMessage.js'

const headerPattern =
  /^(?:([A-Za-z][A-Za-z0-9+.-]*):\/\/)?(\S+) wants you to sign in with your ([A-Za-z0-9]+) account:$/

const malformed = (message: string) => new SiwxMessageError('message', message)

function formOf(accountName: string): SiwxMessageForm {
  const form = Object.values(siwxMessageForms).find((entry) => entry.accountName === accountName)
  if (!form)
    throw malformed(
      `A message to sign in with a ${accountName} account is not one Latch reads (Ethereum, Solana, Bitcoin, Polkadot).`,
    )
  return form
}

/**
 * Reads a Sign In With X message back into its fields: the inverse of `formatSiwxMessage`, and
 * as strict. The chain name of the first line picks the form (EIP-4361, Sign In With Solana or
 * CAIP-122); every line must be where that form puts it, every field must pass the rules
 * `formatSiwxMessage` checks, and the fields must write back to exactly the same text (one
 * canonical text per message: no trailing newline, no `\r`, no extra spaces). Anything else
 * throws `SiwxMessageError`.
 *
 * @example
 * import { parseSiwxMessage } from './parseSiwxMessage.js'
 * const { address, chainId, nonce } = parseSiwxMessage(message)
 */
export function parseSiwxMessage(text: string): SiwxMessageInput {
  if (typeof text !== 'string') throw malformed('The message must be a string.')
  const lines = text.split('\n')
  const header = headerPattern.exec(lines[0] ?? '')
  if (!header)
    throw malformed(
      'The first line must be "<domain> wants you to sign in with your <chain> account:".',
    )
  const [, scheme, domain = '', accountName = ''] = header
  const form = formOf(accountName)

  let index = 1
  const next = () => lines[index]
  const expectBlank = () => {
    if (next() !== '') throw malformed(`Line ${index + 1} must be empty.`)
    index++
  }
  const address = next()
  if (address === undefined) throw malformed('The second line must be the address.')
  index++
  expectBlank()

  let statement: string | undefined
  if (form.standard === 'EIP-4361' && next() === '') index++
  else if (form.standard === 'EIP-4361' || !next()?.startsWith('URI: ')) {
    statement = next()
    index++
    expectBlank()
  }

  const take = (label: string): string | undefined => {
    const line = next()
    if (!line?.startsWith(`${label}: `)) return undefined
    index++
    return line.slice(label.length + 2)
  }
  const takeRequired = (label: string): string => {
    const value = take(label)
    if (value === undefined) throw malformed(`Line ${index + 1} must be "${label}: …".`)
    return value
  }

  const uri = takeRequired('URI')
  const version = takeRequired('Version')
  let chainIdText = form.standard === 'CAIP-122' ? undefined : takeRequired('Chain ID')
  const nonce = takeRequired('Nonce')
  const issuedAt = takeRequired('Issued At')
  const expirationTime = take('Expiration Time')
  const notBefore = take('Not Before')
  const requestId = take('Request ID')
  if (form.standard === 'CAIP-122') chainIdText = takeRequired('Chain ID')
  let resources: string[] | undefined
  if (next() === 'Resources:') {
    index++
    resources = []
    for (let line = next(); line !== undefined; line = next()) {
      if (!line.startsWith('- ')) throw malformed(`Line ${index + 1} must be "- <resource URI>".`)
      resources.push(line.slice(2))
      index++
    }
  }
  if (index < lines.length) throw malformed(`Line ${index + 1} is not a field of the message.`)

  const reference = form.fromChainIdText(chainIdText ?? '')
  if (reference === undefined)
    throw new SiwxMessageError(
      'chainId',
      `"Chain ID: ${chainIdText}" does not name a ${form.namespace} network.`,
    )
  const input: SiwxMessageInput = {
    domain,
    address,
    ...(statement === undefined ? {} : { statement }),
    uri,
    version: version as '1',
    chainId: `${form.namespace}:${reference}` as CaipNetworkId,
    nonce,
    issuedAt,
    ...(expirationTime === undefined ? {} : { expirationTime }),
    ...(notBefore === undefined ? {} : { notBefore }),
    ...(requestId === undefined ? {} : { requestId }),
    ...(resources === undefined ? {} : { resources }),
    ...(scheme === undefined ? {} : { scheme }),
  }
  checkSiwxMessageInput(input)
  if (writeSiwxMessage(input, form) !== text)
    throw malformed('The message is not written the way its standard writes it.')
  return input
}

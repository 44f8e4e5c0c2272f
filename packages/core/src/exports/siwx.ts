// Sign In With X messages (CAIP-122: EIP-4361 on eip155, Sign In With Solana): built by the
// modal's sign-in code and parsed by the server. An entry of its own, so that neither a page
// without SIWX nor core's other entries carry the grammar.
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { formatSiwxMessage } from '../siwx/formatSiwxMessage.js'
export { parseSiwxMessage } from '../siwx/parseSiwxMessage.js'
export { SiwxMessageError, type SiwxMessageErrorType } from '../siwx/siwxMessageError.js'
export type { SiwxMessageField, SiwxMessageInput } from '../siwx/siwxMessageInput.js'

// The sign-in flows beyond email: social logins, Sign In With Farcaster, and Sign In With X (its
// flow, the Latch server's implementation a site passes as `siwx`, and the legacy SIWE mapping).
// Loaded by the modal's lazy code; a site that imports `createLatchSiwx` from here gets that
// factory alone (the grammar of the messages loads with the first one).
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export {
  SiwxNotStartedError,
  type SiwxNotStartedErrorType,
  SiwxUnsupportedNamespaceError,
  type SiwxUnsupportedNamespaceErrorType,
  SiwxVerificationError,
  type SiwxVerificationErrorType,
} from '../errors/siwx.js'
export { connectFarcaster, getFarcasterUri } from '../signIn/connectFarcaster.js'
export {
  completeSocialLogin,
  connectSocial,
  connectSocialDevice,
  getSocialRedirectUri,
} from '../signIn/connectSocial.js'
export {
  type CreateLatchSiwxParameters,
  createLatchSiwx,
  type LatchSiwx,
  type LatchSiwxSession,
} from '../signIn/createLatchSiwx.js'
export { fromSiweConfig } from '../signIn/fromSiweConfig.js'
export { signInWithX } from '../signIn/signInWithX.js'
export { signOutWithX } from '../signIn/signOutWithX.js'
export {
  defaultSocials,
  getSocials,
  readTelegramPlatform,
  socialProviderNames,
  type TelegramPlatform,
} from '../signIn/socials.js'
export { watchSiwx } from '../signIn/watchSiwx.js'

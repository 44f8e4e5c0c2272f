// The sign-in flows beyond email: social logins and Sign In With Farcaster (and, with its issue, SIWX).
// Loaded by the modal's lazy views only, so a site that never offers them pays nothing.
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { connectFarcaster, getFarcasterUri } from '../signIn/connectFarcaster.js'
export {
  completeSocialLogin,
  connectSocial,
  connectSocialDevice,
  getSocialRedirectUri,
} from '../signIn/connectSocial.js'
export {
  defaultSocials,
  getSocials,
  readTelegramPlatform,
  socialProviderNames,
  type TelegramPlatform,
} from '../signIn/socials.js'

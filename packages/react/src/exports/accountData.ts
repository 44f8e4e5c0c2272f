// The account's tokens and sending, for a site's own components: an entry of its own, so that a
// site that does not use them loads none of it (the Account and Send views load theirs lazily).
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { useAppKitSend } from '../accountData/useAppKitSend.js'
export { useAppKitTokens } from '../accountData/useAppKitTokens.js'

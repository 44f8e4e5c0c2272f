import type { FrameRequestPayloads, FrameRequestType } from '@latch/core'
import * as v from 'valibot'

// Strict objects everywhere: an unknown key is an invalid request, not something to ignore.
const text = (maximum: number) => v.pipe(v.string(), v.maxLength(maximum))
const chainId = v.union([
  v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
])
const email = v.pipe(v.string(), v.maxLength(254), v.email())
const otp = v.pipe(v.string(), v.regex(/^\d{6}$/))
// The site's answer to the server's login challenge, sent on as a request header: visible ASCII
// only (no line breaks or anything else a header cannot carry), 4 KB at most.
const challenge = v.pipe(v.string(), v.maxLength(4096), v.regex(/^[!-~]+$/))
const accountType = v.picklist(['eoa', 'smartAccount'])
const empty = v.strictObject({})
// A BCP 47 tag such as `de` or `en-GB`: letters, digits and hyphens only, so it can never carry
// markup, and short (the longest well-formed tags people use are far below 35).
const locale = v.pipe(v.string(), v.maxLength(35), v.regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{1,8})*$/))

const themeVariables = v.strictObject({
  '--w3m-font-family': v.optional(text(256)),
  '--w3m-accent': v.optional(text(64)),
  '--w3m-color-mix': v.optional(text(64)),
  '--w3m-color-mix-strength': v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
  '--w3m-font-size-master': v.optional(text(64)),
  '--w3m-border-radius-master': v.optional(text(64)),
  '--w3m-z-index': v.optional(v.pipe(v.number(), v.safeInteger())),
})

const metadata = v.strictObject({
  name: text(256),
  description: text(1024),
  url: text(2048),
  icons: v.pipe(v.array(text(2048)), v.maxLength(16)),
})

/**
 * The schema of each request's payload (spec section 7). A payload that fails its schema gets a
 * `<TYPE>_ERROR` reply and never reaches a handler.
 */
export const requestSchemas = {
  SWITCH_NETWORK: v.strictObject({ chainId }),
  CONNECT_EMAIL: v.strictObject({ email, challenge: v.optional(challenge) }),
  CONNECT_DEVICE: empty,
  CONNECT_OTP: v.strictObject({ otp }),
  CONNECT_SOCIAL: v.strictObject({ uri: v.pipe(v.string(), v.maxLength(4096), v.url()) }),
  GET_FARCASTER_URI: empty,
  CONNECT_FARCASTER: empty,
  GET_USER: v.strictObject({
    chainId: v.optional(chainId),
    preferredAccountType: v.optional(accountType),
  }),
  GET_SOCIAL_REDIRECT_URI: v.strictObject({
    provider: v.picklist(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']),
    returnUrl: v.optional(v.pipe(v.string(), v.maxLength(2048), v.url())),
  }),
  SIGN_OUT: empty,
  IS_CONNECTED: v.strictObject({ token: v.optional(text(4096)) }),
  GET_CHAIN_ID: empty,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: empty,
  INIT_SMART_ACCOUNT: empty,
  SET_PREFERRED_ACCOUNT: v.strictObject({ type: accountType }),
  RPC_REQUEST: v.strictObject({
    method: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
    params: v.optional(v.union([v.array(v.unknown()), v.record(v.string(), v.unknown())])),
    chainId: v.optional(v.pipe(v.string(), v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))),
  }),
  UPDATE_EMAIL: v.strictObject({ email }),
  UPDATE_EMAIL_PRIMARY_OTP: v.strictObject({ otp }),
  UPDATE_EMAIL_SECONDARY_OTP: v.strictObject({ otp }),
  SYNC_THEME: v.strictObject({
    themeMode: v.optional(v.picklist(['light', 'dark'])),
    themeVariables: v.optional(themeVariables),
    w3mThemeVariables: v.optional(v.record(text(64), text(256))),
    locale: v.optional(locale),
  }),
  SYNC_DAPP_DATA: v.strictObject({
    metadata: v.optional(metadata),
    sdkVersion: text(64),
    sdkType: text(64),
    projectId: text(128),
  }),
  RELOAD: empty,
  ABORT_REQUEST: v.strictObject({
    id: v.pipe(v.string(), v.uuid()),
  }),
} satisfies {
  [type in FrameRequestType]: v.GenericSchema<unknown, FrameRequestPayloads[type]>
}

/** Every request type the app may send, in the order of spec section 7. */
export const frameRequestTypes = Object.keys(requestSchemas) as FrameRequestType[]

/** Exact match against the request types. */
export function isFrameRequestType(type: string): type is FrameRequestType {
  return Object.hasOwn(requestSchemas, type)
}

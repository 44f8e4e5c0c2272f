/**
 * The relay key this demo's Farcaster app sends: the value `npm start` gives the server
 * (`FARCASTER_RELAY_KEY` in scripts/start.ts). A dev value, like the devnet's keys; a real
 * deployment trusts real Farcaster clients with its own key.
 */
export const devFarcasterRelayKey = 'latch-dev-farcaster-relay-key'

/** What a channel asks the Farcaster app to sign (the relay's `signatureParams`). */
export type SignatureParams = {
  domain: string
  siweUri: string
  nonce: string
  notBefore?: string | undefined
  expirationTime?: string | undefined
  requestId?: string | undefined
}

/** A channel as the Farcaster app finds it. */
export type ChannelRead =
  /** Waiting for this app: here is what to sign. */
  | { state: 'pending'; params: SignatureParams }
  /** Approved already. */
  | { state: 'completed' }
  /** Declined already. */
  | { state: 'rejected' }
  /** No live channel for the token: expired, or taken by the site already. */
  | { state: 'unknown' }
  /** The relay could not be asked, or answered something else. */
  | { state: 'error'; message: string }

/** What the relay said to an approval or a refusal. */
export type RelayAnswer = { ok: true } | { ok: false; code: string; message: string }

/** The profile the app hands in with a signed message. */
export type FarcasterProfileFields = { username: string; displayName: string }

/** The relay's error body (`{ error: { code, message } }`), or a stand-in when it has none. */
async function readError(response: Response): Promise<{ code: string; message: string }> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } }
    if (typeof body.error?.code === 'string' && typeof body.error.message === 'string')
      return { code: body.error.code, message: body.error.message }
  } catch {}
  return { code: `http_${response.status}`, message: `The relay answered ${response.status}.` }
}

const isText = (value: unknown, maximum: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= maximum
const optionalText = (value: unknown, maximum: number) =>
  value === undefined || isText(value, maximum)

/** The signature parameters of a status answer, when they have the shape the message needs. */
function readSignatureParams(value: unknown): SignatureParams | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const params = value as Record<string, unknown>
  if (
    !isText(params.domain, 255) ||
    !isText(params.siweUri, 2048) ||
    !isText(params.nonce, 256) ||
    !optionalText(params.notBefore, 64) ||
    !optionalText(params.expirationTime, 64) ||
    !optionalText(params.requestId, 256)
  )
    return undefined
  return {
    domain: params.domain,
    siweUri: params.siweUri,
    nonce: params.nonce,
    notBefore: params.notBefore as string | undefined,
    expirationTime: params.expirationTime as string | undefined,
    requestId: params.requestId as string | undefined,
  }
}

/**
 * The Farcaster app's side of the Latch server's relay (`<api>/farcaster/v1`): read a channel,
 * hand in a signed message with the profile, or decline. Every call names the channel by its
 * token (from the deep link), and the two that answer it carry the relay key.
 *
 * @example
 * const relay = createFarcasterRelay('http://127.0.0.1:8787')
 * const read = await relay.read(channelToken)
 */
export function createFarcasterRelay(apiUrl: string, fetcher: typeof fetch = fetch) {
  const base = `${apiUrl.replace(/\/+$/, '')}/farcaster/v1/channel`
  const headers = (channelToken: string) => ({
    authorization: `Bearer ${channelToken}`,
    'x-farcaster-auth-relay-key': devFarcasterRelayKey,
  })
  const answer = async (request: Promise<Response>): Promise<RelayAnswer> => {
    try {
      const response = await request
      return response.ok ? { ok: true } : { ok: false, ...(await readError(response)) }
    } catch {
      return { ok: false, code: 'unreachable', message: 'The relay could not be reached.' }
    }
  }
  return {
    async read(channelToken: string): Promise<ChannelRead> {
      let response: Response
      try {
        response = await fetcher(`${base}/status`, {
          headers: { authorization: `Bearer ${channelToken}` },
        })
      } catch {
        return { state: 'error', message: 'The relay could not be reached.' }
      }
      if (response.status === 401) return { state: 'unknown' }
      if (response.status === 200) return { state: 'completed' }
      if (response.status === 202) {
        const body = (await response.json().catch(() => undefined)) as
          | { signatureParams?: unknown }
          | undefined
        const params = readSignatureParams(body?.signatureParams)
        return params
          ? { state: 'pending', params }
          : { state: 'error', message: 'The relay answered a channel this app cannot read.' }
      }
      const error = await readError(response)
      if (error.code === 'farcaster_channel_rejected') return { state: 'rejected' }
      return { state: 'error', message: error.message }
    },
    authenticate: (
      channelToken: string,
      signed: { message: string; signature: `0x${string}`; fid: number },
      profile: FarcasterProfileFields,
    ) =>
      answer(
        fetcher(`${base}/authenticate`, {
          method: 'POST',
          headers: { ...headers(channelToken), 'content-type': 'application/json' },
          body: JSON.stringify({ ...signed, authMethod: 'custody', ...profile }),
        }),
      ),
    reject: (channelToken: string) =>
      answer(fetcher(`${base}/reject`, { method: 'POST', headers: headers(channelToken) })),
  }
}

/** The demo's relay client. */
export type FarcasterRelay = ReturnType<typeof createFarcasterRelay>

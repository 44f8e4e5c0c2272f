/**
 * The demo's login challenge: a small proof of work, the kind of thing an operator plugs into
 * the server's `verifyChallenge` hook and a site into the modal's `loginChallenge` option (a
 * CAPTCHA works the same way: the page gets a token, the hook checks it). The e2e tests turn it on
 * (`LATCH_LOGIN_CHALLENGE=pow`, with `LOGIN_CHALLENGE_THRESHOLD=0`); `npm start` leaves it off.
 *
 * The answer, sent as the `X-Latch-Challenge` header, is `<window>.<nonce>`: the SHA-256 of the
 * project, the email, the ten-minute window and the nonce starts with {@link proofOfWorkBits}
 * zero bits, so it costs the page a few thousand hashes per email and window, and the server one.
 */

/** Leading zero bits the hash needs: about 4,000 hashes to find, well under a second in a page. */
const proofOfWorkBits = 12

/** How long one answer is good for, in ms (the current window and its two neighbours count). */
export const proofOfWorkWindowMs = 10 * 60_000

const encoder = new TextEncoder()

async function leadingZeroBits(text: string): Promise<number> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
  let bits = 0
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8
      continue
    }
    return bits + Math.clz32(byte) - 24
  }
  return bits
}

const puzzle = (projectId: string, email: string, window: number, nonce: number) =>
  `latch-demo-login:${projectId}:${email.trim().toLowerCase()}:${window}:${nonce}`

/**
 * Finds an answer for a login of `email` on project `projectId`: the site's `loginChallenge`.
 *
 * @example
 * createAppKit({ …, loginChallenge: ({ email }) => solveLoginChallenge({ projectId, email }) })
 */
export async function solveLoginChallenge(parameters: {
  projectId: string
  email: string
  now?: number | undefined
}): Promise<string> {
  const { projectId, email } = parameters
  const window = Math.floor((parameters.now ?? Date.now()) / proofOfWorkWindowMs)
  for (let nonce = 0; ; nonce++)
    if ((await leadingZeroBits(puzzle(projectId, email, window, nonce))) >= proofOfWorkBits)
      return `${window}.${nonce}`
}

/**
 * The server's `verifyChallenge` for {@link solveLoginChallenge}: reads the project from the
 * query, the email from the JSON body and the answer from `X-Latch-Challenge`.
 *
 * @example
 * await startServer({ config, verifyChallenge: createLoginChallengeVerifier() })
 */
export function createLoginChallengeVerifier(now: () => number = Date.now) {
  return async (request: Request): Promise<boolean> => {
    const answer = /^(\d{1,12})\.(\d{1,12})$/.exec(request.headers.get('x-latch-challenge') ?? '')
    if (!answer) return false
    const window = Number(answer[1])
    const current = Math.floor(now() / proofOfWorkWindowMs)
    // The window before (an answer found just before it turned) and the one after (a page whose
    // clock runs a little ahead of the server's, as the e2e tests' fast-forwarded clock does).
    if (Math.abs(window - current) > 1) return false
    const projectId = new URL(request.url).searchParams.get('projectId') ?? ''
    const body = (await request.json().catch(() => undefined)) as { email?: unknown } | undefined
    if (typeof body?.email !== 'string') return false
    return (
      (await leadingZeroBits(puzzle(projectId, body.email, window, Number(answer[2])))) >=
      proofOfWorkBits
    )
  }
}

import type { Mailer, OutgoingMail } from '@latch/server'
import {
  type Config,
  createApp,
  createLogger,
  createProject,
  loadConfig,
  type VerifyChallenge,
} from '@latch/server'
import type { TestDatabase } from '@latch/test/server'
import { useTestDatabase } from '@latch/test/server'
import { beforeAll, beforeEach } from 'vitest'
import { testAppOrigin } from './handlerCalls.js'

/** The frame's origin in the frame tests: the server's `frameOrigin`. */
export const testFrameOrigin = 'https://frame.test'

const start = Date.parse('2026-03-01T12:00:00Z')

// What a test may leave behind, children before parents. The project 'demo' stays: it is made
// once per suite.
const wipedTables = [
  'auth_key_shares',
  'auth_email_changes',
  'auth_sessions',
  'auth_social_attempts',
  'auth_identities',
  'auth_users',
  'auth_otps',
  'auth_send_events',
] as const

/** Parameters of {@link useFrameTestServer}. */
export type FrameTestServerParameters = {
  /** The operator's login challenge hook (`createApp`'s `verifyChallenge`). */
  verifyChallenge?: VerifyChallenge | undefined
  /** Settings over the defaults, e.g. `loginChallengeThreshold: 0`. */
  config?: Partial<Config> | undefined
}

/**
 * A real Latch server app on a test database, for the enclosing `describe`: the project 'demo'
 * allows the app origin, mails are kept in `mails`, and the clock starts at the same instant in
 * every test and moves only with `advance`. Before each test the auth tables are emptied. Call it
 * once at the top of a `describe.each(databases)`; its tests are skipped where the database is
 * not available (use the returned `test`). Test-only.
 *
 * @example
 * describe.each(databases)('the frame against a Latch server ($name)', (database) => {
 *   const server = useFrameTestServer(database)
 *   const { test } = server
 *   test('default: …', async () => {
 *     const { context } = createTestContext({ apiFetch: server.serverFetch, chainId: 1 })
 *     // … CONNECT_EMAIL, then CONNECT_OTP with server.codeFor('alice@example.com')
 *   })
 * })
 */
export function useFrameTestServer(
  database: TestDatabase,
  parameters: FrameTestServerParameters = {},
) {
  const handle = useTestDatabase(database)
  const mails: OutgoingMail[] = []
  const mailer: Mailer = {
    send: async (mail) => {
      mails.push(mail)
    },
    mailbox: undefined,
    close: async () => {},
  }
  let time = start
  let app: ReturnType<typeof createApp> | undefined

  beforeAll(async () => {
    if (!database.url) return
    await createProject(handle.db, { id: 'demo', name: 'Demo', origins: [testAppOrigin] })
    app = createApp({
      db: handle.db,
      config: {
        ...loadConfig({ env: { DATABASE_URL: 'sqlite::memory:' } }),
        authSecret: 'test-auth-secret-0123456789-abcdefghij',
        frameOrigin: testFrameOrigin,
        ...parameters.config,
      },
      logger: createLogger({ level: 'silent' }),
      now: () => new Date(time),
      mailer,
      verifyChallenge: parameters.verifyChallenge,
    })
  })

  beforeEach(async () => {
    if (!database.url) return
    time = start
    mails.length = 0
    for (const table of wipedTables) await handle.db.deleteFrom(table).execute()
  })

  const started = () => {
    if (!app) throw new Error('The test server is not started (outside a test?).')
    return app
  }
  // The server as the frame's browser reaches it: cross-origin, from the frame's origin.
  const serverFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('Origin', testFrameOrigin)
    return started().fetch(new Request(input, { ...init, headers }))
  }

  return {
    /** The suite's database; `test` is `test.skip` where it is not available. */
    handle,
    test: handle.test,
    /** The server app, made before the suite's tests. */
    get app() {
      return started()
    },
    /** Every mail the server sent in this test. */
    mails,
    /** The server's clock (ms); give it to the frame as its own (`createTestContext`'s `now`). */
    now: () => time,
    /** Moves the server's clock forward. */
    advance: (seconds: number) => {
      time += seconds * 1000
    },
    serverFetch,
    /** The login code last mailed to `email`. */
    codeFor: (email: string) => {
      const mail = mails.filter((sent) => sent.to === email).at(-1)
      const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]
      if (!code) throw new Error(`no code mailed to ${email}`)
      return code
    },
    /** Another six-digit code than `code`. */
    wrongCode: (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0'),
  }
}

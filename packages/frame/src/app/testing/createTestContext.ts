import { vi } from 'vitest'
import { createApiClient } from '../apiClient.js'
import type { FrameAppContext } from '../frameAppContext.js'
import { createFrameSession } from '../frameSession.js'
import type { SessionLocks } from '../sessionTokens.js'
import type { FrameSurface } from '../ui/frameSurface.js'
import { createMemoryStorage, type MemoryStorage } from './memoryStorage.js'

/** The Latch API's URL in the frame tests; requests reach the test's own `apiFetch`. */
const testApiUrl = 'https://api.test'

/** Parameters of {@link createTestContext}. */
export type CreateTestContextParameters = {
  /** The Latch API as the frame reaches it: the test server's fetch, or a fake at the HTTP boundary. */
  apiFetch: typeof fetch
  /** The chain the session starts on (the source parameter). */
  chainId?: string | number | undefined
  /** The "device"'s IndexedDB (a `fake-indexeddb` factory); none unless given. */
  indexedDB?: IDBFactory | undefined
  /** Defaults to a surface of mocks that never shows anything. */
  surface?: FrameSurface | undefined
  rpcUrls?: Readonly<Record<string, string>> | undefined
  /** The JSON-RPC fetch; the global one unless given. */
  fetch?: typeof fetch | undefined
  /** The "device"'s localStorage; a fresh one unless given (give the same one to reload a frame). */
  storage?: MemoryStorage | undefined
  /** The frame's clock (ms); `Date.now` unless given (pass the test server's). */
  now?: (() => number) | undefined
  /** The origin's Web Locks; none unless given (give the same to frames of one origin). */
  locks?: SessionLocks | undefined
}

/**
 * One frame on one "device": a {@link FrameAppContext} for project 'demo' over a fresh in-memory
 * localStorage, with a mocked logger (for the canary checks) and `reload`. Test-only.
 *
 * @example
 * const { storage, context } = createTestContext({ apiFetch: serverFetch, chainId: 1 })
 * const handlers = createFrameHandlers(context)
 */
export function createTestContext(parameters: CreateTestContextParameters): {
  storage: MemoryStorage
  context: FrameAppContext
} {
  const { apiFetch, chainId, indexedDB, surface, rpcUrls = {}, fetch, now, locks } = parameters
  const storage = parameters.storage ?? createMemoryStorage()
  const session = createFrameSession({ storage, chainId })
  const context: FrameAppContext = {
    api: createApiClient({
      apiUrl: testApiUrl,
      projectId: 'demo',
      fetch: apiFetch,
      session,
      now,
      locks,
    }),
    session,
    logger: { debug: vi.fn(), error: vi.fn() },
    reload: vi.fn(),
    indexedDB,
    rpcUrls,
    surface: surface ?? { show: vi.fn(), clear: vi.fn(), current: () => undefined },
    fetch,
    now,
  }
  return { storage, context }
}

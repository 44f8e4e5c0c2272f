import type { FrameRequestType } from '@latch/core'
import type { FrameRequestHandlers } from '@latch/frame/handler'
import type { ApiClient } from './apiClient.js'
import type { FrameLogger } from './frameLogger.js'
import type { FrameSession } from './frameSession.js'

/** What the frame app's handlers work with. */
export type FrameAppContext = {
  api: ApiClient
  session: FrameSession
  logger: FrameLogger
  /** Reloads the frame: `location.reload()` in the browser. */
  reload: () => void
  /**
   * The frame origin's IndexedDB, where the wallet's device share lives. Defaults to
   * `globalThis.indexedDB`; tests pass a fresh `fake-indexeddb` factory per "device".
   */
  indexedDB?: IDBFactory | undefined
}

/** The handler of one request type. */
export type FrameRequestHandler<type extends FrameRequestType> = NonNullable<
  FrameRequestHandlers[type]
>

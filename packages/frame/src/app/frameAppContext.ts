import type { FrameRequestType } from '@latch/core'
import type { FrameRequestHandlers } from '@latch/frame/handler'
import type { ApiClient } from './apiClient.js'
import type { FrameLogger } from './frameLogger.js'
import type { FrameSession } from './frameSession.js'
import type { FrameSurface } from './ui/frameSurface.js'

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
  /** The chains the frame serves: CAIP-2 chain id → RPC URL, from the server's configuration. */
  rpcUrls: Readonly<Record<string, string>>
  /** Where the frame draws its own views (approval, device check); the modal shows the frame then. */
  surface: FrameSurface
  /** Defaults to the global `fetch` (JSON-RPC to `rpcUrls`). */
  fetch?: typeof fetch | undefined
  /**
   * The frame's clock, in ms since the epoch, as `api` has it (when a new token is due). Defaults
   * to `Date.now`; tests pass the server's.
   */
  now?: (() => number) | undefined
}

/** The handler of one request type. */
export type FrameRequestHandler<type extends FrameRequestType> = NonNullable<
  FrameRequestHandlers[type]
>

import { isOriginAllowed } from '@latch/core'
import { createFrameMessageHandler, type FrameMessageHandler } from '@latch/frame/handler'
import { createApiClient } from './apiClient.js'
import { createFrameHandlers } from './createFrameHandlers.js'
import { frameAppVersion } from './frameAppVersion.js'
import { createFrameLogger } from './frameLogger.js'
import { createFrameSession, type FrameStorage } from './frameSession.js'
import { readFrameConfig } from './readFrameConfig.js'
import { createFrameSurface } from './ui/frameSurface.js'

/** Parameters of {@link startFrameApp}. */
export type StartFrameAppParameters = {
  /** The frame's window. */
  window: Window
  /** The frame source parameters. Defaults to `window.location.search`. */
  search?: string | undefined
  /** The window that embeds the frame. Defaults to `window.parent`. */
  parent?: Window | undefined
  /** Defaults to the global `fetch`; tests pass a server's own. */
  fetch?: typeof fetch | undefined
  /** The frame origin's `localStorage`, or `undefined` when the browser blocks it. */
  storage: FrameStorage | undefined
  /** Defaults to `window.location.reload()`. */
  reload?: (() => void) | undefined
  /** Defaults to the global `console`. */
  console?: Pick<Console, 'debug' | 'error'> | undefined
}

/**
 * Starts the secure frame app: reads its config (the metas the server filled in, and the frame
 * source parameters), then answers the app's requests through `createFrameMessageHandler`, only
 * from an allowed parent origin. A page that is not what the Latch server serves does not start:
 * the reason goes to the console and nothing is ever posted.
 *
 * @example
 * startFrameApp({ window, storage: localStorage })
 */
export function startFrameApp(
  parameters: StartFrameAppParameters,
): FrameMessageHandler | undefined {
  const { window } = parameters
  let config: ReturnType<typeof readFrameConfig>
  try {
    config = readFrameConfig({
      document: window.document,
      search: parameters.search ?? window.location.search,
    })
  } catch (error) {
    createFrameLogger({ enabled: false, console: parameters.console }).error('not started', error)
    return undefined
  }
  const { allowedOrigins } = config
  const logger = createFrameLogger({ enabled: config.enableLogger, console: parameters.console })
  const session = createFrameSession({ storage: parameters.storage, chainId: config.chainId })
  const handlers = createFrameHandlers({
    api: createApiClient({
      apiUrl: config.apiUrl,
      projectId: config.projectId,
      fetch: parameters.fetch,
      session,
    }),
    session,
    logger,
    reload: parameters.reload ?? (() => window.location.reload()),
    rpcUrls: config.rpcUrls,
    surface: createFrameSurface(window.document),
    fetch: parameters.fetch,
  })
  const handler = createFrameMessageHandler({
    window,
    parent: parameters.parent ?? window.parent,
    isOriginAllowed: (origin) => isOriginAllowed(origin, allowedOrigins),
    handlers,
    version: frameAppVersion,
    onRefused: (reason, origin) =>
      logger.error('refused to talk to the parent', { reason, origin }),
    onError: (error, request) => logger.error('a request failed', { ...request, error }),
  })
  if (handler.parentOrigin)
    logger.debug('ready', {
      parentOrigin: handler.parentOrigin,
      projectId: config.projectId,
      sdkVersion: config.sdkVersion,
    })
  return handler
}

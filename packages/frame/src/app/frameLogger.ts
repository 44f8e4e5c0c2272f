/** Where the frame app writes what it does. */
export type FrameLogger = {
  /** Only with the `enableLogger` source parameter. */
  debug(message: string, data?: unknown): void
  /** Always: the frame cannot start, or something failed that the app only sees as a message. */
  error(message: string, data?: unknown): void
}

/** Parameters of {@link createFrameLogger}. */
export type CreateFrameLoggerParameters = {
  /** Whether debug lines are written (the `enableLogger` source parameter). */
  enabled: boolean
  /** Defaults to the global `console`. */
  console?: Pick<Console, 'debug' | 'error'> | undefined
}

/**
 * Creates the frame app's logger: the browser console, prefixed with `[latch frame]`. The frame
 * has no other place to report to; tokens and codes are never logged.
 *
 * @example
 * const logger = createFrameLogger({ enabled: true })
 * logger.debug('ready')
 */
export function createFrameLogger(parameters: CreateFrameLoggerParameters): FrameLogger {
  const { enabled, console: output = globalThis.console } = parameters
  return {
    debug: (message, ...data) => {
      if (enabled) output.debug(`[latch frame] ${message}`, ...data)
    },
    error: (message, ...data) => output.error(`[latch frame] ${message}`, ...data),
  }
}

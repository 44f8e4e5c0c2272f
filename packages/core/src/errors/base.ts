const version = '0.1.0'

/** Optional parts of a {@link BaseError}: what caused it and where to read more. */
export type BaseErrorParameters = {
  /** The error (or value) that led to this one; its message is the default `details`. */
  cause?: unknown
  /** A technical detail, shown on a `Details:` line. */
  details?: string | undefined
  /** A path under https://latch.dev/docs, shown on a `Docs:` line. */
  docsPath?: string | undefined
  /** Extra lines shown under the short message. */
  metaMessages?: string[] | undefined
}

/** The error every Latch error extends: a short message, optional details, and the cause chain. */
export class BaseError extends Error {
  override name = 'LatchError'
  /** The message without meta lines, docs link, details or version. */
  shortMessage: string
  /** A technical detail, or the message of the cause. */
  details: string | undefined
  /** A path under https://latch.dev/docs that explains the error. */
  docsPath: string | undefined
  /** Extra lines shown under the short message. */
  metaMessages: string[] | undefined
  /** The version of `@latch/core` that threw the error. */
  version = version

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const { cause } = parameters
    const details =
      parameters.details ??
      (cause instanceof BaseError
        ? cause.details
        : cause instanceof Error
          ? cause.message
          : undefined)
    const docsPath =
      parameters.docsPath ?? (cause instanceof BaseError ? cause.docsPath : undefined)
    const { metaMessages } = parameters

    const message = [
      shortMessage || 'An error occurred.',
      '',
      ...(metaMessages?.length ? [...metaMessages, ''] : []),
      ...(docsPath ? [`Docs: https://latch.dev/docs${docsPath}`] : []),
      ...(details ? [`Details: ${details}`] : []),
      `Version: @latch/core@${version}`,
    ].join('\n')

    super(message, cause === undefined ? undefined : { cause })

    this.shortMessage = shortMessage
    this.details = details
    this.docsPath = docsPath
    this.metaMessages = metaMessages
  }

  /**
   * Follows the `cause` chain. Without `fn`, returns the deepest cause (or this error when there is
   * none). With `fn`, returns the first error in the chain, this one included, for which `fn`
   * returns true, or `null` when none does.
   */
  walk(fn?: ((error: unknown) => boolean) | undefined): unknown {
    const seen = new Set<unknown>()
    let current: unknown = this
    while (true) {
      if (fn?.(current)) return current
      seen.add(current)
      const next = getCause(current)
      // A cause that points back into the chain would loop forever; treat it as the end.
      if (next === undefined || seen.has(next)) return fn ? null : current
      current = next
    }
  }
}

function getCause(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || !('cause' in error)) return undefined
  return error.cause
}

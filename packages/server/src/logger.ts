/** How much the logger writes; `silent` writes nothing. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'

/** Extra fields of a log line; values are redacted by key and errors are flattened. */
type LogFields = Record<string, unknown>

/** Writes one JSON line per call, at or above the configured level. */
export type Logger = {
  debug: (message: string, fields?: LogFields | undefined) => void
  info: (message: string, fields?: LogFields | undefined) => void
  warn: (message: string, fields?: LogFields | undefined) => void
  error: (message: string, fields?: LogFields | undefined) => void
  /** A logger that adds `fields` to every line. */
  child: (fields: LogFields) => Logger
}

/** Parameters of `createLogger`. */
export type CreateLoggerParameters = {
  /** Defaults to `'info'`. */
  level?: LogLevel | undefined
  /** Receives each line without its newline. Defaults to writing to stderr. */
  write?: ((line: string) => void) | undefined
  /** Defaults to the system clock. */
  now?: (() => Date) | undefined
}

const ranks: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 }

// Matched against every key at any depth, so a secret nested in an object or an error's
// fields never reaches the log.
const sensitiveKey = /token|secret|password|passwd|authorization|cookie|e-?mail|otp|api-?key/i

const maximumDepth = 6

function redact(value: unknown, depth: number): unknown {
  if (depth > maximumDepth) return '[truncated]'
  if (value instanceof Error) {
    return redact(
      { name: value.name, message: value.message, stack: value.stack, cause: value.cause },
      depth + 1,
    )
  }
  if (typeof value === 'bigint') return value.toString()
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1))
  if (typeof value === 'object' && value !== null) {
    const result: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue
      result[key] = sensitiveKey.test(key) ? '[redacted]' : redact(item, depth + 1)
    }
    return result
  }
  return value
}

/** Creates the server's one logger: level-filtered JSON lines, secrets redacted by key. */
export function createLogger(parameters: CreateLoggerParameters = {}): Logger {
  const {
    level = 'info',
    write = (line: string) => process.stderr.write(`${line}\n`),
    now = () => new Date(),
  } = parameters
  const make = (base: LogFields): Logger => {
    const log =
      (lineLevel: Exclude<LogLevel, 'silent'>) => (message: string, fields?: LogFields) => {
        if (ranks[lineLevel] < ranks[level]) return
        const line: LogFields = { time: now().toISOString(), level: lineLevel, msg: message }
        const extra = redact({ ...base, ...fields }, 0) as LogFields
        // The first three keys are the line's own; a field of the same name cannot overwrite them.
        for (const [key, value] of Object.entries(extra)) if (!(key in line)) line[key] = value
        write(JSON.stringify(line))
      }
    return {
      debug: log('debug'),
      info: log('info'),
      warn: log('warn'),
      error: log('error'),
      child: (fields) => make({ ...base, ...fields }),
    }
  }
  return make({})
}

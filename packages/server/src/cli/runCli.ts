import { parseArgs } from 'node:util'
import { BaseError } from '@latch/core'
import type { Kysely } from 'kysely'
import { readCounts } from '../analytics/readCounts.js'
import { type Config, loadConfig } from '../config/loadConfig.js'
import { createDatabase } from '../db/createDatabase.js'
import { migrateToLatest } from '../db/migrateToLatest.js'
import type { Database } from '../db/schema.js'
import { NotFoundError, UsageError } from '../errors.js'
import { createLogger } from '../logger.js'
import { startServer } from '../node.js'
import { createProject } from '../projects/createProject.js'
import { getProjectOrigins } from '../projects/getProjectOrigins.js'
import { listProjects } from '../projects/listProjects.js'
import { updateProjectOrigins } from '../projects/updateProjectOrigins.js'
import { importRegistry } from '../registry/importRegistry.js'

/** Where the CLI reads settings and writes output; tests pass their own. */
export type CliIo = {
  env: Record<string, string | undefined>
  stdout: (line: string) => void
  stderr: (line: string) => void
}

/** The CLI's help text. */
export const usage = `Usage: latch-server <command>

Commands:
  serve                                        Run the server (settings from the environment)
  project create --id <id> --name <name> [--origin <url>]...
  project origins --id <id> [--add <url>]... [--remove <url>]...
  project list
  import-registry <dir>                        Import a WalletConnect registry v1 export
  analytics --project <id> [--from YYYY-MM-DD] [--to YYYY-MM-DD]

Settings: PORT, HOST, DATABASE_URL, PUBLIC_URL, LOG_LEVEL, ANALYTICS_ENABLED, ADMIN_TOKEN,
DEV_PROJECT_ID, DEV_ORIGINS (environment, or a JSON file named by LATCH_CONFIG).`

type Options = Record<string, { type: 'string'; multiple?: boolean }>

function parse<options extends Options>(args: string[], options: options, positionals = 0) {
  let parsed: ReturnType<
    typeof parseArgs<{ args: string[]; options: options; allowPositionals: true }>
  >
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true })
  } catch (error) {
    // Node's messages go on with advice about `--`; the first sentence is the point.
    const [first] = (error as Error).message.split(/\.\s|\n/)
    throw new UsageError(`${first?.replace(/\.$/, '') ?? 'Invalid arguments'}.`)
  }
  if (parsed.positionals.length !== positionals)
    throw new UsageError(
      positionals === 0
        ? `Unexpected argument ${parsed.positionals[0]}.`
        : `Expected ${positionals} argument(s), got ${parsed.positionals.length}.`,
    )
  return parsed
}

function required(value: string | undefined, flag: string): string {
  if (value === undefined || value === '') throw new UsageError(`Missing --${flag}.`)
  return value
}

async function withDatabase<result>(
  config: Config,
  run: (db: Kysely<Database>) => Promise<result>,
): Promise<result> {
  const db = createDatabase({ url: config.databaseUrl })
  try {
    await migrateToLatest(db)
    return await run(db)
  } finally {
    await db.destroy()
  }
}

async function dispatch(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv
  if (command === undefined) throw new UsageError('Missing command.')
  if (command === 'help' || command === '--help' || command === '-h') {
    io.stdout(usage)
    return 0
  }
  const config = () => loadConfig({ env: io.env })

  if (command === 'serve') {
    parse(rest, {})
    await startServer({ config: config() })
    return 0
  }

  if (command === 'project') {
    const [sub, ...args] = rest
    if (sub === 'create') {
      const { values } = parse(args, {
        id: { type: 'string' },
        name: { type: 'string' },
        origin: { type: 'string', multiple: true },
      })
      const id = required(values.id, 'id')
      const name = required(values.name, 'name')
      await withDatabase(config(), (db) =>
        createProject(db, { id, name, origins: values.origin ?? [] }),
      )
      io.stdout(`Created project ${id}.`)
      return 0
    }
    if (sub === 'origins') {
      const { values } = parse(args, {
        id: { type: 'string' },
        add: { type: 'string', multiple: true },
        remove: { type: 'string', multiple: true },
      })
      const id = required(values.id, 'id')
      const origins = await withDatabase(config(), async (db) => {
        if (!values.add && !values.remove) {
          const current = await getProjectOrigins(db, id)
          if (!current)
            throw new NotFoundError(`Project ${id} does not exist.`, { code: 'unknown_project' })
          return current
        }
        return updateProjectOrigins(db, { id, add: values.add, remove: values.remove })
      })
      io.stdout(origins.length > 0 ? origins.join('\n') : `Project ${id} allows no origins.`)
      return 0
    }
    if (sub === 'list') {
      parse(args, {})
      const list = await withDatabase(config(), listProjects)
      if (list.length === 0) io.stdout('No projects.')
      for (const project of list)
        io.stdout(`${project.id}\t${project.name}\t${project.origins.join(' ') || '(no origins)'}`)
      return 0
    }
    throw new UsageError(
      sub === undefined ? 'Missing project command.' : `Unknown project command ${sub}.`,
    )
  }

  if (command === 'import-registry') {
    const { positionals } = parse(rest, {}, 1)
    const settings = config()
    const logger = createLogger({ level: settings.logLevel, write: io.stderr })
    const result = await withDatabase(settings, (db) =>
      importRegistry(db, positionals[0] as string, { logger }),
    )
    io.stdout(
      `Imported ${result.imported} new, ${result.updated} updated, ${result.unchanged} unchanged wallets; ${result.skippedImages} logos skipped.`,
    )
    return 0
  }

  if (command === 'analytics') {
    const { values } = parse(rest, {
      project: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
    })
    const projectId = required(values.project, 'project')
    for (const [flag, value] of [
      ['from', values.from],
      ['to', values.to],
    ] as const)
      if (value !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(value))
        throw new UsageError(`--${flag} must be a date as YYYY-MM-DD.`)
    const counts = await withDatabase(config(), async (db) => {
      if (!(await getProjectOrigins(db, projectId)))
        throw new NotFoundError(`Project ${projectId} does not exist.`, { code: 'unknown_project' })
      return readCounts(db, { projectId, from: values.from, to: values.to })
    })
    if (counts.length === 0) io.stdout('No events.')
    for (const count of counts) io.stdout(`${count.day}\t${count.event}\t${count.count}`)
    return 0
  }

  throw new UsageError(`Unknown command ${command}.`)
}

/** Runs one CLI command; returns the exit code (0 done, 1 failed, 2 usage error). */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    return await dispatch(argv, io)
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`Error: ${error.shortMessage}\n\n${usage}`)
      return 2
    }
    if (error instanceof BaseError) {
      io.stderr(`Error: ${error.shortMessage}`)
      return 1
    }
    io.stderr(`Error: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  }
}

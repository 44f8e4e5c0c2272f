/**
 * The `latch-server` command: `tsx packages/server/src/cli.ts <command>`; `help` lists the
 * commands.
 */
import { runCli } from './cli/runCli.js'

process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  stdout: (line) => process.stdout.write(`${line}\n`),
  stderr: (line) => process.stderr.write(`${line}\n`),
})

// What the site checks share: running a command in an app's folder, and installing the packed
// packages into it.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

/** The peer the site installs with @latch/evm: the workspace's pinned viem. */
const viem = 'viem@2.57.20'

export const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`

export const siteEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  npm_config_update_notifier: 'false',
}

export async function run(command: string, args: string[], cwd: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(command, args, {
      cwd,
      env: siteEnv,
      maxBuffer: 64 * 1024 * 1024,
    })
    return stdout
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}\n${stdout}\n${stderr}`)
  }
}

export async function install(
  site: string,
  tarballs: string[],
  extra: readonly string[] = [],
): Promise<void> {
  // No install scripts, as in CI's own install (SECURITY.md T37).
  const args = [
    'install',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    ...tarballs,
    viem,
    ...extra,
  ]
  await run('npm', args, site)
}

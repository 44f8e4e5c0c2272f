import { databases, useTestDatabase } from '@latch/test/server'
import { describe, expect } from 'vitest'
import { recordEvents } from '../analytics/recordEvents.js'
import { runCli, usage } from './runCli.js'

const registryDir = new URL('../../../../../shared/data/walletconnect-registry-v1', import.meta.url)
  .pathname

describe.each(databases)('runCli ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle

  const run = async (...argv: string[]) => {
    const stdout: string[] = []
    const stderr: string[] = []
    const code = await runCli(argv, {
      env: { DATABASE_URL: handle.url, LOG_LEVEL: 'warn' },
      stdout: (line) => stdout.push(line),
      stderr: (line) => stderr.push(line),
    })
    return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') }
  }

  test('default: projects', async () => {
    expect(await run('project', 'list')).toEqual({ code: 0, stdout: 'No projects.', stderr: '' })
    expect(
      await run(
        'project',
        'create',
        '--id',
        'demo',
        '--name',
        'Demo',
        '--origin',
        'http://localhost:5173',
        '--origin',
        'HTTPS://App.Example.com/',
      ),
    ).toEqual({ code: 0, stdout: 'Created project demo.', stderr: '' })
    expect((await run('project', 'list')).stdout).toBe(
      'demo\tDemo\thttp://localhost:5173 https://app.example.com',
    )
    expect(
      (
        await run(
          'project',
          'origins',
          '--id',
          'demo',
          '--add',
          'https://*.preview.example.com',
          '--remove',
          'http://localhost:5173',
        )
      ).stdout,
    ).toBe('https://*.preview.example.com\nhttps://app.example.com')
    expect((await run('project', 'origins', '--id', 'demo')).stdout).toBe(
      'https://*.preview.example.com\nhttps://app.example.com',
    )
    await run('project', 'create', '--id', 'bare', '--name', 'Bare')
    expect((await run('project', 'origins', '--id', 'bare')).stdout).toBe(
      'Project bare allows no origins.',
    )
  })

  test('default: import-registry', async () => {
    const first = await run('import-registry', registryDir)
    expect(first.code).toBe(0)
    expect(first.stdout).toBe('Imported 113 new, 0 updated, 0 unchanged wallets; 1 logos skipped.')
    expect(first.stderr).toContain('registry logo skipped')
    const second = await run('import-registry', registryDir)
    expect(second.stdout).toBe('Imported 0 new, 0 updated, 113 unchanged wallets; 1 logos skipped.')
  })

  test('default: analytics', async () => {
    await run('project', 'create', '--id', 'counted', '--name', 'Counted')
    expect((await run('analytics', '--project', 'counted')).stdout).toBe('No events.')
    await recordEvents(handle.db, {
      projectId: 'counted',
      events: ['MODAL_OPEN', 'MODAL_OPEN'],
      day: '2026-01-01',
    })
    await recordEvents(handle.db, {
      projectId: 'counted',
      events: ['INITIALIZE'],
      day: '2026-01-02',
    })
    expect((await run('analytics', '--project', 'counted')).stdout).toBe(
      '2026-01-01\tMODAL_OPEN\t2\n2026-01-02\tINITIALIZE\t1',
    )
    expect(
      (await run('analytics', '--project', 'counted', '--from', '2026-01-02', '--to', '2026-01-02'))
        .stdout,
    ).toBe('2026-01-02\tINITIALIZE\t1')
  })

  test.each([
    [[], 'Error: Missing command.'],
    [['fly'], 'Error: Unknown command fly.'],
    [['project'], 'Error: Missing project command.'],
    [['project', 'rename'], 'Error: Unknown project command rename.'],
    [['project', 'create', '--name', 'x'], 'Error: Missing --id.'],
    [['project', 'create', '--id', 'x'], 'Error: Missing --name.'],
    [
      ['project', 'create', '--id', 'x', '--name', 'y', '--colour', 'red'],
      "Error: Unknown option '--colour'.",
    ],
    [['project', 'list', 'extra'], 'Error: Unexpected argument extra.'],
    [['import-registry'], 'Error: Expected 1 argument(s), got 0.'],
    [['analytics'], 'Error: Missing --project.'],
    [
      ['analytics', '--project', 'x', '--from', 'yesterday'],
      'Error: --from must be a date as YYYY-MM-DD.',
    ],
  ])('error: usage %j', async (argv, message) => {
    const result = await run(...argv)
    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toBe(`${message}\n\n${usage}`)
  })

  test.each([
    [
      ['project', 'create', '--id', 'a b', '--name', 'x'],
      'Error: The project id must be 1 to 128 characters from A-Z a-z 0-9 . _ : -.',
    ],
    [
      ['project', 'create', '--id', 'x', '--name', 'x', '--origin', '*'],
      'Error: "*" is not allowed: list each origin.',
    ],
    [
      ['project', 'create', '--id', 'x', '--name', 'x', '--origin', 'https://app.com/path'],
      'Error: "https://app.com/path" must not contain a path, query or fragment.',
    ],
    [
      ['project', 'origins', '--id', 'missing', '--add', 'https://a.com'],
      'Error: Project missing does not exist.',
    ],
    [['project', 'origins', '--id', 'missing'], 'Error: Project missing does not exist.'],
    [['analytics', '--project', 'missing'], 'Error: Project missing does not exist.'],
    [['import-registry', '/nonexistent'], 'Error: Cannot read /nonexistent/wallets.json.'],
  ])('error: %j', async (argv, message) => {
    const result = await run(...argv)
    expect(result).toEqual({ code: 1, stdout: '', stderr: message })
  })

  test('error: a project id that exists', async () => {
    await run('project', 'create', '--id', 'twice', '--name', 'Twice')
    expect(await run('project', 'create', '--id', 'twice', '--name', 'Twice')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Error: Project twice already exists.',
    })
  })

  test('error: a wrong setting names it', async () => {
    const stderr: string[] = []
    const code = await runCli(['project', 'list'], {
      env: { DATABASE_URL: handle.url, PORT: 'eighty' },
      stdout: () => {},
      stderr: (line) => stderr.push(line),
    })
    expect(code).toBe(1)
    expect(stderr).toEqual(['Error: Invalid setting PORT: expected an integer from 1 to 65535.'])
  })

  test('default: help', async () => {
    expect(await run('help')).toEqual({ code: 0, stdout: usage, stderr: '' })
  })
})

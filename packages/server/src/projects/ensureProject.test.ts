import { databases, useTestDatabase } from '@latch/test/server'
import { beforeEach, describe, expect } from 'vitest'
import { createProject } from './createProject.js'
import { ensureProject } from './ensureProject.js'
import { getProjectOrigins } from './getProjectOrigins.js'
import { listProjects } from './listProjects.js'
import { updateProjectOrigins } from './updateProjectOrigins.js'

describe.each(databases)('projects ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle

  beforeEach(() => handle.reset())

  test('default: ensureProject creates, then only adds', async () => {
    const now = new Date('2026-01-01T00:00:00Z')
    expect(
      await ensureProject(handle.db, {
        id: 'dev',
        name: 'Development',
        origins: ['http://localhost:5173'],
        now,
      }),
    ).toEqual(['http://localhost:5173'])
    await updateProjectOrigins(handle.db, { id: 'dev', add: ['https://kept.example'] })
    expect(
      await ensureProject(handle.db, {
        id: 'dev',
        name: 'Development',
        origins: ['http://localhost:5174'],
      }),
    ).toEqual(['http://localhost:5173', 'http://localhost:5174', 'https://kept.example'])
    expect(await listProjects(handle.db)).toEqual([
      {
        id: 'dev',
        name: 'Development',
        createdAt: now.toISOString(),
        origins: ['http://localhost:5173', 'http://localhost:5174', 'https://kept.example'],
      },
    ])
  })

  test('behavior: a bad origin changes nothing', async () => {
    await createProject(handle.db, { id: 'p', name: 'P', origins: ['https://a.com'] })
    await expect(
      updateProjectOrigins(handle.db, {
        id: 'p',
        add: ['https://b.com', 'https://c.com/path'],
        remove: ['https://a.com'],
      }),
    ).rejects.toThrow('must not contain a path')
    expect(await getProjectOrigins(handle.db, 'p')).toEqual(['https://a.com'])
  })

  test('behavior: unknown project', async () => {
    expect(await getProjectOrigins(handle.db, 'nope')).toBeUndefined()
    await expect(updateProjectOrigins(handle.db, { id: 'nope', add: [] })).rejects.toThrow(
      'Project nope does not exist.',
    )
  })

  test('error: names', async () => {
    await expect(createProject(handle.db, { id: 'p', name: ' ' })).rejects.toThrow(
      'The project name must be 1 to 200 characters.',
    )
  })
})

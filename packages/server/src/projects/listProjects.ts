import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'

/** A project with its allowed origins. */
export type ProjectSummary = { id: string; name: string; createdAt: string; origins: string[] }

/** Every project, by id, with its origins. */
export async function listProjects(db: Kysely<Database>): Promise<ProjectSummary[]> {
  const projects = await db.selectFrom('projects').selectAll().orderBy('id').execute()
  const origins = await db.selectFrom('project_origins').selectAll().orderBy('origin').execute()
  return projects.map((project) => ({
    id: project.id,
    name: project.name,
    createdAt: project.created_at,
    origins: origins.filter((row) => row.project_id === project.id).map((row) => row.origin),
  }))
}

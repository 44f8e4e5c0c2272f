import type { Generated } from 'kysely'

/** A project: the id sites pass as `projectId`. */
export type ProjectsTable = { id: string; name: string; created_at: string }

/** One allowed origin (or `https://*.example.com` pattern) of a project. */
export type ProjectOriginsTable = { project_id: string; origin: string }

/** One registry wallet; list columns hold JSON text so one schema serves SQLite and Postgres. */
export type WalletsTable = {
  id: string
  name: string
  /** `name` normalised for search: NFKD, diacritics removed, lower-case. */
  search_name: string
  rdns: string | null
  image_id: string | null
  /** JSON array of CAIP-2 ids. */
  chains: string
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  homepage: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  /** JSON array of `{ namespace, injected_id }`. */
  injected: string
  badge_type: 'none' | 'certified'
  sort_order: number
  /** `seed-superseded`: a seed wallet that an imported registry entry of the same name replaced. */
  source: 'seed' | 'seed-superseded' | 'import'
  updated_at: string
}

/** A stored image; the id is derived from the bytes, so an id never changes meaning. */
export type ImagesTable = {
  id: string
  content_type: string
  bytes: Uint8Array
  etag: string
  created_at: string
}

/** How many times a project saw an event on a day (UTC). Counts only: no payloads, no PII. */
export type AnalyticsEventsTable = {
  id: Generated<number>
  project_id: string
  event: string
  day: string
  count: number
}

/** The server's tables, as Kysely sees them. */
export type Database = {
  projects: ProjectsTable
  project_origins: ProjectOriginsTable
  wallets: WalletsTable
  images: ImagesTable
  analytics_events: AnalyticsEventsTable
}

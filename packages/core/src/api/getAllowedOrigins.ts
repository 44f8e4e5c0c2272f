import type { Config } from '../config/createConfig.js'
import { requestJson } from './requestJson.js'

/** The origins allowed for the project; an empty list on any error (spec section 7). */
export async function getAllowedOrigins(config: Config): Promise<string[]> {
  try {
    const json = (await requestJson(config, { path: 'projects/v1/origins' })) as
      | { allowedOrigins?: unknown }
      | undefined
    const origins = json?.allowedOrigins
    return Array.isArray(origins) ? origins.filter((o): o is string => typeof o === 'string') : []
  } catch {
    return []
  }
}

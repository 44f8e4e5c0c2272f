import type { Config } from '../config/createConfig.js'
import { requestJson } from './requestJson.js'

/** Whether the server takes analytics for this project; false on any error (spec section 7). */
export async function getAnalyticsConfig(config: Config): Promise<{ isAnalyticsEnabled: boolean }> {
  try {
    const json = (await requestJson(config, { path: 'getAnalyticsConfig' })) as
      | { isAnalyticsEnabled?: unknown }
      | undefined
    return { isAnalyticsEnabled: json?.isAnalyticsEnabled === true }
  } catch {
    return { isAnalyticsEnabled: false }
  }
}

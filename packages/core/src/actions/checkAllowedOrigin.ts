import { getAllowedOrigins } from '../api/getAllowedOrigins.js'
import type { Config } from '../config/createConfig.js'
import { isOriginAllowed } from '../origins/isOriginAllowed.js'

/**
 * Shows the spec's alerts (section 5): a configuration alert without a project id, and an
 * invalid-configuration alert when the page's origin is not allowed for the project.
 */
export async function checkAllowedOrigin(config: Config): Promise<void> {
  if (!config.options.projectId) {
    config.store.setState({ alert: { variant: 'error', messageKey: 'alerts.project_id_missing' } })
    return
  }
  if (!config.options.apiUrl || typeof location === 'undefined') return
  const allowed = await getAllowedOrigins(config)
  // The same check the server applies to CORS, so the alert and the server never disagree.
  if (!isOriginAllowed(location.origin, allowed))
    config.store.setState({
      alert: { variant: 'error', messageKey: 'alerts.invalid_configuration' },
    })
}

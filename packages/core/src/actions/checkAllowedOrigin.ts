import { getAllowedOrigins } from '../api/getAllowedOrigins.js'
import type { Config } from '../config/createConfig.js'

/** True when `origin` is in the list, exactly or under a `https://*.example.com` entry. */
export function matchesAllowedOrigin(origin: string, allowedOrigins: readonly string[]): boolean {
  let page: URL
  try {
    page = new URL(origin)
  } catch {
    return false
  }
  return allowedOrigins.some((allowed) => {
    if (allowed === page.origin) return true
    const wildcard = /^(https?):\/\/\*\.([^/]+)$/.exec(allowed)
    if (!wildcard) return false
    const [, scheme, suffix] = wildcard
    const host = page.host.toLowerCase()
    return page.protocol === `${scheme}:` && host.endsWith(`.${suffix?.toLowerCase()}`)
  })
}

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
  if (!matchesAllowedOrigin(location.origin, allowed))
    config.store.setState({
      alert: { variant: 'error', messageKey: 'alerts.invalid_configuration' },
    })
}

import type { Config } from '@latch/core'
import { isMobile } from './isMobile.js'

/** The "All wallets" entry needs a server, and follows the `allWallets` option. */
export function isAllWalletsShown(config: Config): boolean {
  const { apiUrl, projectId, allWallets = 'SHOW', features, enableWallets } = config.options
  if (!apiUrl || !projectId || features?.allWallets === false || enableWallets === false)
    return false
  return allWallets === 'SHOW' || (allWallets === 'ONLY_MOBILE' && isMobile())
}

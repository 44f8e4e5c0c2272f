import type { Config, Namespace } from '@latch/core'
import { updateChainState } from '@latch/core/internal'
import type { AccountTab } from '../types/state.js'

/** Opens a tab of the Account view (spec: `currentTab` of the account state). */
export function setAccountTab(
  config: Config,
  tab: AccountTab,
  namespace: Namespace | undefined = config.store.getState().activeNamespace,
): void {
  if (namespace) updateChainState(config, namespace, { account: { currentTab: tab } })
}

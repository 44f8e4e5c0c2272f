import type { WalletListEntry } from '@latch/core'
import type { Selectable } from 'kysely'
import type { WalletsTable } from '../db/schema.js'
import { toSearchName } from './toSearchName.js'

/** Parameters of `toWalletRow`. */
export type ToWalletRowParameters = {
  sortOrder: number
  source: WalletsTable['source']
  updatedAt: Date
}

/** A wallet list entry as a row of the `wallets` table. */
export function toWalletRow(
  entry: WalletListEntry,
  parameters: ToWalletRowParameters,
): Selectable<WalletsTable> {
  return {
    id: entry.id,
    name: entry.name,
    search_name: toSearchName(entry.name),
    rdns: entry.rdns,
    image_id: entry.image_id,
    chains: JSON.stringify(entry.chains),
    mobile_link: entry.mobile_link,
    desktop_link: entry.desktop_link,
    webapp_link: entry.webapp_link,
    homepage: entry.homepage,
    app_store: entry.app_store,
    play_store: entry.play_store,
    chrome_store: entry.chrome_store,
    injected: JSON.stringify(entry.injected),
    badge_type: entry.badge_type,
    sort_order: parameters.sortOrder,
    source: parameters.source,
    updated_at: parameters.updatedAt.toISOString(),
  }
}

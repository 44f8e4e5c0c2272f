import type { InjectedId, WalletListEntry } from '@latch/core'
import type { Selectable } from 'kysely'
import type { WalletsTable } from '../db/schema.js'

/** A wallet row as the API sends it: the list columns parsed, internal columns left out. */
export function toWalletListEntry(row: Selectable<WalletsTable>): WalletListEntry {
  return {
    id: row.id,
    name: row.name,
    rdns: row.rdns,
    image_id: row.image_id,
    chains: JSON.parse(row.chains) as string[],
    mobile_link: row.mobile_link,
    desktop_link: row.desktop_link,
    webapp_link: row.webapp_link,
    homepage: row.homepage,
    app_store: row.app_store,
    play_store: row.play_store,
    chrome_store: row.chrome_store,
    injected: JSON.parse(row.injected) as InjectedId[],
    badge_type: row.badge_type,
  }
}

import type { AccountState, Config, Namespace } from '@latch/core'
import { requestJson, updateChainState } from '@latch/core/internal'
import { chainDataLimits } from '../protocol/chainData.js'
import type { PagedList } from '../types/state.js'
import { readAccount } from './readAccount.js'
import { readRecord } from './readFields.js'

type PagedField = 'nfts' | 'transactions'

type Item<field extends PagedField> = NonNullable<AccountState[field]>['items'][number]

/**
 * Reads one page of a paged chain-data list into the account state: the first page (replacing
 * the list), or with `more` the page after the last one read. A read already under way, or a
 * `more` with no next page, does nothing. Malformed entries are dropped, entries seen on an
 * earlier page are not repeated, and a failure keeps what was read with the status `error`.
 */
export async function fetchPagedList<field extends PagedField>(
  config: Config,
  parameters: {
    namespace: Namespace | undefined
    more: boolean | undefined
    field: field
    path: string
    /** The response's list: `nfts` or `data`. */
    itemsKey: string
    parse: (value: unknown) => Item<field> | undefined
    key: (item: Item<field>) => string
    /** Items known here and not (yet) to the service, shown first on the first page. */
    local?: (() => readonly Item<field>[]) | undefined
  },
): Promise<void> {
  const target = readAccount(config, parameters.namespace)
  if (!target) return
  const { namespace, account, isCurrent } = target
  const { field } = parameters
  const read = () => {
    const list = config.store.getState().chains[namespace]?.account[field] as
      | PagedList<Item<field>>
      | undefined
    return list?.account === account ? list : undefined
  }
  const previous = read()
  if (previous?.status === 'loading') return
  const cursor = parameters.more ? previous?.next : undefined
  if (parameters.more && !cursor) return
  const base = cursor && previous ? previous.items : []
  const write = (list: PagedList<Item<field>>) =>
    updateChainState(config, namespace, { account: { [field]: list } })
  write({ account, items: base, next: cursor, status: 'loading' })
  try {
    const json = readRecord(
      await requestJson(config, { path: parameters.path, query: { account, cursor } }),
    )
    const entries = json?.[parameters.itemsKey]
    if (!Array.isArray(entries)) throw new Error('Not a page.')
    const seen = new Set(base.map(parameters.key))
    const items = [...base]
    for (const entry of entries) {
      const item = parameters.parse(entry)
      if (!item || seen.has(parameters.key(item))) continue
      seen.add(parameters.key(item))
      items.push(item)
    }
    if (!cursor)
      items.unshift(
        ...(parameters.local?.() ?? []).filter((item) => !seen.has(parameters.key(item))),
      )
    const next =
      typeof json?.next === 'string' &&
      json.next !== '' &&
      json.next.length <= chainDataLimits.maxCursorLength
        ? json.next
        : undefined
    if (isCurrent()) write({ account, items, next, status: 'ready' })
  } catch {
    if (isCurrent()) write({ account, items: base, next: cursor, status: 'error' })
  }
}

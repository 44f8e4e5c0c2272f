import type { Config } from '../config/createConfig.js'
import type { Connector } from '../types/connector.js'

/**
 * Replaces the rows one owner reports (an adapter's namespace, or a multi-namespace connector's
 * id) and rebuilds `state.connectors` from every owner's rows, in the order the owners first
 * reported. One rule for every writer: an owner's report replaces its own rows, and only those.
 */
export function setConnectorRows(config: Config, owner: string, rows: readonly Connector[]): void {
  const byOwner = config._internal.connectorRows
  // The site's `connectorImages`, by connector id or rdns, win over the wallet's own icon.
  const images = config.options.connectorImages
  const imageOf = (row: Connector) => images?.[row.id] ?? images?.[row.info?.rdns ?? '']
  byOwner.set(
    owner,
    images ? rows.map((row) => ({ ...row, imageUrl: imageOf(row) ?? row.imageUrl })) : rows,
  )
  config.store.setState({ connectors: [...byOwner.values()].flat() })
}

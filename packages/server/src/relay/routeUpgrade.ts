import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { Relay } from './createRelay.js'
import { rejectUpgrade } from './rejectUpgrade.js'

/** Where the relay listens on the server; clients append their query (`?auth=…`) to it. */
export const relayPath = '/relay'

/** Parameters of `routeUpgrade`. */
export type RouteUpgradeParameters = {
  /** The relay, or `undefined` when it is off (every upgrade then gets 404). */
  relay: Relay | undefined
  /** Defaults to `'/relay'`. */
  path?: string | undefined
}

/** An HTTP server `upgrade` listener: the relay's path goes to the relay, anything else gets 404. */
export function routeUpgrade(
  parameters: RouteUpgradeParameters,
): (request: IncomingMessage, socket: Duplex, head: Buffer) => void {
  const { relay, path = relayPath } = parameters
  return (request, socket, head) => {
    let pathname: string | undefined
    try {
      pathname = new URL(request.url ?? '/', 'http://server.invalid').pathname
    } catch {
      pathname = undefined
    }
    if (relay && pathname === path) relay.handleUpgrade(request, socket, head)
    else rejectUpgrade(socket, 404)
  }
}

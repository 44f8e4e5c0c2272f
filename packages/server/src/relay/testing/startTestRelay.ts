import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createLogger } from '../../logger.js'
import { type CreateRelayParameters, createRelay, type Relay } from '../createRelay.js'
import { routeUpgrade } from '../routeUpgrade.js'

/** A relay on an ephemeral loopback port. */
export type TestRelay = {
  relay: Relay
  /** `ws://127.0.0.1:<port>/relay` */
  url: string
  /** The relay's log, one parsed JSON line each (debug and up). */
  logLines: Record<string, unknown>[]
  close: () => Promise<void>
}

/** Starts a relay behind a bare HTTP server on 127.0.0.1, with its log captured. */
export async function startTestRelay(
  parameters: Omit<CreateRelayParameters, 'logger'> = {},
): Promise<TestRelay> {
  const logLines: Record<string, unknown>[] = []
  const logger = createLogger({
    level: 'debug',
    write: (line) => logLines.push(JSON.parse(line)),
  })
  const server = createServer((_request, response) => response.writeHead(404).end())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const url = `ws://127.0.0.1:${port}/relay`
  const relay = createRelay({ url, ...parameters, logger })
  server.on('upgrade', routeUpgrade({ relay }))
  return {
    relay,
    url,
    logLines,
    close: async () => {
      await relay.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

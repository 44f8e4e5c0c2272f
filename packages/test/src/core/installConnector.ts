import type { Config, MultiNamespaceConnector } from '@latch/core'

/**
 * Adds a connector to a config after `createConfig`, as its `connectors` parameter would have:
 * for tests whose fixtures build the config first. Call it before `mount`, which sets it up.
 *
 * @example
 * installConnector(config, fakeEmbeddedWallet(() => ({ connectEmail: async () => 'VERIFY_OTP' })))
 * onTestFinished(mount(config))
 */
export function installConnector(config: Config, connector: MultiNamespaceConnector): void {
  ;(config.connectors as Map<string, MultiNamespaceConnector>).set(connector.id, connector)
}

import { authConnectorId, type ConnectorContext, type EmbeddedWalletConnector } from '@latch/core'

/** The embedded wallet's steps a test plays; the ones left out reject when called. */
export type FakeEmbeddedWalletSteps = Partial<
  Omit<EmbeddedWalletConnector, 'id' | 'type' | 'setup'>
>

/**
 * An embedded-wallet connector for tests: `steps` get the connector context (set when the config
 * mounts) so they can report connections through it as the real one does.
 *
 * @example
 * const wallet = fakeEmbeddedWallet((context) => ({
 *   connectOtp: async () => {
 *     context().connect({ eip155: { accounts: [address], chainId: 1 } })
 *     return 'CONNECTED'
 *   },
 * }))
 */
export function fakeEmbeddedWallet(
  steps: (context: () => ConnectorContext) => FakeEmbeddedWalletSteps,
): EmbeddedWalletConnector & { readonly steps: FakeEmbeddedWalletSteps } {
  let context: ConnectorContext | undefined
  const played = steps(() => {
    if (!context) throw new Error('The fake embedded wallet is not mounted.')
    return context
  })
  const step =
    <name extends keyof FakeEmbeddedWalletSteps>(name: name) =>
    (...args: unknown[]) => {
      const method = played[name] as ((...args: unknown[]) => unknown) | undefined
      if (!method) return Promise.reject(new Error(`The fake embedded wallet has no ${name}.`))
      return method(...args)
    }
  return {
    id: authConnectorId,
    type: 'AUTH',
    steps: played,
    setup(setupContext) {
      context = setupContext
      return () => {
        context = undefined
      }
    },
    connectEmail: step('connectEmail') as EmbeddedWalletConnector['connectEmail'],
    connectOtp: step('connectOtp') as EmbeddedWalletConnector['connectOtp'],
    connectDevice: step('connectDevice') as EmbeddedWalletConnector['connectDevice'],
    restore: async () => played.restore?.(),
    disconnect: async () => played.disconnect?.(),
    getSocialRedirectUri: step(
      'getSocialRedirectUri',
    ) as EmbeddedWalletConnector['getSocialRedirectUri'],
    connectSocial: step('connectSocial') as EmbeddedWalletConnector['connectSocial'],
    getFarcasterUri: step('getFarcasterUri') as EmbeddedWalletConnector['getFarcasterUri'],
    connectFarcaster: step('connectFarcaster') as EmbeddedWalletConnector['connectFarcaster'],
    updateEmail: step('updateEmail') as EmbeddedWalletConnector['updateEmail'],
    updateEmailPrimaryOtp: step(
      'updateEmailPrimaryOtp',
    ) as EmbeddedWalletConnector['updateEmailPrimaryOtp'],
    updateEmailSecondaryOtp: step(
      'updateEmailSecondaryOtp',
    ) as EmbeddedWalletConnector['updateEmailSecondaryOtp'],
  }
}

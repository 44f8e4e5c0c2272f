// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { latchConnector, latchConnectorId } from '../latchConnector.js'
export type { LatchLink } from '../latchLink.js'
export { WagmiAdapter, type WagmiAdapterParameters } from '../WagmiAdapter.js'

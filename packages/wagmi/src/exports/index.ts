// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { latchConnectorId } from '../latchConnector.js'
export { WagmiAdapter, type WagmiAdapterParameters } from '../WagmiAdapter.js'

// The light entry a site's composition root imports: the connector, which loads the session
// code and the WalletConnect SDK behind it on first use.
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export {
  type CreateWalletConnectConnectorParameters,
  createWalletConnectConnector,
} from '../connector/createWalletConnectConnector.js'

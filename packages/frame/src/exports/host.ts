// The modal's end of the secure frame, as a site's composition root imports it: the embedded
// wallet's connector, which loads the frame's protocol client and the wallet on first use.
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export {
  type CreateEmbeddedWalletConnectorParameters,
  createEmbeddedWalletConnector,
  secureFrameId,
} from '../host/createEmbeddedWalletConnector.js'

// Plays the browser extension for the ported example: the dev wallet (devnet keys, its own
// approve/reject prompt) announced by EIP-6963, as MetaMask would be on a visitor's browser.
import { type DevnetManifest, installDevWallet } from '@latch/devnet/wallet'

declare const __DEVNET_MANIFEST__: DevnetManifest | null

const manifest = __DEVNET_MANIFEST__
if (manifest && manifest.chains.length > 0)
  installDevWallet({
    accounts: manifest.accounts,
    chains: manifest.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
  })

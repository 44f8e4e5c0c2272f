import { installDevWallet } from '@latch/devnet/wallet'

const manifest = __DEVNET_MANIFEST__

/**
 * Installs the dev wallet, a stand-in browser extension backed by devnet keys, so a newcomer
 * without any extension can click through every flow. It knows the first devnet chain; the
 * second is added through the modal, and "Latch Devnet C" is one the demo does not request.
 */
export function installWallet(): void {
  if (!manifest) return
  const [first] = manifest.chains
  if (!first) return
  installDevWallet({
    accounts: manifest.accounts,
    chains: manifest.chains.map((chain) => ({
      chainId: chain.chainId,
      name: chain.name,
      rpcUrl: chain.rpcUrl,
    })),
    extraChains: [{ chainId: 31339, name: 'Latch Devnet C', rpcUrl: first.rpcUrl }],
  })
}

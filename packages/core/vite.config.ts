import { libraryConfig } from '../../scripts/libraryConfig.js'

export default libraryConfig(import.meta.url, {
  index: 'src/exports/index.ts',
  // The catalogue is a subpath (like viem/chains): sites import only the networks they use.
  networks: 'src/exports/networks.ts',
  // The interface's words go with the UI (the react package imports them), not with core.
  locales: 'src/exports/locales.ts',
  // The EIP-1193 parts the WalletConnect and embedded-wallet providers share: only they load them.
  providers: 'src/exports/providers.ts',
  // Latch's own packages' part of core (state writers, storage keys, the connector context).
  internal: 'src/exports/internal.ts',
  // The account's tokens, NFTs and history: only the Account view's lazy code loads them.
  accountData: 'src/exports/accountData.ts',
  // Social logins (and Farcaster, SIWX): only the modal's lazy sign-in views load them.
  signIn: 'src/exports/signIn.ts',
  // SIWX messages: the server's parser and the modal's builder.
  siwx: 'src/exports/siwx.ts',
})

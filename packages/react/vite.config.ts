import { mergeConfig } from 'vite'
import { libraryConfig } from '../../scripts/libraryConfig.js'

export default mergeConfig(
  libraryConfig(
    import.meta.url,
    {
      index: 'src/exports/index.ts',
      accountData: 'src/exports/accountData.ts',
      pay: 'src/exports/pay.ts',
      walletButton: 'src/exports/walletButton.ts',
    },
    { useClient: true },
  ),
  {
    build: {
      rolldownOptions: {
        // The buttons get a chunk of their own, holding nothing else, which the entry only
        // re-exports. The <appkit-*> tags import them lazily; without this group the bundler
        // puts them in one chunk with what the entry itself runs, and a site's bundler then
        // keeps them in the initial load of every page, tags or none. The chunk imports what
        // it shares with the entry from the entry, hence `allow-extension` (internal exports).
        preserveEntrySignatures: 'allow-extension',
        output: {
          codeSplitting: {
            groups: [
              { name: 'buttons', test: /\/src\/buttons\//, includeDependenciesRecursively: false },
              // AppKit's optional hooks (headless, multi-wallet, the email update) likewise (Pay and
              // the wallet button are entries of their own, @latch/react/pay and /walletButton): re-exported by the entry, kept by a site's bundler only when the
              // site imports them. What they load on first use (connect, fetch, switch, the wallet
              // table) stays lazy.
              {
                name: 'appKitHooks',
                test: /\/src\/(headless\/|multiWallet\/|hooks\/useAppKitUpdateEmail)(?!connectHeadlessWallet|fetchHeadlessWallets|switchConnection)/,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  },
)

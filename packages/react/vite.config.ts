import { mergeConfig } from 'vite'
import { libraryConfig } from '../../scripts/libraryConfig.js'

export default mergeConfig(
  libraryConfig(
    import.meta.url,
    { index: 'src/exports/index.ts', accountData: 'src/exports/accountData.ts' },
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
            ],
          },
        },
      },
    },
  },
)

import { libraryConfig } from '../../scripts/libraryConfig.js'

export default libraryConfig(
  import.meta.url,
  { index: 'src/exports/index.ts', accountData: 'src/exports/accountData.ts' },
  { useClient: true },
)

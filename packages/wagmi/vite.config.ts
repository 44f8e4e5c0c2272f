import { libraryConfig } from '../../scripts/libraryConfig.js'

export default libraryConfig(import.meta.url)

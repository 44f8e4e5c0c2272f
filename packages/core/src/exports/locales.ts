// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { latchCatalogue } from '../i18n/latchCatalogue.js'

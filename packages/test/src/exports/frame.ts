// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { testFrameOrigin, wireWindowPair } from '../frame/wireWindowPair.js'

// biome-ignore lint/performance/noBarrelFile: entrypoint module
export {
  startTestRelay,
  startTestRpc,
  type TestRelay,
  type TestServer,
} from '../walletconnect/startTestServers.js'

// biome-ignore lint/performance/noBarrelFile: entrypoint module
export {
  type CreateSolanaAdapterParameters,
  createSolanaAdapter,
} from '../createSolanaAdapter.js'
export { type FetchLamportsParameters, fetchLamports } from '../rpc/fetchLamports.js'
export type { SolanaProvider } from '../types/solanaProvider.js'
export { isSolanaAddress } from '../utils/isSolanaAddress.js'

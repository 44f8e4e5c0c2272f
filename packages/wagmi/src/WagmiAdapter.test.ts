import { describeWagmiAdapter } from './describeWagmiAdapter.js'

// wagmi 3, the workspace's @wagmi/core. Ports of their own: the end-to-end and dev-wallet
// tests' devnets, and the wagmi 2 run of these tests, may run at the same time.
describeWagmiAdapter([18665, 18666])

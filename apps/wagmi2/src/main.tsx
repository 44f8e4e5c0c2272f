import { startWagmiDemo } from '../../demo/src/wagmi/startWagmiDemo.js'

// The demo's wagmi page, built against wagmi 2 (see vite.config.ts).
startWagmiDemo()

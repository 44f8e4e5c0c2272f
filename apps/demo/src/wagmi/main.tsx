import { startWagmiDemo } from './startWagmiDemo.js'

startWagmiDemo()

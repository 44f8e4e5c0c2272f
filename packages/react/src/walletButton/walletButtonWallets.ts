// Loaded with the wallet button's connect, on first use: the table stays out of the initial load.
/**
 * The wallets AppKit's wallet buttons name, by their ids: the name the registry lists them under
 * and, where the extension announces one, its EIP-6963 rdns (which finds it installed).
 */
export const walletButtonWallets = {
  metamask: { name: 'MetaMask', rdns: 'io.metamask' },
  trust: { name: 'Trust Wallet', rdns: 'com.trustwallet.app' },
  coinbase: { name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' },
  rainbow: { name: 'Rainbow', rdns: 'me.rainbow' },
  jupiter: { name: 'Jupiter' },
  solflare: { name: 'Solflare', rdns: 'com.solflare' },
  coin98: { name: 'Coin98', rdns: 'coin98.com' },
  'magic-eden': { name: 'Magic Eden', rdns: 'io.magiceden.wallet' },
  backpack: { name: 'Backpack', rdns: 'app.backpack' },
  frontier: { name: 'Frontier', rdns: 'xyz.frontier.wallet' },
  xverse: { name: 'Xverse' },
  okx: { name: 'OKX Wallet', rdns: 'com.okex.wallet' },
  bitget: { name: 'Bitget Wallet', rdns: 'com.bitget.web3' },
  leather: { name: 'Leather' },
  binance: { name: 'Binance Wallet', rdns: 'com.binance.wallet' },
  uniswap: { name: 'Uniswap Wallet', rdns: 'org.uniswap.app' },
  safepal: { name: 'SafePal', rdns: 'com.safepal' },
  bybit: { name: 'Bybit Wallet', rdns: 'com.bybit' },
  phantom: { name: 'Phantom', rdns: 'app.phantom' },
  ledger: { name: 'Ledger Live' },
  'timeless-x': { name: 'Timeless X' },
  safe: { name: 'Safe' },
  zerion: { name: 'Zerion', rdns: 'io.zerion.wallet' },
  oneinch: { name: '1inch Wallet' },
  'crypto-com': { name: 'Crypto.com Onchain', rdns: 'com.crypto.wallet' },
  imtoken: { name: 'imToken', rdns: 'im.token' },
  kraken: { name: 'Kraken Wallet', rdns: 'com.kraken' },
  ronin: { name: 'Ronin Wallet', rdns: 'com.roninchain.wallet' },
  robinhood: { name: 'Robinhood Wallet', rdns: 'com.robinhood.wallet' },
  exodus: { name: 'Exodus', rdns: 'com.exodus.web3-wallet' },
  argent: { name: 'Argent' },
  tokenpocket: { name: 'TokenPocket', rdns: 'pro.tokenpocket' },
} as const satisfies Record<string, { name: string; rdns?: string }>

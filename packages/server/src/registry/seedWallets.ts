import { createHash } from 'node:crypto'
import type { InjectedId, WalletListEntry } from '@latch/core'

/** A registry wallet as the server seeds it: no image yet, plus a brand colour and a rank. */
export type SeedWallet = Omit<WalletListEntry, 'image_id'> & {
  /** Brand colour, `#rrggbb`; the monogram logo is drawn in it. */
  color: string
  /** Popularity rank, 1 = shown first. */
  order: number
}

// CAIP-2 ids. The Solana, Bitcoin and Polkadot references are the genesis hashes their CAIP
// namespaces define, so they never change.
const ethereum = 'eip155:1'
const optimism = 'eip155:10'
const bsc = 'eip155:56'
const polygon = 'eip155:137'
const base = 'eip155:8453'
const arbitrum = 'eip155:42161'
const zkSync = 'eip155:324'
const cronos = 'eip155:25'
const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const bitcoin = 'bip122:000000000019d6689c085ae165831e93'
const polkadot = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const kusama = 'polkadot:b0a8d493285c2df73290dfb7e61f870f'
const cosmosHub = 'cosmos:cosmoshub-4'
const osmosis = 'cosmos:osmosis-1'
const stacks = 'stacks:1'
const starknet = 'starknet:SN_MAIN'

const evm = [ethereum, optimism, polygon, base, arbitrum]
const evmBsc = [...evm, bsc]

// The App Store ignores the name part of its URLs, so only the numeric id is given.
const appStore = (appId: string) => `https://apps.apple.com/app/id${appId}`
const playStore = (packageName: string) =>
  `https://play.google.com/store/apps/details?id=${packageName}`
const chromeStore = (extensionId: string) =>
  `https://chromewebstore.google.com/detail/${extensionId}`
const eip155 = (flag: string): InjectedId => ({ namespace: 'eip155', injected_id: flag })
const solanaFlag = (flag: string): InjectedId => ({ namespace: 'solana', injected_id: flag })

/** What one seed line spells out; everything it leaves out is null, empty or 'none'. */
type SeedFields = { slug: string; name: string; color: string; chains: string[] } & Partial<
  Pick<
    SeedWallet,
    | 'rdns'
    | 'mobile_link'
    | 'desktop_link'
    | 'webapp_link'
    | 'homepage'
    | 'app_store'
    | 'play_store'
    | 'chrome_store'
    | 'injected'
    | 'badge_type'
  >
>

// Ids are derived, not invented: a made-up id that looked like a WalletConnect registry id could
// collide with, or be mistaken for, a real one. Hashing a fixed prefix and the slug keeps them
// stable across releases and databases.
const seedId = (slug: string) => createHash('sha256').update(`latch-seed:${slug}`).digest('hex')

// Listed in popularity order; a wallet's rank is its position, so ranks stay unique and gapless
// when a line is added or moved.
const fields: readonly SeedFields[] = [
  {
    slug: 'metamask',
    name: 'MetaMask',
    color: '#f6851b',
    chains: [...evmBsc, zkSync],
    rdns: 'io.metamask',
    mobile_link: 'https://metamask.app.link',
    homepage: 'https://metamask.io',
    app_store: appStore('1438144202'),
    play_store: playStore('io.metamask'),
    chrome_store: chromeStore('nkbihfbeogaeaoehlefnkodbefgpgknn'),
    injected: [eip155('isMetaMask')],
    badge_type: 'certified',
  },
  {
    slug: 'coinbase-wallet',
    name: 'Coinbase Wallet',
    color: '#0052ff',
    chains: [...evmBsc, solana],
    rdns: 'com.coinbase.wallet',
    mobile_link: 'cbwallet://',
    homepage: 'https://www.coinbase.com/wallet',
    app_store: appStore('1278383455'),
    play_store: playStore('org.toshi'),
    chrome_store: chromeStore('hnfanknocfeofbddgcijnmhnfnkdnaad'),
    injected: [eip155('isCoinbaseWallet')],
    badge_type: 'certified',
  },
  {
    slug: 'trust-wallet',
    name: 'Trust Wallet',
    color: '#0500ff',
    chains: [...evmBsc, solana, bitcoin],
    rdns: 'com.trustwallet.app',
    mobile_link: 'https://link.trustwallet.com',
    homepage: 'https://trustwallet.com',
    app_store: appStore('1288339409'),
    play_store: playStore('com.wallet.crypto.trustapp'),
    chrome_store: chromeStore('egjidjbpglichdcondbcbdnbeeppgdph'),
    injected: [eip155('isTrust')],
    badge_type: 'certified',
  },
  {
    slug: 'phantom',
    name: 'Phantom',
    color: '#ab9ff2',
    chains: [solana, ethereum, base, polygon, bitcoin],
    rdns: 'app.phantom',
    mobile_link: 'phantom://',
    homepage: 'https://phantom.com',
    app_store: appStore('1598432977'),
    play_store: playStore('app.phantom'),
    chrome_store: chromeStore('bfnaelmomeimhlpmgjnjophhpkkoljpa'),
    injected: [eip155('isPhantom'), solanaFlag('isPhantom')],
    badge_type: 'certified',
  },
  {
    slug: 'rainbow',
    name: 'Rainbow',
    color: '#001e59',
    chains: [...evmBsc, zkSync],
    rdns: 'me.rainbow',
    mobile_link: 'https://rnbwapp.com',
    homepage: 'https://rainbow.me',
    app_store: appStore('1457119021'),
    play_store: playStore('me.rainbow'),
    chrome_store: chromeStore('opfgelmcmbiajamepnmloijbpoleiama'),
    injected: [eip155('isRainbow')],
    badge_type: 'certified',
  },
  {
    slug: 'okx-wallet',
    name: 'OKX Wallet',
    color: '#000000',
    chains: [...evmBsc, zkSync, solana, bitcoin],
    rdns: 'com.okex.wallet',
    mobile_link: 'okex://main',
    homepage: 'https://web3.okx.com',
    app_store: appStore('1327268470'),
    play_store: playStore('com.okinc.okex.gp'),
    chrome_store: chromeStore('mcohilncbfahbmgdjkbpemcciiolgcge'),
    injected: [eip155('isOkxWallet')],
    badge_type: 'certified',
  },
  {
    slug: 'ledger-live',
    name: 'Ledger Live',
    color: '#000000',
    chains: [...evmBsc, solana, bitcoin, polkadot, cosmosHub],
    mobile_link: 'ledgerlive://',
    desktop_link: 'ledgerlive://',
    homepage: 'https://www.ledger.com/ledger-live',
    app_store: appStore('1361671700'),
    play_store: playStore('com.ledger.live'),
    badge_type: 'certified',
  },
  {
    slug: 'rabby',
    name: 'Rabby Wallet',
    color: '#7084ff',
    chains: [...evmBsc, zkSync],
    rdns: 'io.rabby',
    homepage: 'https://rabby.io',
    chrome_store: chromeStore('acmacodkjbdgmoleebolmdjonilkdbch'),
    injected: [eip155('isRabby')],
    badge_type: 'certified',
  },
  {
    slug: 'zerion',
    name: 'Zerion',
    color: '#2962ef',
    chains: [...evmBsc, zkSync, solana],
    rdns: 'io.zerion.wallet',
    mobile_link: 'zerion://',
    homepage: 'https://zerion.io',
    app_store: appStore('1456732565'),
    play_store: playStore('io.zerion.android'),
    chrome_store: chromeStore('klghhnkeealcohjjanjjdaeeggmfmlpl'),
    injected: [eip155('isZerion')],
    badge_type: 'certified',
  },
  {
    slug: 'uniswap-wallet',
    name: 'Uniswap Wallet',
    color: '#ff007a',
    chains: [...evmBsc, zkSync],
    rdns: 'org.uniswap.app',
    mobile_link: 'uniswap://',
    homepage: 'https://wallet.uniswap.org',
    app_store: appStore('6443944476'),
    play_store: playStore('com.uniswap.mobile'),
    chrome_store: chromeStore('nnpmfplkfogfpmcngplhnbdnnilmcdcg'),
    badge_type: 'certified',
  },
  {
    slug: 'safe',
    name: 'Safe',
    color: '#12ff80',
    chains: [...evmBsc, zkSync],
    webapp_link: 'https://app.safe.global',
    homepage: 'https://safe.global',
  },
  {
    slug: 'bitget-wallet',
    name: 'Bitget Wallet',
    color: '#00d7e5',
    chains: [...evmBsc, solana, bitcoin],
    rdns: 'com.bitget.web3',
    mobile_link: 'bitkeep://',
    homepage: 'https://web3.bitget.com',
    app_store: appStore('1395301115'),
    play_store: playStore('com.bitkeep.wallet'),
    chrome_store: chromeStore('jiidiaalihmmhddjgbnbgdfflelocpak'),
    injected: [eip155('isBitKeep')],
  },
  {
    slug: 'brave-wallet',
    name: 'Brave Wallet',
    color: '#fb542b',
    chains: [...evmBsc, solana],
    rdns: 'com.brave.wallet',
    homepage: 'https://brave.com/wallet',
    injected: [eip155('isBraveWallet')],
  },
  {
    slug: 'exodus',
    name: 'Exodus',
    color: '#1f2033',
    chains: [...evmBsc, solana, bitcoin],
    mobile_link: 'exodus://',
    desktop_link: 'exodus://',
    homepage: 'https://www.exodus.com',
    app_store: appStore('1414384820'),
    play_store: playStore('exodusmovement.exodus'),
    chrome_store: chromeStore('aholpfdialjgjfhomihkjbmgjidlcdno'),
    injected: [eip155('isExodus')],
  },
  {
    slug: 'argent',
    name: 'Argent',
    color: '#ff875b',
    chains: [ethereum, zkSync, starknet],
    mobile_link: 'argent://',
    homepage: 'https://www.argent.xyz',
    app_store: appStore('1358741926'),
    play_store: playStore('im.argent.contractwalletclient'),
  },
  {
    slug: 'backpack',
    name: 'Backpack',
    color: '#e33e3f',
    chains: [solana, ethereum, arbitrum, base, polygon, optimism],
    rdns: 'app.backpack',
    homepage: 'https://backpack.app',
    chrome_store: chromeStore('aflkmfhebedbjioipglgcbcmnbpgliof'),
    injected: [solanaFlag('isBackpack')],
  },
  {
    slug: 'solflare',
    name: 'Solflare',
    color: '#fc7227',
    chains: [solana],
    homepage: 'https://solflare.com',
    app_store: appStore('1580902717'),
    play_store: playStore('com.solflare.mobile'),
    chrome_store: chromeStore('bhhhlbepdkbapadjdnnojkbgioiodbic'),
    injected: [solanaFlag('isSolflare')],
  },
  {
    slug: 'imtoken',
    name: 'imToken',
    color: '#098de6',
    chains: [...evmBsc, bitcoin, polkadot, cosmosHub],
    mobile_link: 'imtokenv2://',
    homepage: 'https://token.im',
    app_store: appStore('1384798940'),
    play_store: playStore('im.token.app'),
    injected: [eip155('isImToken')],
  },
  {
    slug: 'tokenpocket',
    name: 'TokenPocket',
    color: '#2980fe',
    chains: [...evmBsc, solana, bitcoin, polkadot],
    mobile_link: 'tpoutside://',
    homepage: 'https://www.tokenpocket.pro',
    play_store: playStore('vip.mytokenpocket'),
    chrome_store: chromeStore('mfgccjchihfkkindfppnaooecgfneiii'),
    injected: [eip155('isTokenPocket')],
  },
  {
    slug: 'safepal',
    name: 'SafePal',
    color: '#4a21ef',
    chains: [...evmBsc, solana, bitcoin],
    mobile_link: 'safepalwallet://',
    homepage: 'https://www.safepal.com',
    app_store: appStore('1548297139'),
    play_store: playStore('io.safepal.wallet'),
    chrome_store: chromeStore('lgmpcpglpngdoalbgeoldeajfclnhafa'),
    injected: [eip155('isSafePal')],
  },
  {
    slug: 'magic-eden-wallet',
    name: 'Magic Eden Wallet',
    color: '#e42575',
    chains: [bitcoin, solana, ethereum, base, polygon, arbitrum],
    homepage: 'https://wallet.magiceden.io',
    chrome_store: chromeStore('mkpegjkblkkefacfnmkajcjmabijhclg'),
  },
  {
    slug: 'xverse',
    name: 'Xverse',
    color: '#ee7a30',
    chains: [bitcoin, stacks],
    mobile_link: 'xverse://',
    homepage: 'https://www.xverse.app',
    app_store: appStore('1552272513'),
    chrome_store: chromeStore('idnnbdplmphpflfnlkomgpfbpcgelopg'),
  },
  {
    slug: 'leather',
    name: 'Leather',
    color: '#12100f',
    chains: [bitcoin, stacks],
    homepage: 'https://leather.io',
    chrome_store: chromeStore('ldinpeekobnhjjdofggfgjlcehhmanlj'),
  },
  {
    slug: 'unisat',
    name: 'UniSat Wallet',
    color: '#f7931a',
    chains: [bitcoin],
    homepage: 'https://unisat.io',
    chrome_store: chromeStore('ppbibelpcjmhbdihakflkdcoccbgbkpo'),
  },
  {
    slug: 'keplr',
    name: 'Keplr',
    color: '#314fdf',
    chains: [cosmosHub, osmosis, ethereum],
    mobile_link: 'keplrwallet://',
    homepage: 'https://www.keplr.app',
    play_store: playStore('com.chainapsis.keplr'),
    chrome_store: chromeStore('dmkamcknogkgcdfhhbddcghachkejeap'),
  },
  {
    slug: 'talisman',
    name: 'Talisman',
    color: '#d5ff5c',
    chains: [polkadot, kusama, ...evm],
    rdns: 'xyz.talisman',
    homepage: 'https://www.talisman.xyz',
    chrome_store: chromeStore('fijngjgcjhjmmpcmkeiomlglpeiijkld'),
    injected: [eip155('isTalisman')],
  },
  {
    slug: 'subwallet',
    name: 'SubWallet',
    color: '#004bff',
    chains: [polkadot, kusama, ...evm],
    rdns: 'app.subwallet',
    mobile_link: 'subwallet://',
    homepage: 'https://www.subwallet.app',
    play_store: playStore('app.subwallet.mobile'),
    chrome_store: chromeStore('onhogfjeacnfoofkfgppdlbmlmnplgbn'),
    injected: [eip155('isSubWallet')],
  },
  {
    slug: 'polkadot-js',
    name: 'Polkadot{.js}',
    color: '#ff8c00',
    chains: [polkadot, kusama],
    homepage: 'https://polkadot.js.org/extension',
    chrome_store: chromeStore('mopnmbcafieddcagagdcbnhejhlodfdd'),
  },
  {
    slug: 'nova-wallet',
    name: 'Nova Wallet',
    color: '#dd2d6a',
    chains: [polkadot, kusama, ethereum],
    mobile_link: 'novawallet://',
    homepage: 'https://novawallet.io',
    app_store: appStore('1597119355'),
    play_store: playStore('io.novafoundation.nova.market'),
  },
  {
    slug: 'enkrypt',
    name: 'Enkrypt',
    color: '#a13be2',
    chains: [...evmBsc, polkadot, kusama, bitcoin, solana],
    homepage: 'https://www.enkrypt.com',
    chrome_store: chromeStore('kkpllkodjeloidieedojogacfhpaihoh'),
    injected: [eip155('isEnkrypt')],
  },
  {
    slug: 'frame',
    name: 'Frame',
    color: '#0f0f14',
    chains: evm,
    rdns: 'sh.frame',
    homepage: 'https://frame.sh',
    chrome_store: chromeStore('ldcoohedfbjoobcadoglnnmmfbdlmmhf'),
    injected: [eip155('isFrame')],
  },
  {
    slug: 'glow',
    name: 'Glow',
    color: '#a855f7',
    chains: [solana],
    homepage: 'https://glow.app',
    chrome_store: chromeStore('ojbcfhjmpigfobfclfflafhblgemeidi'),
  },
  {
    slug: '1inch-wallet',
    name: '1inch Wallet',
    color: '#1b314f',
    chains: [...evmBsc, zkSync, solana],
    mobile_link: 'oneinch://',
    homepage: 'https://1inch.io/wallet',
    app_store: appStore('1546049391'),
    play_store: playStore('io.oneinch.android'),
  },
  {
    slug: 'zengo',
    name: 'Zengo',
    color: '#00b388',
    chains: [ethereum, polygon, bsc, arbitrum, optimism, base, bitcoin],
    homepage: 'https://zengo.com',
    app_store: appStore('1440147115'),
    play_store: playStore('com.zengo.wallet'),
  },
  {
    slug: 'coin98',
    name: 'Coin98 Wallet',
    color: '#d9b432',
    chains: [...evmBsc, solana],
    mobile_link: 'coin98://',
    homepage: 'https://coin98.com',
    chrome_store: chromeStore('aeachknmefphepccionboohckonoeemg'),
    injected: [eip155('isCoin98')],
  },
  {
    slug: 'mathwallet',
    name: 'MathWallet',
    color: '#000000',
    chains: [...evmBsc, solana, polkadot],
    mobile_link: 'mathwallet://',
    homepage: 'https://mathwallet.org',
    chrome_store: chromeStore('afbcbjpbpfadlkmhmclhkeeodmamcflc'),
    injected: [eip155('isMathWallet')],
  },
  {
    slug: 'crypto-com-defi-wallet',
    name: 'Crypto.com DeFi Wallet',
    color: '#002d74',
    chains: [...evmBsc, cronos, bitcoin],
    mobile_link: 'cryptowallet://',
    homepage: 'https://crypto.com/defi-wallet',
    app_store: appStore('1512048310'),
    play_store: playStore('com.defi.wallet'),
    chrome_store: chromeStore('hifafgmccdpekplomjjkcfgodnhcellj'),
  },
  {
    slug: 'blockchain-com',
    name: 'Blockchain.com',
    color: '#0c6cf2',
    chains: [ethereum, polygon, bsc, bitcoin],
    homepage: 'https://www.blockchain.com',
    app_store: appStore('493253309'),
    play_store: playStore('piuk.blockchain.android'),
  },
  {
    slug: 'frontier',
    name: 'Frontier',
    color: '#cc703c',
    chains: [...evmBsc, solana, cosmosHub],
    mobile_link: 'frontier://',
    homepage: 'https://www.frontier.xyz',
    play_store: playStore('com.frontierwallet'),
    chrome_store: chromeStore('kppfdiipphfccemcignhifpjkapfbihd'),
  },
  {
    slug: 'tokenary',
    name: 'Tokenary',
    color: '#1c1c1e',
    chains: [...evm, solana],
    mobile_link: 'tokenary://',
    homepage: 'https://tokenary.io',
    injected: [eip155('isTokenary')],
  },
  {
    slug: 'keystone',
    name: 'Keystone',
    color: '#2161ff',
    chains: [...evmBsc, bitcoin, solana, cosmosHub],
    homepage: 'https://keyst.one',
  },
  {
    slug: 'trezor-suite',
    name: 'Trezor Suite',
    color: '#00854d',
    chains: [ethereum, polygon, bsc, base, arbitrum, optimism, solana, bitcoin],
    homepage: 'https://trezor.io/trezor-suite',
  },
  {
    slug: 'fireblocks',
    name: 'Fireblocks',
    color: '#0c1a2e',
    chains: [...evmBsc, solana, bitcoin],
    homepage: 'https://www.fireblocks.com',
  },
]

/** The wallets a fresh server knows before any registry import, most popular first. */
export const seedWallets: readonly SeedWallet[] = fields.map(
  ({ slug, name, color, chains, ...links }, index) => ({
    id: seedId(slug),
    name,
    rdns: links.rdns ?? null,
    chains,
    mobile_link: links.mobile_link ?? null,
    desktop_link: links.desktop_link ?? null,
    webapp_link: links.webapp_link ?? null,
    homepage: links.homepage ?? null,
    app_store: links.app_store ?? null,
    play_store: links.play_store ?? null,
    chrome_store: links.chrome_store ?? null,
    injected: links.injected ?? [],
    badge_type: links.badge_type ?? 'none',
    color,
    order: index + 1,
  }),
)

// Types only: this file is imported by browser code (the dev wallet) as well as by node code.

export type DevnetToken = { address: `0x${string}`; name: string; symbol: string; decimals: number }

/** An NFT contract: ERC-721 (`nft`) or ERC-1155 (`items`). */
export type DevnetCollection = { address: `0x${string}`; name: string; symbol: string }

export type DevnetChain = {
  chainId: number
  name: string
  rpcUrl: string
  contracts: {
    /** ERC-20 with 6 decimals. */
    usd: DevnetToken
    /** ERC-20 with 18 decimals. */
    token: DevnetToken
    /** ERC-721; `tokenURI` is a `data:application/json;base64,` URI with a PNG `image`. */
    nft: DevnetCollection
    /** ERC-1155; `uri(id)` is a `data:application/json;base64,` URI with a PNG `image`. */
    items: DevnetCollection
    multicall3: { address: `0x${string}` }
    /** Farcaster's IdRegistry reads (`LatchIdRegistry`), with the dev accounts registered. */
    idRegistry: DevnetIdRegistry
  }
  /** What the devnet seeded on this chain, for tests to assert exact values. */
  seeded: DevnetEvmSeed
}

/** The devnet's Farcaster IdRegistry and the fids it holds. */
export type DevnetIdRegistry = {
  address: `0x${string}`
  /** Dev accounts #0..#4 as fids 1000..1004, in the order of `DevnetManifest.accounts`. */
  accounts: DevnetFarcasterAccount[]
}

/**
 * A dev account's Farcaster identity: its fid in the registry, of which it is the custody
 * address, and a profile, which Farcaster keeps off chain (a devnet Farcaster client sends it).
 */
export type DevnetFarcasterAccount = {
  fid: number
  custody: `0x${string}`
  username: string
  displayName: string
  pfpUrl?: string | undefined
}

/**
 * The history the devnet gives the dev accounts on an EVM chain (mints, then transfers in both
 * directions), and what each account holds once it is done. Amounts are decimal strings in base
 * units (wei for the native currency): JSON has no bigint. Same transactions, hashes and amounts
 * on every start.
 */
export type DevnetEvmSeed = {
  /** One entry per dev account, in the order of `DevnetManifest.accounts`. */
  holdings: DevnetEvmHoldings[]
  /** Every transfer the seeding made, in chain order (a batch transfer gives one entry per id). */
  transfers: DevnetTransfer[]
}

export type DevnetEvmHoldings = {
  address: `0x${string}`
  /** The native balance in wei, fees of the seeding transactions taken off. */
  native: string
  /** The balance of each ERC-20 of `contracts` (`usd`, then `token`). */
  erc20: { token: `0x${string}`; balance: string }[]
  /** The ERC-721 tokens the account owns, by ascending id. */
  erc721: { contract: `0x${string}`; tokenId: string }[]
  /** The ERC-1155 balances the account holds (non-zero only), by ascending id. */
  erc1155: { contract: `0x${string}`; tokenId: string; amount: string }[]
}

export type DevnetTransfer = {
  hash: `0x${string}`
  blockNumber: number
  kind: 'native' | 'erc20' | 'erc721' | 'erc1155'
  /** The token contract; absent for native transfers. */
  contract?: `0x${string}` | undefined
  /** The zero address for mints. */
  from: `0x${string}`
  to: `0x${string}`
  /** ERC-721 and ERC-1155 only. */
  tokenId?: string | undefined
  /** Base units; `"1"` for ERC-721. */
  amount: string
}

/** One of anvil's well-known dev accounts. The keys are public: never use them on a real chain. */
export type DevnetAccount = { address: `0x${string}`; privateKey: `0x${string}` }

/**
 * A Solana dev account, derived from the same public dev mnemonic as the EVM ones (SLIP-0010,
 * m/44'/501'/i'/0', the path Solana wallets use). Never use it on a real cluster.
 */
export type SolanaDevnetAccount = {
  /** Base58 public key. */
  address: string
  /** The 32-byte ed25519 private key (seed) as 0x-prefixed hex. */
  privateKey: `0x${string}`
}

/** The local Solana RPC (Surfpool, offline). */
export type SolanaDevnet = {
  rpcUrl: string
  wsUrl: string
  /** The CAIP-2 reference the dapp and wallets use for this cluster (its genesis hash prefix). */
  chainReference: string
  accounts: SolanaDevnetAccount[]
  /** The SPL token the devnet seeds; absent when Solana was started without the seeding. */
  splToken?: SolanaDevnetSplToken | undefined
  /** The NFTs the devnet seeds, by mint label; absent when Solana was started without them. */
  nfts?: SolanaDevnetNft[] | undefined
}

/**
 * An NFT the devnet mints on Solana: a Token-2022 mint with 0 decimals and a supply of 1 (its
 * mint authority removed), whose MetadataPointer points at the mint itself and whose
 * TokenMetadata extension holds `name`, `symbol` and `uri`. Fees and rent are paid by the
 * collection's authority (a seeding account, also the update authority), so the dev accounts'
 * SOL is untouched. Same addresses and metadata on every start.
 */
export type SolanaDevnetNft = {
  /** Base58 address of the mint. */
  mint: string
  name: string
  /** The collection's symbol, the same for every NFT the devnet seeds. */
  symbol: string
  /** A `data:application/json;base64,` URI whose JSON has a `data:image/png;base64,` `image`. */
  uri: string
  /** The metadata's update authority (and the mint's former mint authority). */
  updateAuthority: string
  /** The Solana dev account that holds it. */
  owner: string
  /** The owner's associated token account (Token-2022) holding the one token. */
  tokenAccount: string
}

/**
 * An SPL token (the classic Token program) the devnet mints to the Solana dev accounts, with a
 * couple of transfers between them. The mint address and amounts are the same on every start.
 * Fees and rent are paid by a separate seeding account, so the dev accounts' SOL is untouched.
 */
export type SolanaDevnetSplToken = {
  /** Base58 address of the mint. */
  mint: string
  /** Not on chain (the mint has no metadata account): what the demo and tests call it. */
  name: string
  symbol: string
  decimals: number
  /** Solana dev account #0. */
  mintAuthority: string
  /** One entry per Solana dev account, in the order of `accounts`. */
  holdings: {
    owner: string
    /** The owner's associated token account. */
    tokenAccount: string
    /** In base units, as a decimal string. */
    amount: string
  }[]
}

/** What `startDevnet` deployed, written to `.devnet/manifest.json` for the demo and e2e tests. */
export type DevnetManifest = {
  accounts: DevnetAccount[]
  chains: DevnetChain[]
  /** Absent when the devnet was started without Solana. */
  solana?: SolanaDevnet | undefined
}

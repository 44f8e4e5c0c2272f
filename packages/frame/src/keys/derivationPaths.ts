/** The offset that marks a BIP-32 / SLIP-0010 index as hardened (the `'` in a path). */
export const hardenedOffset = 0x8000_0000

/**
 * The derivation paths of the wallet's first account on each namespace the auth connector serves.
 * They are what MetaMask (eip155) and Phantom / Solflare (solana) use for account #0, so a user
 * who exports the mnemonic sees the same addresses there.
 */
export const derivationPaths = {
  /** BIP-44 coin type 60, external chain, index 0. */
  eip155: "m/44'/60'/0'/0/0",
  /** BIP-44 coin type 501; ed25519 (SLIP-0010) allows only hardened indices. */
  solana: "m/44'/501'/0'/0'",
} as const

/**
 * The indices of a path such as `m/44'/60'/0'/0/0`, with `hardenedOffset` added to hardened ones.
 *
 * @internal
 * @example
 * parseDerivationPath("m/44'/501'/0'/0'") // [0x8000002c, 0x800001f5, 0x80000000, 0x80000000]
 */
export function parseDerivationPath(path: string): number[] {
  const [root, ...segments] = path.split('/')
  if (root !== 'm') throw new Error(`invalid derivation path ${path}`)
  return segments.map((segment) => {
    const match = /^(\d{1,10})('?)$/.exec(segment)
    const index = Number(match?.[1])
    if (!match || index >= hardenedOffset) throw new Error(`invalid derivation path ${path}`)
    return match[2] ? index + hardenedOffset : index
  })
}

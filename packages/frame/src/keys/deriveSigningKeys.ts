import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { assertWalletSecret } from './createWalletSecret.js'
import { derivationPaths, parseDerivationPath } from './derivationPaths.js'
import { deriveSeed } from './deriveSeed.js'
import { publicKeyToEvmAddress } from './evmAddress.js'
import { deriveEd25519PrivateKey } from './slip10Ed25519.js'
import { wipe } from './wipe.js'

/** The private keys of the wallet's first account on each namespace, with their addresses. */
export type SigningKeys = {
  eip155: {
    /** The 32-byte secp256k1 private key. */
    privateKey: Uint8Array
    /** The EIP-55 checksummed address. */
    address: `0x${string}`
    path: typeof derivationPaths.eip155
  }
  solana: {
    /** The 32-byte ed25519 private key (the "seed" half of Solana's 64-byte secret key). */
    privateKey: Uint8Array
    /** The base58 public key. */
    address: string
    path: typeof derivationPaths.solana
  }
}

/**
 * Derives the signing keys of a wallet secret: the BIP-39 seed, then BIP-32 (secp256k1) at
 * `m/44'/60'/0'/0/0` and SLIP-0010 (ed25519) at `m/44'/501'/0'/0'`.
 *
 * The keys exist only for the signature being made: prefer {@link withSigningKeys}, which wipes
 * them afterwards; a caller of this function must {@link wipe} both `privateKey`s itself. The seed,
 * intermediate HD keys and chain codes are wiped here (best effort: see {@link wipe}).
 *
 * @example
 * const keys = deriveSigningKeys(entropy)
 * try { return secp256k1.sign(hash, keys.eip155.privateKey) }
 * finally { wipe(keys.eip155.privateKey, keys.solana.privateKey) }
 */
export function deriveSigningKeys(entropy: Uint8Array): SigningKeys {
  assertWalletSecret(entropy)
  const seed = deriveSeed(entropy)
  try {
    const eip155 = deriveSecp256k1(seed, derivationPaths.eip155)
    const solanaKey = deriveEd25519PrivateKey(seed, parseDerivationPath(derivationPaths.solana))
    return {
      eip155: { ...eip155, path: derivationPaths.eip155 },
      solana: {
        privateKey: solanaKey,
        address: base58.encode(ed25519.getPublicKey(solanaKey)),
        path: derivationPaths.solana,
      },
    }
  } finally {
    wipe(seed)
  }
}

/** BIP-32 one level at a time, so that every intermediate private key and chain code is wiped. */
function deriveSecp256k1(seed: Uint8Array, path: string) {
  let node = HDKey.fromMasterSeed(seed)
  try {
    for (const index of parseDerivationPath(path)) {
      const child = node.deriveChild(index)
      wipeHDKey(node)
      node = child
    }
    if (!node.privateKey || !node.publicKey) throw new Error('BIP-32: no private key derived')
    return { privateKey: node.privateKey.slice(), address: publicKeyToEvmAddress(node.publicKey) }
  } finally {
    wipeHDKey(node)
  }
}

function wipeHDKey(node: HDKey): void {
  node.wipePrivateData()
  wipe(node.chainCode)
}

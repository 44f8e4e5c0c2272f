const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const digits = new Map([...alphabet].map((character, index) => [character, BigInt(index)]))
// The multicodec prefix of an Ed25519 public key (0xed, varint-encoded), as in `did:key:z6Mk…`.
const ed25519Prefix = [0xed, 0x01]
const publicKeyLength = 32
// `did:key:z` plus the base58 of 34 bytes is at most 56 characters.
const maximumDidLength = 64

function encodeBase58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let text = ''
  while (value > 0n) {
    text = alphabet[Number(value % 58n)] + text
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}

function decodeBase58(text: string): Uint8Array | undefined {
  let value = 0n
  for (const character of text) {
    const digit = digits.get(character)
    if (digit === undefined) return undefined
    value = value * 58n + digit
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  for (const character of text) {
    if (character !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}

/** The `did:key` of an Ed25519 public key (32 bytes), as WalletConnect clients put it in `iss`. */
export function encodeDidKey(publicKey: Uint8Array): string {
  return `did:key:z${encodeBase58(Uint8Array.from([...ed25519Prefix, ...publicKey]))}`
}

/** The Ed25519 public key of a `did:key`; `undefined` for anything else. */
export function decodeDidKey(did: string): Uint8Array | undefined {
  if (did.length > maximumDidLength || !did.startsWith('did:key:z')) return undefined
  const bytes = decodeBase58(did.slice('did:key:z'.length))
  if (
    !bytes ||
    bytes.length !== ed25519Prefix.length + publicKeyLength ||
    bytes[0] !== ed25519Prefix[0] ||
    bytes[1] !== ed25519Prefix[1]
  )
    return undefined
  const publicKey = bytes.slice(ed25519Prefix.length)
  // One key, one spelling: a did with extra leading zeros ("1"s) is not the same client.
  return encodeDidKey(publicKey) === did ? publicKey : undefined
}

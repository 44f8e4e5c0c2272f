const mask = (1n << 64n) - 1n
const rotl = (lane: bigint, by: number) => ((lane << BigInt(by)) | (lane >> BigInt(64 - by))) & mask

/** Keccak-f[1600] on 25 little-endian 64-bit lanes, in place. */
function permute(state: bigint[]): void {
  let lfsr = 1n
  for (let round = 0; round < 24; round++) {
    const column = [0, 1, 2, 3, 4].map(
      (x) => state[x]! ^ state[x + 5]! ^ state[x + 10]! ^ state[x + 15]! ^ state[x + 20]!,
    )
    for (let x = 0; x < 5; x++) {
      const d = column[(x + 4) % 5]! ^ rotl(column[(x + 1) % 5]!, 1)
      for (let y = 0; y < 25; y += 5) state[y + x]! ^= d
    }
    let current = state[1]!
    for (let t = 0, x = 1, y = 0; t < 24; t++) {
      ;[x, y] = [y, (2 * x + 3 * y) % 5]
      const next = state[x + 5 * y]!
      state[x + 5 * y] = rotl(current, (((t + 1) * (t + 2)) / 2) % 64)
      current = next
    }
    for (let y = 0; y < 25; y += 5) {
      const row = state.slice(y, y + 5)
      for (let x = 0; x < 5; x++) state[y + x] = row[x]! ^ (~row[(x + 1) % 5]! & row[(x + 2) % 5]!)
    }
    for (let j = 0; j < 7; j++) {
      lfsr = ((lfsr << 1n) ^ ((lfsr >> 7n) * 0x71n)) % 256n
      if (lfsr & 2n) state[0]! ^= 1n << ((1n << BigInt(j)) - 1n)
    }
  }
}

/**
 * Keccak-256 (Ethereum's hash, not SHA3-256's padding) of some bytes, as 32 bytes. Small and
 * slow on purpose: core hashes a 40-character address with it, for the EIP-55 checksum.
 */
export function keccak256(bytes: Uint8Array): Uint8Array {
  const rate = 136
  const padded = new Uint8Array((Math.floor(bytes.length / rate) + 1) * rate)
  padded.set(bytes)
  padded[bytes.length]! ^= 1
  padded[padded.length - 1]! ^= 0x80
  const state: bigint[] = Array(25).fill(0n)
  for (let offset = 0; offset < padded.length; offset += rate) {
    for (let i = 0; i < rate; i++)
      state[i >> 3]! ^= BigInt(padded[offset + i]!) << BigInt(8 * (i & 7))
    permute(state)
  }
  return Uint8Array.from({ length: 32 }, (_, i) =>
    Number((state[i >> 3]! >> BigInt(8 * (i & 7))) & 255n),
  )
}

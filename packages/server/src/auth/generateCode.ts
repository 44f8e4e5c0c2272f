import { randomInt } from 'node:crypto'

/** A login code: six digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0')
}

import { hexToBytes } from '@noble/hashes/utils'
import { base58 } from '@scure/base'
import { createSolanaSender } from './createSolanaSender'
import type { SolanaDevnet, SolanaDevnetSplToken } from './manifest'
import {
  associatedTokenAddress,
  associatedTokenProgram,
  concat,
  labelledSigner,
  littleEndian,
  type Signer,
  systemProgram,
  tokenProgram,
} from './solanaTransaction'

const token = { name: 'Latch USD', symbol: 'LUSD', decimals: 6 } as const
/** What each Solana dev account is minted, in whole tokens (#0 first; the rest get the last). */
const minted = [5000, 2500, 1000]
/** The transfers after the mint, in base units: [from, to, amount]. */
const transfers: [from: number, to: number, amount: bigint][] = [
  [0, 1, 125_500_000n],
  [1, 0, 20_250_000n],
  [1, 2, 7_654_321n],
]
// Classic Token program sizes and instruction numbers.
const mintSize = 82
const initializeMint2 = 20
const mintTo = 7
const transferChecked = 12
const createIdempotent = 1

/**
 * Creates the devnet's SPL token on Surfpool (mint authority: Solana dev account #0), mints it to
 * every Solana dev account and makes a few transfers between #0, #1 and #2, all as real
 * transactions. A seeding account pays the fees and rent, so the dev accounts keep exactly the
 * SOL they were funded with. The mint is derived from a fixed label, so its address, the token
 * accounts and the amounts are the same on every start.
 */
export async function seedSolana(devnet: SolanaDevnet): Promise<SolanaDevnetSplToken> {
  const owners: Signer[] = devnet.accounts.map((account) => ({
    address: account.address,
    privateKey: hexToBytes(account.privateKey.slice(2)),
  }))
  const authority = owners[0]
  if (!authority) throw new Error('seedSolana needs at least one Solana dev account')
  const payer = labelledSigner('latch devnet: the SPL seeding fee payer')
  const mint = labelledSigner('latch devnet: the SPL token mint')
  const accounts = owners.map((owner) => associatedTokenAddress(owner.address, mint.address))
  const amounts = owners.map((_, i) => BigInt(minted[i] ?? minted.at(-1)!) * 10n ** 6n)

  const { call, send } = await createSolanaSender(devnet.rpcUrl, payer)
  const rent = (await call('getMinimumBalanceForRentExemption', [mintSize])) as number

  await send(
    [
      {
        program: systemProgram,
        accounts: [
          { address: payer.address, signer: true, writable: true },
          { address: mint.address, signer: true, writable: true },
        ],
        data: concat(
          littleEndian([4, 0], [8, rent], [8, mintSize]), // SystemInstruction::CreateAccount
          base58.decode(tokenProgram),
        ),
      },
      {
        program: tokenProgram,
        accounts: [{ address: mint.address, writable: true }],
        // Decimals, the mint authority, no freeze authority.
        data: concat(
          littleEndian([1, initializeMint2], [1, token.decimals]),
          base58.decode(authority.address),
          Uint8Array.of(0),
        ),
      },
      ...owners.map((owner, i) => ({
        program: associatedTokenProgram,
        accounts: [
          { address: payer.address, signer: true, writable: true },
          { address: accounts[i]!, writable: true },
          { address: owner.address },
          { address: mint.address },
          { address: systemProgram },
          { address: tokenProgram },
        ],
        data: Uint8Array.of(createIdempotent),
      })),
    ],
    [mint],
  )
  await send(
    owners.map((_, i) => ({
      program: tokenProgram,
      accounts: [
        { address: mint.address, writable: true },
        { address: accounts[i]!, writable: true },
        { address: authority.address, signer: true },
      ],
      data: littleEndian([1, mintTo], [8, amounts[i]!]),
    })),
    [authority],
  )
  // The transfers do not depend on each other's order (every sender holds enough for all of
  // its own), so they go out together.
  const made = transfers.filter(([from, to]) => owners[from] && owners[to])
  await Promise.all(
    made.map(([from, to, amount]) =>
      send(
        [
          {
            program: tokenProgram,
            accounts: [
              { address: accounts[from]!, writable: true },
              { address: mint.address },
              { address: accounts[to]!, writable: true },
              { address: owners[from]!.address, signer: true },
            ],
            data: littleEndian([1, transferChecked], [8, amount], [1, token.decimals]),
          },
        ],
        [owners[from]!],
      ),
    ),
  )
  for (const [from, to, amount] of made) {
    amounts[from]! -= amount
    amounts[to]! += amount
  }

  return {
    mint: mint.address,
    ...token,
    mintAuthority: authority.address,
    holdings: owners.map((owner, i) => ({
      owner: owner.address,
      tokenAccount: accounts[i]!,
      amount: String(amounts[i]),
    })),
  }
}

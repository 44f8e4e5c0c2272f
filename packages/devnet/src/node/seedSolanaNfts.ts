import { sha256 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'
import { createSolanaSender } from './createSolanaSender'
import type { SolanaDevnet, SolanaDevnetNft } from './manifest'
import {
  associatedTokenAddress,
  associatedTokenProgram,
  concat,
  type Instruction,
  labelledSigner,
  littleEndian,
  systemProgram,
  token2022Program,
} from './solanaTransaction'
import { tokenMetadataUri } from './tokenArt'

const symbol = 'LSOL'
/** Which Solana dev account gets each NFT, in mint order: #0 three, #1 two. */
const holders = [0, 0, 0, 1, 1]

// Token-2022 sizes: a mint is padded to a token account's 165 bytes, then one account-type byte,
// then each extension as type (u16), length (u16) and its data.
const mintWithExtensionsSize = 165 + 1
const extensionHeaderSize = 4
const metadataPointerSize = 64
// Token-2022 instruction numbers.
const initializeMint2 = 20
const mintTo = 7
const setAuthority = 6
const metadataPointerExtension = 39
const createIdempotent = 1
// The TokenMetadata interface names its instructions by hash, as Anchor does.
const initializeMetadata = sha256(
  new TextEncoder().encode('spl_token_metadata_interface:initialize_account'),
).slice(0, 8)

/**
 * Mints the devnet's Solana NFTs on Surfpool: for each, a Token-2022 mint with 0 decimals, the
 * MetadataPointer extension pointing at the mint itself and the TokenMetadata extension (name,
 * symbol and a `data:` URI whose JSON has a PNG drawn like the EVM NFTs' art), one token minted to
 * a dev account's associated token account, then the mint authority removed so the supply stays
 * 1. The authority (also the update authority) pays every fee and the rent. Mints are derived
 * from fixed labels: the same addresses on every start.
 */
export async function seedSolanaNfts(devnet: SolanaDevnet): Promise<SolanaDevnetNft[]> {
  const authority = labelledSigner('latch devnet: the Solana NFT authority')
  const nfts = holders.flatMap((holder, i) => {
    const owner = devnet.accounts[holder]?.address
    if (owner === undefined) return []
    const name = `Latch Solana #${i + 1}`
    const mint = labelledSigner(`latch devnet: ${name}`)
    const uri = tokenMetadataUri({ name, description: 'A Latch devnet NFT on Solana.' })
    return [{ mint, name, uri, owner }]
  })
  const { call, send } = await createSolanaSender(devnet.rpcUrl, authority)

  // Each NFT takes two transactions (the metadata alone nearly fills one); NFTs go out together.
  return Promise.all(
    nfts.map(async ({ mint, name, uri, owner }): Promise<SolanaDevnetNft> => {
      const tokenAccount = associatedTokenAddress(owner, mint.address, token2022Program)
      const beforeMetadata = mintWithExtensionsSize + extensionHeaderSize + metadataPointerSize
      // update authority, mint, name, symbol, uri, no additional metadata
      const metadataSize =
        32 + 32 + [name, symbol, uri].reduce((sum, text) => sum + 4 + utf8(text).length, 0) + 4
      // The metadata instruction grows the mint but cannot fund it: rent for the final size now.
      const rent = (await call('getMinimumBalanceForRentExemption', [
        beforeMetadata + extensionHeaderSize + metadataSize,
      ])) as number
      const mintAccount = { address: mint.address, writable: true }
      const signer = { address: authority.address, signer: true }
      await send(
        [
          {
            program: systemProgram,
            accounts: [
              { address: authority.address, signer: true, writable: true },
              { ...mintAccount, signer: true },
            ],
            data: concat(
              littleEndian([4, 0], [8, rent], [8, beforeMetadata]), // SystemInstruction::CreateAccount
              base58.decode(token2022Program),
            ),
          },
          {
            program: token2022Program,
            accounts: [mintAccount],
            // MetadataPointer::Initialize: the authority, then the metadata's address (the mint).
            data: concat(
              Uint8Array.of(metadataPointerExtension, 0),
              base58.decode(authority.address),
              base58.decode(mint.address),
            ),
          },
          {
            program: token2022Program,
            accounts: [mintAccount],
            // Decimals 0, the mint authority, no freeze authority.
            data: concat(
              Uint8Array.of(initializeMint2, 0),
              base58.decode(authority.address),
              Uint8Array.of(0),
            ),
          },
          {
            program: associatedTokenProgram,
            accounts: [
              { address: authority.address, signer: true, writable: true },
              { address: tokenAccount, writable: true },
              { address: owner },
              { address: mint.address },
              { address: systemProgram },
              { address: token2022Program },
            ],
            data: Uint8Array.of(createIdempotent),
          },
          {
            program: token2022Program,
            accounts: [mintAccount, { address: tokenAccount, writable: true }, signer],
            data: littleEndian([1, mintTo], [8, 1]),
          },
        ],
        [mint],
      )
      await send([
        {
          program: token2022Program,
          // The metadata (the mint itself), its update authority, the mint, the mint authority.
          accounts: [
            mintAccount,
            { address: authority.address },
            { address: mint.address },
            signer,
          ],
          data: concat(
            initializeMetadata,
            borshString(name),
            borshString(symbol),
            borshString(uri),
          ),
        } satisfies Instruction,
        {
          program: token2022Program,
          accounts: [mintAccount, signer],
          // AuthorityType::MintTokens, no new authority: nobody can mint a second one.
          data: Uint8Array.of(setAuthority, 0, 0),
        },
      ])
      return {
        mint: mint.address,
        name,
        symbol,
        uri,
        updateAuthority: authority.address,
        owner,
        tokenAccount,
      }
    }),
  )
}

function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text)
}

/** A Borsh string: its UTF-8 length as a u32, then the bytes. */
function borshString(text: string): Uint8Array {
  const bytes = utf8(text)
  return concat(littleEndian([4, bytes.length]), bytes)
}

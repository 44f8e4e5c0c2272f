import type { DevnetManifest } from '@latch/devnet/wallet'

/** A dev account as a Farcaster user: its fid and profile, and the custody key that signs. */
export type FarcasterAccount = {
  fid: number
  username: string
  displayName: string
  /** The fid's custody address in the devnet's ID registry. */
  custody: `0x${string}`
  /** The custody address's devnet key (public test keys: never on a real chain). */
  privateKey: `0x${string}`
}

/**
 * The Farcaster users of the devnet: the fids its ID registry holds (the first chain's, which
 * `npm start` points the server at), each with the key of its custody address from the
 * manifest's accounts. A fid whose key the manifest lacks is left out.
 */
export function readFarcasterAccounts(manifest: DevnetManifest | null): FarcasterAccount[] {
  const registry = manifest?.chains[0]?.contracts.idRegistry
  if (!manifest || !registry) return []
  return registry.accounts.flatMap((profile) => {
    const key = manifest.accounts.find(
      (account) => account.address.toLowerCase() === profile.custody.toLowerCase(),
    )?.privateKey
    return key
      ? [
          {
            fid: profile.fid,
            username: profile.username,
            displayName: profile.displayName,
            custody: profile.custody,
            privateKey: key,
          },
        ]
      : []
  })
}

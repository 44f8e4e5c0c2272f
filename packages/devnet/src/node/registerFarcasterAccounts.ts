import { type Abi, zeroAddress } from 'viem'
import { evmClients } from './evmClients'
import type { DevnetAccount, DevnetFarcasterAccount } from './manifest'

/** The fid of dev account #0; account #i gets `firstDevFid + i`. */
export const firstDevFid = 1000

/**
 * The Farcaster profiles of dev accounts #0..#4, in order. Farcaster keeps profiles on its hubs,
 * not on chain, so these live here: a Farcaster client on the devnet shows and sends them.
 */
export const devFarcasterProfiles: readonly Pick<
  DevnetFarcasterAccount,
  'username' | 'displayName'
>[] = [
  { username: 'alice', displayName: 'Alice Devnet' },
  { username: 'bob', displayName: 'Bob Devnet' },
  { username: 'carol', displayName: 'Carol Devnet' },
  { username: 'dave', displayName: 'Dave Devnet' },
  { username: 'erin', displayName: 'Erin Devnet' },
]

export type RegisterFarcasterAccountsOptions = {
  chainId: number
  name: string
  rpcUrl: string
  /** The deployed `LatchIdRegistry`. */
  registry: `0x${string}`
  /** Its ABI, as compiled. */
  abi: Abi
  /** Dev accounts; #0 (the registry's owner) registers each as the custody of its fid. */
  accounts: DevnetAccount[]
}

/**
 * Registers dev account #i as the custody address of fid `1000 + i` in the devnet's
 * `LatchIdRegistry`, with no recovery address, one transaction after the other (so the blocks
 * are the same on every start). Accounts past the profiles' list are left out.
 */
export async function registerFarcasterAccounts(
  options: RegisterFarcasterAccountsOptions,
): Promise<DevnetFarcasterAccount[]> {
  const { accounts, registry, abi } = options
  const owner = accounts[0]
  if (!owner) throw new Error('registerFarcasterAccounts needs at least one account')
  const { walletFor, confirm } = evmClients(options)
  const wallet = walletFor(owner)
  const registered: DevnetFarcasterAccount[] = []
  for (const [index, account] of accounts.entries()) {
    const profile = devFarcasterProfiles[index]
    if (!profile) break
    const fid = firstDevFid + index
    const hash = await wallet.writeContract({
      address: registry,
      abi,
      functionName: 'register',
      args: [BigInt(fid), account.address, zeroAddress],
    })
    await confirm(hash, `registering fid ${fid}`)
    registered.push({ fid, custody: account.address, ...profile })
  }
  return registered
}

import type { CaipAddress, Namespace } from '@latch/core'

/** One account of `useAppKitAccount().allAccounts`, in AppKit's shape. */
export type AppKitAccount = {
  namespace: Namespace
  address: string
  /** Latch's wallets hold plain accounts: no smart accounts yet. */
  type: 'eoa'
  caipAddress: CaipAddress | undefined
  chainId: string | undefined
}

/**
 * The wallet's accounts as AppKit lists them: each on the network of the active account's
 * CAIP-10 id (the wallet shares one network among its accounts).
 */
export function toAppKitAccounts(
  namespace: Namespace | undefined,
  caipAddress: CaipAddress | undefined,
  addresses: readonly string[],
): AppKitAccount[] {
  if (!namespace) return []
  const chainId = caipAddress?.split(':')[1]
  return addresses.map((address) => ({
    namespace,
    address,
    type: 'eoa',
    caipAddress: chainId ? (`${namespace}:${chainId}:${address}` as CaipAddress) : undefined,
    chainId,
  }))
}

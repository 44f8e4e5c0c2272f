import { rpc } from './startSolana'

/** An account's SOL in lamports at `confirmed`, read from the cluster: a test's own view of the chain. */
export async function readLamports(rpcUrl: string, owner: string): Promise<bigint> {
  const { value } = (await rpc(rpcUrl, 'getBalance', [owner, { commitment: 'confirmed' }])) as {
    value: number
  }
  return BigInt(value)
}

/** What `owner` holds of an SPL token in base units, summed over its token accounts. */
export async function readSplBalance(rpcUrl: string, owner: string, mint: string): Promise<bigint> {
  const { value } = (await rpc(rpcUrl, 'getTokenAccountsByOwner', [
    owner,
    { mint },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ])) as {
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }
  return value.reduce(
    (sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount),
    0n,
  )
}

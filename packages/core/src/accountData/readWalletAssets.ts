import type { Config, TokenBalance } from '@latch/core'
import { parseWalletAsset } from './parseWalletAsset.js'
import { readRecord } from './readFields.js'

type Provider = { request(call: { method: string; params: unknown[] }): Promise<unknown> }

// Whether a wallet advertises asset discovery, per connector and account: asked once.
const advertised = new WeakMap<Config, Map<string, Promise<boolean>>>()

// The wallet's answer, or a failure after 10 s: a wallet that hangs must not keep the list
// loading when the service can answer.
const ask = (provider: Provider, method: string, params: unknown[]) =>
  Promise.race([
    provider.request({ method, params }),
    new Promise<never>((_, reject) => setTimeout(reject, 10_000)),
  ])

// The entries of a chain-keyed answer (hex keys: `0x1`, `0x01`) for `chainId`.
const entriesFor = (answer: unknown, chainId: bigint) =>
  Object.entries(readRecord(answer) ?? {})
    .filter(([key]) => /^0x[0-9a-fA-F]{1,16}$/.test(key) && BigInt(key) === chainId)
    .map(([, entry]) => entry)

/**
 * The holdings of a connected eip155 account as its wallet reports them with `wallet_getAssets`
 * (EIP-7811, https://eips.ethereum.org/EIPS/eip-7811), asked through the connector row's
 * EIP-1193 provider when the wallet advertises the `assetDiscovery` capability for the account's
 * chain, or for every chain (`0x0`), in `wallet_getCapabilities` (EIP-5792; asked once per
 * account). Entries that do not match the asset shape are ignored. `undefined` when there is
 * nothing to use: no provider, no capability, a failure, a timeout, or no valid asset (spec: the
 * balance service answers then).
 */
export async function readWalletAssets(
  config: Config,
  account: string,
): Promise<TokenBalance[] | undefined> {
  const [namespace, reference = '', address] = account.split(':')
  const state = config.store.getState()
  const connectorId = state.chains.eip155?.account.connectorId
  const provider = state.connectors.find(
    (entry) => entry.id === connectorId && entry.chain === 'eip155',
  )?.provider as Provider | undefined
  if (namespace !== 'eip155' || typeof provider?.request !== 'function') return undefined
  const chainId = BigInt(reference)
  const chain = `0x${chainId.toString(16)}`

  const memory = advertised.get(config) ?? new Map<string, Promise<boolean>>()
  advertised.set(config, memory)
  const key = `${connectorId} ${account}`
  const supported =
    memory.get(key) ??
    ask(provider, 'wallet_getCapabilities', [address, [chain]]).then(
      (answer) =>
        [...entriesFor(answer, chainId), ...entriesFor(answer, 0n)].some(
          (capabilities) =>
            readRecord(readRecord(capabilities)?.assetDiscovery)?.supported === true,
        ),
      () => false,
    )
  memory.set(key, supported)
  if (!(await supported)) return undefined

  try {
    const answer = await ask(provider, 'wallet_getAssets', [
      { account: address, chainFilter: [chain] },
    ])
    const imageOrigin = new URL(config.options.apiUrl as string).origin
    const assets = entriesFor(answer, chainId)
      .flatMap((entry) => (Array.isArray(entry) ? entry : []))
      .map((entry) => parseWalletAsset(entry, reference, imageOrigin))
      .filter((entry) => entry !== undefined)
    return assets.length > 0 ? assets : undefined
  } catch {
    return undefined
  }
}

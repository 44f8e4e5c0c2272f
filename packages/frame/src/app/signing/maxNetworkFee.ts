const ether = 10n ** 18n

/**
 * The most network fee (gas × max fee per gas, in the native currency's smallest unit) the frame
 * signs for one transaction, unless the chain has its own cap: 1 native unit, the cap geth puts
 * on the transactions it sends (`--rpc.txfeecap`). A fee above it is refused before any view.
 */
const defaultMaxNetworkFee = ether

/**
 * The chains whose native unit is worth much less than Ether, with caps of their own (CAIP-2 id →
 * the most fee per transaction, in the native currency's smallest unit).
 */
const defaultMaxNetworkFees: Readonly<Record<string, bigint>> = {
  'eip155:137': 100n * ether,
  'eip155:80002': 100n * ether,
  'eip155:250': 100n * ether,
  'eip155:8217': 100n * ether,
  'eip155:5000': 100n * ether,
  'eip155:100': 10n * ether,
  'eip155:42220': 10n * ether,
  'eip155:43114': 10n * ether,
  'eip155:43113': 10n * ether,
}

/**
 * The per-transaction network fee cap of a chain: the configured one, else the chain's default
 * ({@link defaultMaxNetworkFees}), else {@link defaultMaxNetworkFee}.
 *
 * @example
 * maxNetworkFee('eip155:1') // 10n ** 18n
 * maxNetworkFee('eip155:1', { 'eip155:1': 10n ** 17n }) // 10n ** 17n
 */
export function maxNetworkFee(
  chainId: string,
  configured: Readonly<Record<string, bigint>> = {},
): bigint {
  if (Object.hasOwn(configured, chainId)) return configured[chainId] as bigint
  if (Object.hasOwn(defaultMaxNetworkFees, chainId)) return defaultMaxNetworkFees[chainId] as bigint
  return defaultMaxNetworkFee
}

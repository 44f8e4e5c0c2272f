import { rpcReplyError } from './rpcMessages.js'

/** A chain the frame serves, with the URL it calls it at (the server's proxy, `readFrameConfig`). */
export type RpcChain = {
  /** The CAIP-2 id, such as `eip155:31337` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  id: string
  namespace: 'eip155' | 'solana'
  /** The part after the namespace: the EIP-155 chain id, or the Solana genesis hash prefix. */
  reference: string
  /** The EIP-155 chain id as a number; `undefined` on Solana. */
  evmChainId: number | undefined
  rpcUrl: string
}

const caip2Pattern = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/

/**
 * The CAIP-2 id of a stored chain: a number is `eip155:<n>`, a CAIP-2 string stays as is, a
 * decimal string is EIP-155 and any other string is a Solana genesis hash (its first 32
 * characters, as CAIP-2 has it).
 *
 * @example
 * toCaip2ChainId(1) // 'eip155:1'
 * toCaip2ChainId('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
 */
function toCaip2ChainId(chainId: string | number): string {
  if (typeof chainId === 'number') return `eip155:${chainId}`
  if (chainId.includes(':')) return chainId
  if (/^\d+$/.test(chainId)) return `eip155:${Number(chainId)}`
  return `solana:${chainId.slice(0, 32)}`
}

/**
 * The chain of an RPC request: its own `chainId` (CAIP-2) when given, else the frame's stored
 * last-used chain. Only chains of the frame's configuration are served (SECURITY.md T33): any
 * other is 'This network is not available.'.
 *
 * @example
 * resolveRpcChain({ 'eip155:1': 'https://rpc.test' }, undefined, 1).rpcUrl // 'https://rpc.test'
 */
export function resolveRpcChain(
  rpcUrls: Readonly<Record<string, string>>,
  requested: string | undefined,
  stored: string | number | undefined,
): RpcChain {
  const chosen = requested ?? (stored === undefined ? undefined : toCaip2ChainId(stored))
  const match = chosen === undefined ? null : caip2Pattern.exec(chosen)
  const rpcUrl =
    chosen !== undefined && Object.hasOwn(rpcUrls, chosen) ? rpcUrls[chosen] : undefined
  if (!match || !rpcUrl) throw rpcReplyError('networkUnavailable')
  const [, namespace, reference] = match as unknown as [string, string, string]
  if (namespace === 'eip155') {
    const evmChainId = Number(reference)
    if (!/^[1-9]\d{0,15}$/.test(reference) || !Number.isSafeInteger(evmChainId))
      throw rpcReplyError('networkUnavailable')
    return { id: chosen as string, namespace, reference, evmChainId, rpcUrl }
  }
  if (namespace === 'solana')
    return { id: chosen as string, namespace, reference, evmChainId: undefined, rpcUrl }
  throw rpcReplyError('networkUnavailable')
}

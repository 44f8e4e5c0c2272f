/** One namespace of a session proposal, merged from its required and optional parts. */
export type RequestedNamespace = {
  /** `eip155`, `solana`, … */
  namespace: string
  /** CAIP-2 chain ids. */
  chains: string[]
  methods: string[]
  events: string[]
  /** Whether the dapp refuses a session without it. */
  isRequired: boolean
}

const caip2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const name = /^[\w.:-]{1,100}$/

const strings = (value: unknown, pattern: RegExp, maximum: number): string[] =>
  Array.isArray(value)
    ? value
        .filter((item): item is string => typeof item === 'string' && pattern.test(item))
        .slice(0, maximum)
    : []

const entries = (value: unknown): [string, Record<string, unknown>][] =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.entries(value).filter(
        (entry): entry is [string, Record<string, unknown>] =>
          typeof entry[1] === 'object' && entry[1] !== null,
      )
    : []

/**
 * Reads the namespaces a proposal asks for. The proposal comes over the relay, so anything that
 * is not a well-formed chain id, method or event name is dropped. A key may name a namespace
 * (`eip155`) or a single chain (`eip155:1`, then without a `chains` list).
 */
export function readRequestedNamespaces(
  requiredNamespaces: unknown,
  optionalNamespaces: unknown,
): RequestedNamespace[] {
  const byNamespace = new Map<string, RequestedNamespace>()
  const add = (key: string, value: Record<string, unknown>, isRequired: boolean) => {
    const namespace = key.split(':')[0] ?? ''
    if (!/^[-a-z0-9]{3,8}$/.test(namespace)) return
    const chains = key.includes(':') ? strings([key], caip2, 1) : strings(value.chains, caip2, 50)
    const entry = byNamespace.get(namespace) ?? {
      namespace,
      chains: [],
      methods: [],
      events: [],
      isRequired: false,
    }
    const merge = (list: string[], items: string[]) => {
      for (const item of items) if (!list.includes(item)) list.push(item)
    }
    merge(
      entry.chains,
      chains.filter((chain) => chain.startsWith(`${namespace}:`)),
    )
    merge(entry.methods, strings(value.methods, name, 100))
    merge(entry.events, strings(value.events, name, 100))
    entry.isRequired ||= isRequired
    byNamespace.set(namespace, entry)
  }
  for (const [key, value] of entries(requiredNamespaces)) add(key, value, true)
  for (const [key, value] of entries(optionalNamespaces)) add(key, value, false)
  return [...byNamespace.values()]
}

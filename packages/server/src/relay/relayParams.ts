import { z } from 'zod'

// Topics are 64 hex characters in practice; the bound only keeps maps and logs small.
const topic = z.string().min(1).max(256)
const message = z.string().min(1)
// Unknown fields (prompt, correlationId and the other tvf fields) are accepted and ignored.
const publishOptions = {
  ttl: z.number().finite().optional(),
  tag: z.number().int().optional(),
  attestation: z.string().max(16_384).nullish(),
}

/** The params of every method the relay implements, by method name. */
const relayParams = {
  irn_subscribe: z.object({ topic }),
  irn_batchSubscribe: z.object({ topics: z.array(topic).min(1) }),
  irn_unsubscribe: z.object({ topic, id: z.string().max(256).optional() }),
  irn_batchUnsubscribe: z.object({
    subscriptions: z.array(z.object({ topic, id: z.string().max(256).optional() })).min(1),
  }),
  irn_publish: z.object({ topic, message, ...publishOptions }),
  irn_batchPublish: z.object({
    messages: z.array(z.object({ topic, message, ...publishOptions })).min(1),
  }),
  irn_batchFetchMessages: z.object({ topics: z.array(topic).min(1) }),
  wc_proposeSession: z.object({ pairingTopic: topic, sessionProposal: message, ...publishOptions }),
  wc_approveSession: z.object({
    pairingTopic: topic,
    sessionTopic: topic,
    sessionProposalResponse: message,
    sessionSettlementRequest: message,
    ...publishOptions,
  }),
} as const

/** A method the relay implements. */
export type RelayMethod = keyof typeof relayParams

/** The validated params of `method`. */
export type RelayMethodParams<method extends RelayMethod> = z.output<(typeof relayParams)[method]>

/** Whether `method` is one the relay implements. */
export function isRelayMethod(method: string): method is RelayMethod {
  return Object.hasOwn(relayParams, method)
}

function toPathText(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('')
}

/** Validates params; a failure is a message for the -32602 error that names the field. */
export function parseRelayParams<method extends RelayMethod>(
  method: method,
  params: unknown,
): { success: true; data: RelayMethodParams<method> } | { success: false; message: string } {
  const result = relayParams[method].safeParse(params)
  if (result.success) return { success: true, data: result.data as RelayMethodParams<method> }
  const issue = result.error.issues[0]
  const where = issue && issue.path.length > 0 ? ` ${toPathText(issue.path)}` : ''
  return { success: false, message: `Invalid params${where}: ${issue?.message ?? 'invalid'}.` }
}

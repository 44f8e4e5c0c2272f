import { randomBytes } from 'node:crypto'
import type { DevnetManifest } from '@latch/devnet'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import type SignClient from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import { createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** What the wallet answers a session proposal with. */
export type ProposalDecision = 'approve' | 'reject' | 'approve-eip155-only'

/**
 * The phone in the WalletConnect tests: a SignClient 2.21.8 in the test process, holding a
 * devnet EVM key and a devnet Solana key, that pairs with the URI the page shows and signs for
 * real (transactions go to anvil).
 */
export async function createTestWallet(parameters: {
  relayUrl: string
  manifest: DevnetManifest
  /** EVM dev account index; #0 is the browser dev wallet's, so the phone uses #1. */
  accountIndex?: number
  /** Solana dev account index; #1 unless a test needs one whose balances no other test reads. */
  solanaAccountIndex?: number
}) {
  const { relayUrl, manifest } = parameters
  const evmAccount = manifest.accounts[parameters.accountIndex ?? 1]!
  const account = privateKeyToAccount(evmAccount.privateKey)
  const solanaAccount = manifest.solana?.accounts[parameters.solanaAccountIndex ?? 1]
  const { SignClient } = await import('@walletconnect/sign-client')
  const { buildApprovedNamespaces, getSdkError } = await import('@walletconnect/utils')
  const client: SignClient = await SignClient.init({
    projectId: 'latch-e2e-wallet',
    relayUrl,
    telemetryEnabled: false,
    logger: 'error',
    customStoragePrefix: `latch-e2e-wallet-${randomBytes(4).toString('hex')}`,
    metadata: {
      name: 'E2E Phone Wallet',
      description: 'The wallet side of the WalletConnect tests',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })

  let decision: ProposalDecision = 'approve'
  const requests: { method: string; params: unknown; chainId: string }[] = []
  const proposals: SignClientTypes.EventArguments['session_proposal']['params'][] = []
  let pendingApproval: ((session: SessionTypes.Struct) => void) | undefined
  let approvalSentAt: number | undefined

  client.on('session_proposal', async ({ id, params }) => {
    proposals.push(params)
    if (decision === 'reject')
      return void (await client.reject({ id, reason: getSdkError('USER_REJECTED') }))
    const requested = { ...params.requiredNamespaces, ...params.optionalNamespaces }
    const evmChains = requested.eip155?.chains ?? []
    const solanaChains =
      decision === 'approve' && solanaAccount ? (requested.solana?.chains ?? []) : []
    const namespaces = buildApprovedNamespaces({
      proposal: params,
      supportedNamespaces: {
        eip155: {
          chains: evmChains,
          methods: requested.eip155?.methods ?? [],
          events: requested.eip155?.events ?? [],
          accounts: evmChains.map((chain) => `${chain}:${account.address}`),
        },
        ...(solanaChains.length > 0 && solanaAccount
          ? {
              solana: {
                chains: solanaChains,
                methods: requested.solana?.methods ?? [],
                events: requested.solana?.events ?? [],
                accounts: solanaChains.map((chain) => `${chain}:${solanaAccount.address}`),
              },
            }
          : {}),
      },
    })
    approvalSentAt = performance.now()
    const { acknowledged } = await client.approve({ id, namespaces })
    const session = await acknowledged()
    pendingApproval?.(session)
  })

  client.on('session_request', async ({ topic, id, params }) => {
    const { method, params: requestParams } = params.request
    requests.push({ method, params: requestParams, chainId: params.chainId })
    const respond = (result: unknown) =>
      client.respond({ topic, response: { id, jsonrpc: '2.0', result } })
    const fail = (code: number, message: string) =>
      client.respond({ topic, response: { id, jsonrpc: '2.0', error: { code, message } } })
    try {
      if (method === 'personal_sign') {
        const [message] = requestParams as [Hex]
        return void (await respond(await account.signMessage({ message: { raw: message } })))
      }
      if (method === 'eth_signTypedData_v4') {
        const [, json] = requestParams as [string, string]
        const { domain, types, primaryType, message } = JSON.parse(json)
        const { EIP712Domain: _, ...rest } = types
        return void (await respond(
          await account.signTypedData({ domain, types: rest, primaryType, message }),
        ))
      }
      if (method === 'eth_sendTransaction') {
        const [transaction] = requestParams as [{ to: Hex; value?: Hex; data?: Hex }]
        const chainId = Number(params.chainId.split(':')[1])
        const chain = manifest.chains.find((c) => c.chainId === chainId)
        if (!chain) return void (await fail(4901, 'Chain not known to the wallet'))
        const walletClient = createWalletClient({ account, transport: http(chain.rpcUrl) })
        const hash = await walletClient.sendTransaction({
          chain: null,
          to: transaction.to,
          value: transaction.value ? BigInt(transaction.value) : 0n,
          ...(transaction.data ? { data: transaction.data } : {}),
        })
        return void (await respond(hash))
      }
      if (method === 'solana_signMessage' && solanaAccount) {
        const { message } = requestParams as { message: string }
        const signature = ed25519.sign(
          base58.decode(message),
          Buffer.from(solanaAccount.privateKey.slice(2), 'hex'),
        )
        return void (await respond({ signature: base58.encode(signature) }))
      }
      if (method === 'solana_signAndSendTransaction' && solanaAccount && manifest.solana) {
        // The wire format: a shortvec count of signatures, 64 bytes each, then the message. The
        // fee payer (this wallet) signs first; a transfer has no other signer.
        const bytes = base64.decode((requestParams as { transaction: string }).transaction)
        const count = bytes[0]!
        const message = bytes.slice(1 + 64 * count)
        const signature = ed25519.sign(
          message,
          Buffer.from(solanaAccount.privateKey.slice(2), 'hex'),
        )
        bytes.set(signature, 1)
        const response = await fetch(manifest.solana.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'sendTransaction',
            params: [base64.encode(bytes), { encoding: 'base64' }],
          }),
        })
        const reply = (await response.json()) as { result?: string; error?: { message?: string } }
        if (!reply.result) return void (await fail(-32603, reply.error?.message ?? 'Send failed'))
        return void (await respond({ signature: reply.result }))
      }
      await fail(4200, 'Method not supported')
    } catch (error) {
      await fail(-32000, error instanceof Error ? error.message : 'Wallet error')
    }
  })

  return {
    address: account.address,
    solanaAddress: solanaAccount?.address,
    requests,
    proposals,
    /** When (performance.now) the wallet last sent an approval, for the bench. */
    approvalSentAt: () => approvalSentAt,
    /** Sets how the next proposals are answered. */
    decide(next: ProposalDecision) {
      decision = next
    },
    /** Pairs with the URI the page shows; resolves once a session is approved and acknowledged. */
    async pair(uri: string) {
      const approved = new Promise<SessionTypes.Struct>((resolve) => {
        pendingApproval = resolve
      })
      await client.pair({ uri })
      return decision === 'reject' ? undefined : approved
    },
    /** Pairs without waiting, for URIs expected to fail. */
    tryPair: (uri: string) => client.pair({ uri }),
    sessions: () => client.session.getAll(),
    /** Ends every session from the wallet side, as a visitor does in the phone's app. */
    async disconnectAll() {
      for (const session of client.session.getAll())
        await client.disconnect({
          topic: session.topic,
          reason: getSdkError('USER_DISCONNECTED'),
        })
    },
    async emitChainChanged(topic: string, chainId: number) {
      await client.emit({
        topic,
        chainId: `eip155:${chainId}`,
        event: { name: 'chainChanged', data: chainId },
      })
    },
    async close() {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose().catch(() => undefined)
    },
  }
}

export type TestWallet = Awaited<ReturnType<typeof createTestWallet>>

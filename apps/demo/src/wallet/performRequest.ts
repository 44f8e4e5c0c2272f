import type { DevnetAccount, DevnetChain } from '@latch/devnet/wallet'
import type { SessionTypes } from '@walletconnect/types'
import {
  BaseError,
  createWalletClient,
  defineChain,
  type Hex,
  hexToBytes,
  http,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ParsedRequest, TransactionRequest } from './parseSessionRequest.js'
import type { SolanaAccount } from './readSolanaAccount.js'
import { type RpcError, rpcErrors } from './rpcErrors.js'
import { signSolanaMessage } from './signSolanaMessage.js'

/** What {@link performRequest} needs besides the request. */
export type PerformRequestContext = {
  /** The session the request came through; only its accounts may sign. */
  session: SessionTypes.Struct
  /** Devnet keys (the manifest's). */
  evmAccounts: DevnetAccount[]
  /** Devnet chains, for the RPC a transaction goes to. */
  chains: DevnetChain[]
  /** Solana keys (the manifest's, checked). */
  solanaAccounts: SolanaAccount[]
  /** Adds an `eip155` chain (a number) to the session when it is not in it yet. */
  ensureChain: (chainId: number) => Promise<void>
}

/** The answer to send back through the relay. */
export type PerformRequestReturnType = { result: unknown } | { error: RpcError }

/** The session's accounts (CAIP-10 without the chain) on one chain. */
function sessionAddresses(session: SessionTypes.Struct, chainId: string): string[] {
  return Object.values(session.namespaces)
    .flatMap((namespace) => namespace.accounts)
    .filter((account) => account.startsWith(`${chainId}:`))
    .map((account) => account.slice(chainId.length + 1))
}

function evmKey(context: PerformRequestContext, chainId: string, address: string): Hex | undefined {
  const isShared = sessionAddresses(context.session, chainId).some(
    (shared) => shared.toLowerCase() === address.toLowerCase(),
  )
  if (!isShared) return undefined
  return context.evmAccounts.find(
    (account) => account.address.toLowerCase() === address.toLowerCase(),
  )?.privateKey
}

async function sendTransaction(
  key: Hex,
  devnetChain: DevnetChain,
  transaction: TransactionRequest,
): Promise<Hex> {
  const chain = defineChain({
    id: devnetChain.chainId,
    name: devnetChain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [devnetChain.rpcUrl] } },
  })
  const client = createWalletClient({
    account: privateKeyToAccount(key),
    chain,
    transport: http(devnetChain.rpcUrl),
  })
  const { to, value, data, gas, gasPrice, maxFeePerGas, maxPriorityFeePerGas, nonce } = transaction
  // The dapp's fee fields are kept when given; otherwise viem asks the chain.
  const fees =
    gasPrice !== undefined
      ? { gasPrice }
      : {
          ...(maxFeePerGas === undefined ? {} : { maxFeePerGas }),
          ...(maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas }),
        }
  return client.sendTransaction({
    value,
    ...(to === undefined ? {} : { to }),
    ...(data === undefined ? {} : { data }),
    ...(gas === undefined ? {} : { gas }),
    ...(nonce === undefined ? {} : { nonce }),
    ...fees,
  })
}

/**
 * Carries out an approved request with the devnet keys: signs EVM messages and typed data, sends
 * transactions to the chain's devnet RPC, accepts chain switches, signs Solana messages. Only accounts
 * shared in the session sign; any failure becomes an error answer rather than a throw.
 */
export async function performRequest(
  request: ParsedRequest,
  context: PerformRequestContext,
): Promise<PerformRequestReturnType> {
  try {
    switch (request.method) {
      case 'personal_sign': {
        const key = evmKey(context, request.chainId, request.address)
        if (!key) return { error: rpcErrors.unauthorized }
        const account = privateKeyToAccount(key)
        return {
          result: await account.signMessage({ message: { raw: hexToBytes(request.message) } }),
        }
      }
      case 'eth_signTypedData_v4': {
        const key = evmKey(context, request.chainId, request.address)
        if (!key) return { error: rpcErrors.unauthorized }
        // viem derives the domain type from the domain itself and rejects a declared one.
        const { EIP712Domain: _, ...types } = request.typedData.types
        const definition = { ...request.typedData, types } as unknown as TypedDataDefinition
        return { result: await privateKeyToAccount(key).signTypedData(definition) }
      }
      case 'eth_sendTransaction': {
        const key = evmKey(context, request.chainId, request.transaction.from)
        if (!key) return { error: rpcErrors.unauthorized }
        const chainNumber = Number(request.chainId.slice('eip155:'.length))
        const chain = context.chains.find((candidate) => candidate.chainId === chainNumber)
        if (!chain) return { error: rpcErrors.unknownChain }
        return { result: await sendTransaction(key, chain, request.transaction) }
      }
      case 'wallet_switchEthereumChain': {
        const target = `eip155:${request.targetChain}`
        const isKnown =
          sessionAddresses(context.session, target).length > 0 ||
          context.chains.some((chain) => chain.chainId === request.targetChain)
        if (!isKnown) return { error: rpcErrors.unknownChain }
        // The `chainChanged` event follows the answer (the caller sends it).
        await context.ensureChain(request.targetChain)
        return { result: null }
      }
      case 'solana_signMessage': {
        const solana = context.solanaAccounts.find((account) => account.address === request.pubkey)
        const isShared = sessionAddresses(context.session, request.chainId).includes(request.pubkey)
        if (!solana || !isShared) return { error: rpcErrors.unauthorized }
        return { result: { signature: signSolanaMessage(solana, request.message) } }
      }
    }
  } catch (error) {
    const detail = error instanceof BaseError ? error.shortMessage : 'the request failed'
    return { error: rpcErrors.internal(detail) }
  }
}

import { solana } from '@latch/core/networks'
import {
  isSurfpoolInstalled,
  readLamports,
  readSplBalance,
  type SolanaDevnetSplToken,
  type SolanaNode,
  seedSolana,
  solanaRpc,
  startSolana,
} from '@latch/devnet'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { getTransactionDecoder, getTransactionEncoder } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSolanaTransfer } from './createSolanaTransfer.js'

// Surfpool ships for linux-x64 glibc only (an optional dependency): elsewhere these tests skip.
const surfpoolInstalled = isSurfpoolInstalled()

let node: SolanaNode
let lusd: SolanaDevnetSplToken

const surfpool = (method: string, params: unknown[] = []) =>
  solanaRpc(node.devnet.rpcUrl, method, params)
const lamportsOf = (owner: string) => readLamports(node.devnet.rpcUrl, owner)
const tokensOf = (owner: string) => readSplBalance(node.devnet.rpcUrl, owner, lusd.mint)

/**
 * A wallet holding a dev account's key that really signs. `mode` 'send' answers
 * solana_signAndSendTransaction by sending to Surfpool itself; 'sign-only' refuses that method as
 * unsupported and answers solana_signTransaction with the signature alone.
 */
function devWallet(index: number, mode: 'send' | 'sign-only' | 'refuse') {
  const account = node.devnet.accounts[index]!
  const requests: { method: string; params: unknown }[] = []
  const sign = (wire: string) => {
    const transaction = getTransactionDecoder().decode(base64.decode(wire))
    const signature = ed25519.sign(
      new Uint8Array(transaction.messageBytes),
      Buffer.from(account.privateKey.slice(2), 'hex'),
    )
    const signed = {
      ...transaction,
      signatures: { ...transaction.signatures, [account.address]: signature },
    }
    return { signature, bytes: new Uint8Array(getTransactionEncoder().encode(signed)) }
  }
  return {
    address: account.address,
    requests,
    provider: {
      async request({ method, params }: { method: string; params?: unknown }) {
        requests.push({ method, params })
        const { transaction } = params as { transaction: string }
        if (mode === 'refuse') throw Object.assign(new Error('Rejected'), { code: 5000 })
        if (method === 'solana_signAndSendTransaction' && mode === 'send') {
          const { bytes } = sign(transaction)
          const signature = await surfpool('sendTransaction', [
            base64.encode(bytes),
            { encoding: 'base64' },
          ])
          return { signature }
        }
        if (method === 'solana_signTransaction' && mode === 'sign-only')
          return { signature: base58.encode(sign(transaction).signature) }
        throw Object.assign(new Error('Method not found'), { code: -32601 })
      },
    },
  }
}

const network = () => ({
  ...solana,
  rpcUrls: { default: { http: [node.devnet.rpcUrl] } },
})
const transfer = createSolanaTransfer({ confirmationPollMs: 100 })

describe.skipIf(!surfpoolInstalled)('Solana transfers on Surfpool', () => {
  beforeAll(async () => {
    node = await startSolana()
    lusd = await seedSolana(node.devnet)
  })
  afterAll(() => node?.stop())

  test('SOL: the wallet signs and sends, the receiver gets the lamports, the fee is the cluster’s', async () => {
    const wallet = devWallet(2, 'send')
    const parameters = {
      provider: wallet.provider,
      network: network(),
      from: wallet.address,
      to: base58.encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey())),
      value: 1_250_000_000n,
    }
    const before = await lamportsOf(wallet.address)
    const fee = await transfer.estimateFee(parameters)
    expect(fee).toBe(5000n)
    const sent = await transfer.send(parameters)
    expect(await sent.wait()).toEqual({ status: 'confirmed' })
    expect(await lamportsOf(parameters.to)).toBe(1_250_000_000n)
    expect(await lamportsOf(wallet.address)).toBe(before - 1_250_000_000n - 5000n)
    expect(wallet.requests.map((request) => request.method)).toEqual([
      'solana_signAndSendTransaction',
    ])
  })

  test('SPL: a wallet that only signs; the receiver’s token account is created and credited exactly', async () => {
    const wallet = devWallet(3, 'sign-only')
    const to = base58.encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))
    const held = await tokensOf(wallet.address)
    const sent = await transfer.send({
      provider: wallet.provider,
      network: network(),
      from: wallet.address,
      to,
      value: 1_234_567n,
      token: { address: lusd.mint, decimals: lusd.decimals },
    })
    expect(base58.decode(sent.hash)).toHaveLength(64)
    expect(await sent.wait()).toEqual({ status: 'confirmed' })
    expect(await tokensOf(to)).toBe(1_234_567n)
    expect(await tokensOf(wallet.address)).toBe(held - 1_234_567n)
    expect(wallet.requests.map((request) => request.method)).toEqual([
      'solana_signAndSendTransaction',
      'solana_signTransaction',
    ])
  })

  test('error: more tokens than any account holds, and a refusal in the wallet', async () => {
    const wallet = devWallet(4, 'send')
    const to = base58.encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))
    const held = await tokensOf(wallet.address)
    await expect(
      transfer.send({
        provider: wallet.provider,
        network: network(),
        from: wallet.address,
        to,
        value: held + 1n,
        token: { address: lusd.mint, decimals: lusd.decimals },
      }),
    ).rejects.toMatchObject({ name: 'WalletRequestError' })
    const refusing = devWallet(4, 'refuse')
    await expect(
      transfer.send({
        provider: refusing.provider,
        network: network(),
        from: wallet.address,
        to,
        value: 1n,
      }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    expect(wallet.requests).toEqual([])
  })
})

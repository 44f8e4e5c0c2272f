// @vitest-environment jsdom
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  multicall3Abi,
  parseEther,
  parseUnits,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { latchMulticall3Abi } from '../node/abis'
import { type Devnet, startDevnet } from '../node/startDevnet'
import type { DevWalletHandle, DevWalletOptions } from './devWalletTypes'
import { installDevWallet } from './installDevWallet'

let devnet: Devnet
let handle: DevWalletHandle | undefined

const account = (index: number) => devnet.manifest.accounts[index]!.address
const chain = (index: number) => devnet.manifest.chains[index]!

const install = (extra: Partial<DevWalletOptions> = {}) => {
  handle = installDevWallet({
    accounts: devnet.manifest.accounts,
    chains: devnet.manifest.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    ...extra,
  })
  return handle
}

const request = (wallet: DevWalletHandle, method: string, params?: unknown[]) =>
  wallet.provider.request(params ? { method, params } : { method })

const connect = async (wallet: DevWalletHandle) => {
  const accounts = request(wallet, 'eth_requestAccounts')
  wallet.approve()
  return accounts
}

/** Collects the payloads of one provider event. */
const record = (wallet: DevWalletHandle, event: string) => {
  const payloads: unknown[] = []
  wallet.provider.on(event, (payload) => payloads.push(payload))
  return payloads
}

const shadow = () => document.querySelector('latch-dev-wallet')?.shadowRoot
const byTestId = <T extends HTMLElement>(id: string) =>
  shadow()?.querySelector<T>(`[data-testid="${id}"]`) ?? null

const rpcError = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(Error)
  return error as Error & { code: number }
}

beforeAll(async () => {
  devnet = await startDevnet({
    // Not 18645/18646: the end-to-end tests' devnet listens there, and both may run at once.
    chains: [
      { chainId: 31337, port: 18655, name: 'Wallet Test A' },
      { chainId: 31338, port: 18656, name: 'Wallet Test B' },
    ],
    manifestPath: join(tmpdir(), `latch-devwallet-test-${process.pid}`, 'manifest.json'),
  })
})

afterAll(async () => {
  await devnet?.stop()
})

beforeEach(() => {
  localStorage.clear()
})

afterEach(() => {
  handle?.uninstall()
  handle = undefined
  delete (window as { ethereum?: unknown }).ethereum
})

describe('installDevWallet', () => {
  it('announces a frozen EIP-6963 detail and injects the same provider as window.ethereum', () => {
    const announced: CustomEvent[] = []
    const listener = (event: Event) => announced.push(event as CustomEvent)
    window.addEventListener('eip6963:announceProvider', listener)
    try {
      const wallet = install()
      expect(announced).toHaveLength(1)
      const detail = announced[0]!.detail
      expect(Object.isFrozen(detail)).toBe(true)
      expect(Object.isFrozen(detail.info)).toBe(true)
      expect(() => {
        detail.provider = null
      }).toThrow(TypeError)
      expect(detail.info).toMatchObject({ name: 'Latch Dev Wallet', rdns: 'dev.latch.wallet' })
      expect(detail.info.uuid).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      )
      expect(detail.info.icon).toMatch(/^data:image\/svg\+xml;base64,/)
      expect(atob(detail.info.icon.split(',')[1])).toMatch(/^<svg /)
      expect(detail.provider).toBe(wallet.provider)
      expect((window as { ethereum?: unknown }).ethereum).toBe(wallet.provider)
      expect(window.__latchDevWallet).toBe(wallet)

      window.dispatchEvent(new Event('eip6963:requestProvider'))
      expect(announced).toHaveLength(2)
      expect(announced[1]!.detail).toBe(detail)
    } finally {
      window.removeEventListener('eip6963:announceProvider', listener)
    }
  })

  it('leaves an existing window.ethereum alone', () => {
    const existing = { request: async () => null }
    ;(window as { ethereum?: unknown }).ethereum = existing
    install()
    expect((window as { ethereum?: unknown }).ethereum).toBe(existing)
  })

  it('shows a connect prompt; approving resolves with the selected account', async () => {
    const wallet = install()
    expect(await request(wallet, 'eth_accounts')).toEqual([])
    const changes = record(wallet, 'accountsChanged')

    const accounts = request(wallet, 'eth_requestAccounts')
    expect(wallet.pending()).toBe(1)
    const prompt = byTestId('devwallet-prompt')
    expect(prompt?.getAttribute('role')).toBe('dialog')
    expect(prompt?.getAttribute('aria-label')).toBe('Latch Dev Wallet request')
    expect(prompt?.textContent).toContain(window.location.origin)
    expect(byTestId('devwallet-approve')?.textContent).toBe('Approve')
    expect(byTestId('devwallet-reject')?.textContent).toBe('Reject')
    const host = document.querySelector<HTMLElement>('latch-dev-wallet')
    expect(host?.style.zIndex).toBe('2147483000')
    expect(host?.style.position).toBe('fixed')

    wallet.approve()
    expect(await accounts).toEqual([account(0)])
    expect(wallet.pending()).toBe(0)
    expect(byTestId('devwallet-prompt')).toBeNull()
    expect(changes).toEqual([[account(0)]])
    expect(await request(wallet, 'eth_accounts')).toEqual([account(0)])
    // Already connected: no second prompt.
    expect(await request(wallet, 'eth_requestAccounts')).toEqual([account(0)])
    expect(() => wallet.approve()).toThrow(/no request/)
  })

  it('rejects with 4001 when the user clicks Reject', async () => {
    const wallet = install()
    const accounts = request(wallet, 'eth_requestAccounts')
    byTestId('devwallet-reject')?.click()
    const error = await rpcError(accounts)
    expect(error.code).toBe(4001)
    expect(error.message).toBe('User rejected the request.')
    expect(await request(wallet, 'eth_accounts')).toEqual([])
  })

  it('personal_sign shows the decoded message and signs it verifiably', async () => {
    const wallet = install()
    const address = account(0)
    expect((await rpcError(request(wallet, 'personal_sign', [toHex('early'), address]))).code).toBe(
      4100,
    )
    await connect(wallet)

    const message = 'Sign in to Latch ✓\nNonce: 42'
    const signing = request(wallet, 'personal_sign', [toHex(message), address])
    expect(byTestId('devwallet-prompt')?.querySelector('pre')?.textContent).toBe(message)
    wallet.approve()
    const signature = (await signing) as `0x${string}`
    expect(await verifyMessage({ address, message, signature })).toBe(true)
    expect(await verifyMessage({ address: account(1), message, signature })).toBe(false)

    const other = await rpcError(request(wallet, 'personal_sign', [toHex(message), account(1)]))
    expect(other.code).toBe(4100)
  })

  it('eth_signTypedData_v4 shows the typed data and signs it verifiably', async () => {
    const wallet = install()
    await connect(wallet)
    const address = account(0)
    const domain = {
      name: 'Latch Test',
      version: '1',
      chainId: 31337,
      verifyingContract: chain(0).contracts.usd.address,
    }
    const types = {
      Mail: [
        { name: 'from', type: 'address' },
        { name: 'contents', type: 'string' },
        { name: 'amount', type: 'uint256' },
      ],
    } as const
    const json = JSON.stringify({
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        ...types,
      },
      primaryType: 'Mail',
      domain,
      message: { from: address, contents: 'Hello, typed world', amount: '1000' },
    })

    const signing = request(wallet, 'eth_signTypedData_v4', [address, json])
    const prompt = byTestId('devwallet-prompt')
    expect(prompt?.textContent).toContain('Mail')
    expect(prompt?.textContent).toContain('Latch Test')
    expect(prompt?.querySelector('pre')?.textContent).toContain('"contents": "Hello, typed world"')
    wallet.approve()
    const signature = (await signing) as `0x${string}`
    const message = { from: address, contents: 'Hello, typed world', amount: 1000n }
    const verify = (signer: `0x${string}`) =>
      verifyTypedData({ address: signer, domain, types, primaryType: 'Mail', message, signature })
    expect(await verify(address)).toBe(true)
    expect(await verify(account(1))).toBe(false)
  })

  it('eth_sendTransaction signs locally and the transaction is mined on anvil', async () => {
    const wallet = install()
    await connect(wallet)
    const client = createPublicClient({ transport: http(chain(0).rpcUrl) })
    const usd = chain(0).contracts.usd.address
    const before = await client.readContract({
      address: usd,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account(3)],
    })

    const sending = request(wallet, 'eth_sendTransaction', [
      { from: account(0), to: account(2), value: toHex(parseEther('1.5')) },
    ])
    expect(byTestId('devwallet-prompt')?.textContent).toContain('1.5 ETH')
    expect(byTestId('devwallet-prompt')?.textContent).toContain(account(2))
    wallet.approve()
    const hash = (await sending) as `0x${string}`
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(account(0).toLowerCase())

    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account(3), parseUnits('25', 6)],
    })
    const transfer = request(wallet, 'eth_sendTransaction', [{ from: account(0), to: usd, data }])
    expect(byTestId('devwallet-prompt')?.textContent).toContain('68 bytes')
    wallet.approve()
    const transferHash = await transfer
    // The receipt read through the wallet is forwarded to the current chain's node. Anvil may
    // answer the hash a moment before the block is mined, so poll like a dapp would.
    let forwarded: { status: string } | null = null
    for (let attempt = 0; attempt < 50 && !forwarded; attempt++) {
      forwarded = (await request(wallet, 'eth_getTransactionReceipt', [transferHash])) as {
        status: string
      } | null
      if (!forwarded) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(forwarded?.status).toBe('0x1')
    const after = await client.readContract({
      address: usd,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account(3)],
    })
    expect(after - before).toBe(parseUnits('25', 6))

    const rejected = request(wallet, 'eth_sendTransaction', [{ from: account(0), to: account(2) }])
    wallet.reject()
    expect((await rpcError(rejected)).code).toBe(4001)
  })

  it('answers 4902 for a chain it has not added, then adds it and emits chainChanged', async () => {
    const wallet = install()
    const changes = record(wallet, 'chainChanged')
    expect(await request(wallet, 'eth_chainId')).toBe('0x7a69')
    expect(await request(wallet, 'net_version')).toBe('31337')

    const unknown = await rpcError(
      request(wallet, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]),
    )
    expect(unknown.code).toBe(4902)
    expect(unknown.message).toBe('Unrecognized chain ID.')
    expect(changes).toEqual([])

    const adding = request(wallet, 'wallet_addEthereumChain', [
      {
        chainId: '0x7a6a',
        chainName: 'Wallet Test B',
        rpcUrls: [chain(1).rpcUrl],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ])
    expect(byTestId('devwallet-prompt')?.textContent).toContain('Wallet Test B')
    expect(byTestId('devwallet-prompt')?.textContent).toContain('31338')
    wallet.approve()
    expect(await adding).toBeNull()
    expect(changes).toEqual(['0x7a6a'])
    expect(await request(wallet, 'eth_chainId')).toBe('0x7a6a')
    // Reads now go to chain B's node.
    const callData = encodeFunctionData({ abi: latchMulticall3Abi, functionName: 'getChainId' })
    const chainIdFromNode = await request(wallet, 'eth_call', [
      { to: chain(1).contracts.multicall3.address, data: callData },
      'latest',
    ])
    expect(BigInt(chainIdFromNode as string)).toBe(31338n)

    // Both chains are known now: switching back needs no prompt.
    expect(await request(wallet, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).toBeNull()
    expect(changes).toEqual(['0x7a6a', '0x7a69'])
    const invalid = await rpcError(
      request(wallet, 'wallet_addEthereumChain', [{ chainId: '0x7a6a' }]),
    )
    expect(invalid.code).toBe(-32602)
  })

  it('remembers the site, account and chain across a reload', async () => {
    const first = install()
    await connect(first)
    first.selectAccount(2)
    first.switchChain(31338)
    first.uninstall()

    const second = install()
    expect(second.pending()).toBe(0)
    expect(await request(second, 'eth_accounts')).toEqual([account(2)])
    expect(await request(second, 'eth_chainId')).toBe('0x7a6a')
    expect(second.pending()).toBe(0)
  })

  it('emits accountsChanged, chainChanged and disconnect from its own UI', async () => {
    const wallet = install({
      extraChains: [{ chainId: 31339, name: 'Latch Devnet C', rpcUrl: chain(0).rpcUrl }],
    })
    await connect(wallet)
    const accounts = record(wallet, 'accountsChanged')
    const chains = record(wallet, 'chainChanged')
    const disconnects = record(wallet, 'disconnect')
    const connects = record(wallet, 'connect')

    wallet.selectAccount(1)
    expect(accounts).toEqual([[account(1)]])
    // A chain the dapp never asked for, picked in the wallet.
    wallet.switchChain(31339)
    expect(chains).toEqual(['0x7a6b'])
    expect(() => wallet.switchChain(1)).toThrow(/not configured/)

    byTestId('devwallet-tab')?.click()
    expect(byTestId('devwallet-tab')?.getAttribute('aria-expanded')).toBe('true')
    const accountSelect = byTestId<HTMLSelectElement>('devwallet-account-select')!
    accountSelect.value = '3'
    accountSelect.dispatchEvent(new Event('change'))
    expect(accounts).toEqual([[account(1)], [account(3)]])
    const chainSelect = byTestId<HTMLSelectElement>('devwallet-chain-select')!
    const labels = [...chainSelect.options].map((option) => option.textContent)
    expect(labels).toEqual([
      'Wallet Test A (31337)',
      'Wallet Test B (31338) (not added)',
      'Latch Devnet C (31339)',
    ])
    chainSelect.value = '31338'
    chainSelect.dispatchEvent(new Event('change'))
    expect(chains).toEqual(['0x7a6b', '0x7a6a'])

    byTestId('devwallet-disconnect')?.click()
    expect(accounts.at(-1)).toEqual([])
    expect(disconnects).toHaveLength(1)
    expect(disconnects[0]).toMatchObject({ code: 4900 })
    expect(await request(wallet, 'eth_accounts')).toEqual([])
    expect(byTestId<HTMLButtonElement>('devwallet-disconnect')?.disabled).toBe(true)

    await connect(wallet)
    expect(connects).toEqual([{ chainId: '0x7a6a' }])
    expect(accounts.at(-1)).toEqual([account(3)])
  })

  it('answers 4200 for methods it does not support', async () => {
    const wallet = install()
    for (const method of ['eth_sign', 'latch_doesNotExist']) {
      const error = await rpcError(request(wallet, method, []))
      expect(error.code).toBe(4200)
    }
  })

  it('forwards reads and revokes permissions', async () => {
    const wallet = install()
    const balance = await request(wallet, 'eth_getBalance', [account(4), 'latest'])
    const client = createPublicClient({ transport: http(chain(0).rpcUrl) })
    expect(BigInt(balance as string)).toBe(await client.getBalance({ address: account(4) }))
    const viaMulticall = await request(wallet, 'eth_call', [
      {
        to: chain(0).contracts.multicall3.address,
        data: encodeFunctionData({
          abi: multicall3Abi,
          functionName: 'getEthBalance',
          args: [account(4)],
        }),
      },
      'latest',
    ])
    expect(BigInt(viaMulticall as string)).toBe(BigInt(balance as string))

    await connect(wallet)
    const changes = record(wallet, 'accountsChanged')
    expect(await request(wallet, 'wallet_revokePermissions', [{ eth_accounts: {} }])).toBeNull()
    expect(changes).toEqual([[]])
    expect(await request(wallet, 'eth_accounts')).toEqual([])
  })

  it('approves everything without a prompt when autoApprove is set', async () => {
    const wallet = install({ autoApprove: true })
    expect(await request(wallet, 'eth_requestAccounts')).toEqual([account(0)])
    const signature = await request(wallet, 'personal_sign', [toHex('auto'), account(0)])
    expect(
      await verifyMessage({
        address: account(0),
        message: 'auto',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(wallet.pending()).toBe(0)
  })
})

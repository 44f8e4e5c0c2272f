import {
  BaseError,
  createWalletClient,
  defineChain,
  formatUnits,
  hashTypedData,
  hexToBytes,
  http,
  isAddress,
  isHex,
  type TypedDataDefinition,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { devWalletIcon } from './devWalletIcon'
import { devWalletStorageKey, loadDevWalletState, saveDevWalletState } from './devWalletStorage'
import type {
  DevWalletChain,
  DevWalletHandle,
  DevWalletInfo,
  DevWalletListener,
  DevWalletOptions,
  DevWalletProvider,
  DevWalletRequestArguments,
} from './devWalletTypes'
import { createDevWalletUi, type PromptContent, type PromptRow } from './devWalletUi'
import { forwardRpc } from './forwardRpc'
import { parseTransactionRequest } from './parseTransactionRequest'
import { invalidParams, ProviderRpcError, unauthorized, userRejected } from './providerRpcError'

const defaultName = 'Latch Dev Wallet'
const defaultRdns = 'dev.latch.wallet'

/** Methods answered by the node of the current chain, exactly as a real wallet proxies them. */
const forwardedMethods = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_blobBaseFee',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_simulateV1',
  'eth_syncing',
  'eth_uninstallFilter',
  'web3_clientVersion',
])

/** Wallets installed and not yet uninstalled, so that each UI gets its own stacking slot. */
const activeSlots = new Set<number>()

const toHexChainId = (chainId: number) => `0x${chainId.toString(16)}`

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A chain id as JSON-RPC sends it: hex without leading zeros (EIP-695). */
const parseChainId = (value: unknown): number => {
  if (typeof value !== 'string' || !/^0x[1-9a-f][0-9a-f]*$/i.test(value)) {
    throw invalidParams('"chainId" must be a hex string without leading zeros')
  }
  const chainId = Number.parseInt(value, 16)
  if (!Number.isSafeInteger(chainId)) throw invalidParams('"chainId" is too large')
  return chainId
}

/** Shows a personal_sign message as text when it is valid UTF-8, else as the hex it came as. */
const decodeMessage = (message: string): string => {
  if (!isHex(message)) return message
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
  } catch {
    return message
  }
}

const randomUuid = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // crypto.randomUUID needs a secure context; a demo served over a LAN IP is not one.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** viem errors carry the node's JSON-RPC code somewhere down their cause chain. */
const toProviderError = (error: unknown): ProviderRpcError => {
  if (error instanceof ProviderRpcError) return error
  let code = -32603
  let data: unknown
  if (error instanceof BaseError) {
    error.walk((cause) => {
      const candidate = cause as { code?: unknown; data?: unknown }
      if (typeof candidate.code === 'number' && code === -32603) {
        code = candidate.code
        data = candidate.data
      }
      return false
    })
    return new ProviderRpcError(code, error.shortMessage, data)
  }
  return new ProviderRpcError(code, error instanceof Error ? error.message : String(error))
}

/**
 * Installs a fake browser-extension wallet on the page: an EIP-1193 provider announced via
 * EIP-6963 (and `window.ethereum`), backed by the devnet's dev accounts, with an on-page prompt
 * for everything a user would confirm in a real extension.
 */
export function installDevWallet(options: DevWalletOptions): DevWalletHandle {
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    throw new Error('installDevWallet runs in a browser page (it needs window and document)')
  }
  const firstChain = options.chains[0]
  if (!firstChain) throw new Error('installDevWallet: `chains` must list at least one chain')
  if (options.accounts.length === 0) throw new Error('installDevWallet: `accounts` is empty')

  const name = options.name ?? defaultName
  const rdns = options.rdns ?? defaultRdns
  // A second dev wallet (another rdns) keeps its own connection state.
  const storageKey = rdns === defaultRdns ? devWalletStorageKey : `${devWalletStorageKey}.${rdns}`
  const origin = window.location.origin
  const signers: PrivateKeyAccount[] = options.accounts.map((account) =>
    privateKeyToAccount(account.privateKey),
  )

  const configured = new Map<number, DevWalletChain>()
  for (const chain of [...options.chains, ...(options.extraChains ?? [])]) {
    if (!configured.has(chain.chainId)) configured.set(chain.chainId, chain)
  }

  const state = loadDevWalletState(storageKey)
  const chainById = (chainId: number): DevWalletChain | undefined =>
    configured.get(chainId) ?? state.addedChains.find((chain) => chain.chainId === chainId)
  const known = new Set<number>(
    [firstChain.chainId, ...(options.knownChainIds ?? []), ...state.knownChainIds].filter(
      (chainId) => chainById(chainId) !== undefined,
    ),
  )
  if (state.accountIndex >= signers.length) state.accountIndex = 0
  let chainId =
    state.chainId !== undefined && known.has(state.chainId) ? state.chainId : firstChain.chainId
  // False after the wallet's own "Disconnect", until the site connects again.
  let linked = true

  const listeners = new Map<string, Set<DevWalletListener>>()
  const emit = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(payload)
      } catch (error) {
        // A throwing dapp listener must not break the wallet, but should still be visible.
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }

  const isAuthorized = () => state.origins.includes(origin)
  const signer = () => signers[state.accountIndex]!
  const currentChain = () => chainById(chainId)!
  const persist = () => {
    saveDevWalletState(storageKey, { ...state, chainId, knownChainIds: [...known] })
    ui.refresh()
  }

  const setChain = (next: number) => {
    known.add(next)
    if (next === chainId) {
      persist()
      return
    }
    chainId = next
    persist()
    emit('chainChanged', toHexChainId(next))
  }

  const revoke = () => {
    const index = state.origins.indexOf(origin)
    if (index === -1) return false
    state.origins.splice(index, 1)
    persist()
    emit('accountsChanged', [])
    return true
  }

  const slot = (() => {
    let free = 0
    while (activeSlots.has(free)) free++
    activeSlots.add(free)
    return free
  })()

  const ui = createDevWalletUi({
    name,
    icon: devWalletIcon,
    slot,
    snapshot: () => ({
      origin,
      connected: isAuthorized(),
      accounts: signers.map((account) => account.address),
      accountIndex: state.accountIndex,
      chainId,
      chains: [...configured.values(), ...state.addedChains].map((chain) => ({
        chainId: chain.chainId,
        name: chain.name,
        known: known.has(chain.chainId),
      })),
    }),
    selectAccount: (index) => handle.selectAccount(index),
    switchChain: (next) => handle.switchChain(next),
    disconnect: () => handle.disconnect(),
  })

  const ask = (content: PromptContent): Promise<boolean> =>
    options.autoApprove ? Promise.resolve(true) : ui.ask(content)

  const chainRow = (): PromptRow => ({
    label: 'Network',
    value: `${currentChain().name} (${chainId})`,
  })
  const baseRows = (): PromptRow[] => [
    { label: 'Site', value: origin },
    { label: 'Account', value: signer().address },
    chainRow(),
  ]

  /** Only the selected account, and only for a connected site, may sign. */
  const assertSigner = (address: unknown) => {
    if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
      throw invalidParams('expected the signing address')
    }
    if (!isAuthorized() || address.toLowerCase() !== signer().address.toLowerCase()) {
      throw unauthorized()
    }
  }

  let connecting: Promise<string[]> | undefined
  const requestAccounts = (): Promise<string[]> => {
    if (isAuthorized()) return Promise.resolve([signer().address])
    // Several dapp calls while the prompt is open share it, instead of stacking prompts.
    connecting ??= ask({ title: 'Connect to this site?', rows: baseRows() }).then((approved) => {
      connecting = undefined
      if (!approved) throw userRejected()
      state.origins.push(origin)
      persist()
      if (!linked) {
        linked = true
        emit('connect', { chainId: toHexChainId(chainId) })
      }
      emit('accountsChanged', [signer().address])
      return [signer().address]
    })
    return connecting
  }

  const personalSign = async (params: readonly unknown[]) => {
    let [message, address] = params
    // Some dapps swap the two parameters; real wallets accept both orders.
    if (
      typeof message === 'string' &&
      isAddress(message) &&
      !(typeof address === 'string' && isAddress(address))
    ) {
      ;[message, address] = [address, message]
    }
    if (typeof message !== 'string') throw invalidParams('expected a message')
    assertSigner(address)
    const account = signer()
    const approved = await ask({
      title: 'Signature request',
      rows: [...baseRows(), { label: 'Message', value: decodeMessage(message), multiline: true }],
    })
    if (!approved) throw userRejected()
    return account.signMessage({ message: isHex(message) ? { raw: message } : message })
  }

  const signTypedData = async (params: readonly unknown[]) => {
    const [address, raw] = params
    let typedData: unknown = raw
    if (typeof raw === 'string') {
      try {
        typedData = JSON.parse(raw)
      } catch {
        throw invalidParams('typed data is not valid JSON')
      }
    }
    if (!isRecord(typedData) || !isRecord(typedData.types) || !isRecord(typedData.message)) {
      throw invalidParams('typed data needs "types", "primaryType", "domain" and "message"')
    }
    if (typeof typedData.primaryType !== 'string') throw invalidParams('"primaryType" is missing')
    const domain = isRecord(typedData.domain) ? typedData.domain : {}
    assertSigner(address)
    // viem derives the domain type itself and rejects an explicit EIP712Domain entry.
    const { EIP712Domain: _domainType, ...types } = typedData.types
    const definition = {
      domain,
      types,
      primaryType: typedData.primaryType,
      message: typedData.message,
    } as unknown as TypedDataDefinition
    if (domain.chainId !== undefined && Number(domain.chainId) !== chainId) {
      throw invalidParams(
        `the domain's chainId ${String(domain.chainId)} is not the current chain ${chainId}`,
      )
    }
    try {
      hashTypedData(definition)
    } catch (error) {
      throw invalidParams(error instanceof BaseError ? error.shortMessage : String(error))
    }
    const account = signer()
    const rows: PromptRow[] = [
      ...baseRows(),
      { label: 'Primary type', value: typedData.primaryType },
      { label: 'Domain', value: typeof domain.name === 'string' ? domain.name : '(unnamed)' },
    ]
    if (typeof domain.verifyingContract === 'string') {
      rows.push({ label: 'Verifying contract', value: domain.verifyingContract })
    }
    rows.push({
      label: 'Message',
      value: JSON.stringify(typedData.message, null, 2),
      multiline: true,
    })
    const approved = await ask({ title: 'Typed data signature request', rows })
    if (!approved) throw userRejected()
    return account.signTypedData(definition)
  }

  const sendTransaction = async (params: readonly unknown[]) => {
    const tx = parseTransactionRequest(params[0])
    if (tx.from) assertSigner(tx.from)
    else if (!isAuthorized()) throw unauthorized()
    if (tx.chainId !== undefined && tx.chainId !== chainId) {
      throw invalidParams(
        `the transaction's chainId ${tx.chainId} is not the current chain ${chainId}`,
      )
    }
    const account = signer()
    const chain = currentChain()
    const currency = chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
    const dataBytes = tx.data ? (tx.data.length - 2) / 2 : 0
    const approved = await ask({
      title: 'Transaction request',
      rows: [
        ...baseRows(),
        { label: 'To', value: tx.to ?? '(new contract)' },
        {
          label: 'Value',
          value: `${formatUnits(tx.value ?? 0n, currency.decimals)} ${currency.symbol}`,
        },
        { label: 'Data', value: `${dataBytes} bytes` },
      ],
    })
    if (!approved) throw userRejected()

    const client = createWalletClient({
      account,
      chain: defineChain({
        id: chain.chainId,
        name: chain.name,
        nativeCurrency: currency,
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      }),
      transport: http(chain.rpcUrl),
    })
    const {
      from: _from,
      chainId: _chainId,
      gasPrice,
      maxFeePerGas,
      maxPriorityFeePerGas,
      ...rest
    } = tx
    // Legacy and EIP-1559 fee fields are mutually exclusive in viem's request types.
    const fees =
      gasPrice !== undefined
        ? { gasPrice }
        : {
            ...(maxFeePerGas !== undefined ? { maxFeePerGas } : {}),
            ...(maxPriorityFeePerGas !== undefined ? { maxPriorityFeePerGas } : {}),
          }
    try {
      return await client.sendTransaction({ ...rest, ...fees } as Parameters<
        typeof client.sendTransaction
      >[0])
    } catch (error) {
      throw toProviderError(error)
    }
  }

  const switchEthereumChain = (params: readonly unknown[]) => {
    const [param] = params
    if (!isRecord(param)) throw invalidParams('expected [{ chainId }]')
    const next = parseChainId(param.chainId)
    if (!known.has(next)) throw new ProviderRpcError(4902, 'Unrecognized chain ID.')
    setChain(next)
    return null
  }

  const addEthereumChain = async (params: readonly unknown[]) => {
    const [param] = params
    if (!isRecord(param)) throw invalidParams('expected [{ chainId, chainName, rpcUrls, ... }]')
    const next = parseChainId(param.chainId)
    const { chainName, rpcUrls, nativeCurrency } = param
    if (typeof chainName !== 'string' || chainName.trim() === '') {
      throw invalidParams('"chainName" must be a non-empty string')
    }
    if (
      !Array.isArray(rpcUrls) ||
      rpcUrls.length === 0 ||
      !rpcUrls.every((url) => typeof url === 'string' && /^https?:\/\//.test(url))
    ) {
      throw invalidParams('"rpcUrls" must list at least one http(s) URL')
    }
    if (
      nativeCurrency !== undefined &&
      !(
        isRecord(nativeCurrency) &&
        typeof nativeCurrency.name === 'string' &&
        typeof nativeCurrency.symbol === 'string' &&
        typeof nativeCurrency.decimals === 'number'
      )
    ) {
      throw invalidParams('"nativeCurrency" must have name, symbol and decimals')
    }
    if (known.has(next)) {
      setChain(next)
      return null
    }
    // A configured chain keeps its own RPC (the devnet's); any other uses the dapp's.
    const chain: DevWalletChain = configured.get(next) ?? {
      chainId: next,
      name: chainName,
      rpcUrl: rpcUrls[0] as string,
      ...(nativeCurrency
        ? {
            nativeCurrency: nativeCurrency as {
              name: string
              symbol: string
              decimals: number
            },
          }
        : {}),
    }
    const approved = await ask({
      title: 'Add network?',
      rows: [
        { label: 'Site', value: origin },
        { label: 'Network', value: chainName },
        { label: 'Chain ID', value: `${next} (${toHexChainId(next)})` },
        { label: 'RPC URL', value: chain.rpcUrl },
      ],
    })
    if (!approved) throw userRejected()
    if (!configured.has(next) && !state.addedChains.some((added) => added.chainId === next)) {
      state.addedChains.push(chain)
    }
    setChain(next)
    return null
  }

  const permissions = () =>
    isAuthorized()
      ? [
          {
            parentCapability: 'eth_accounts',
            invoker: origin,
            caveats: [{ type: 'restrictReturnedAccounts', value: [signer().address] }],
          },
        ]
      : []

  // Kept synchronous up to the prompt, so that a test can call `approve()` right after `request`.
  const request = async (args: DevWalletRequestArguments): Promise<unknown> => {
    if (!isRecord(args) || typeof args.method !== 'string') {
      throw new ProviderRpcError(-32600, 'Invalid request: expected { method, params }')
    }
    const { method, params } = args
    const list: readonly unknown[] = Array.isArray(params)
      ? params
      : params === undefined
        ? []
        : [params]
    switch (method) {
      case 'eth_requestAccounts':
        return requestAccounts()
      case 'eth_accounts':
        return isAuthorized() ? [signer().address] : []
      case 'eth_chainId':
        return toHexChainId(chainId)
      case 'net_version':
        return String(chainId)
      case 'personal_sign':
        return personalSign(list)
      case 'eth_signTypedData_v4':
        return signTypedData(list)
      case 'eth_sendTransaction':
        return sendTransaction(list)
      case 'wallet_switchEthereumChain':
        return switchEthereumChain(list)
      case 'wallet_addEthereumChain':
        return addEthereumChain(list)
      case 'wallet_requestPermissions':
        await requestAccounts()
        return permissions()
      case 'wallet_getPermissions':
        return permissions()
      case 'wallet_revokePermissions':
        revoke()
        return null
      default:
        if (forwardedMethods.has(method))
          return forwardRpc(currentChain().rpcUrl, method, params ?? [])
        throw new ProviderRpcError(4200, `The Latch Dev Wallet does not support "${method}".`)
    }
  }

  const provider: DevWalletProvider = {
    isLatchDevWallet: true,
    request,
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }

  const info: DevWalletInfo = Object.freeze({ uuid: randomUuid(), name, icon: devWalletIcon, rdns })
  const detail = Object.freeze({ info, provider })
  const announce = () => {
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }

  const handle: DevWalletHandle = {
    provider,
    info,
    selectAccount(index) {
      if (!Number.isInteger(index) || !signers[index]) {
        throw new RangeError(`${name}: there is no account #${index}`)
      }
      if (index === state.accountIndex) return
      state.accountIndex = index
      persist()
      if (isAuthorized()) emit('accountsChanged', [signer().address])
    },
    switchChain(next) {
      if (!chainById(next)) throw new Error(`${name}: chain ${next} is not configured`)
      setChain(next)
    },
    disconnect() {
      if (!revoke()) return
      linked = false
      emit(
        'disconnect',
        new ProviderRpcError(4900, 'The user disconnected the Latch Dev Wallet from this site.'),
      )
    },
    approve: () => ui.approve(),
    reject: () => ui.reject(),
    pending: () => ui.pending(),
    uninstall() {
      ui.destroy()
      activeSlots.delete(slot)
      window.removeEventListener('eip6963:requestProvider', announce)
      const page = window as unknown as { ethereum?: unknown }
      if (page.ethereum === provider) delete page.ethereum
      if (window.__latchDevWallet === handle) delete window.__latchDevWallet
      listeners.clear()
    },
  }

  const page = window as unknown as { ethereum?: unknown }
  if (options.injectWindowEthereum !== false && page.ethereum === undefined)
    page.ethereum = provider
  window.__latchDevWallet = handle
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  // EIP-1193: announce that the provider can serve the chain, once the dapp had a chance to listen.
  queueMicrotask(() => emit('connect', { chainId: toHexChainId(chainId) }))
  return handle
}

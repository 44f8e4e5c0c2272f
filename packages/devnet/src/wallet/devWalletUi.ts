/** One line of a prompt: a label and its value (`multiline` values go in a scrollable <pre>). */
export type PromptRow = { label: string; value: string; multiline?: boolean }

export type PromptContent = { title: string; rows: PromptRow[] }

/** What the idle panel shows; read again on every render. */
type DevWalletUiSnapshot = {
  origin: string
  connected: boolean
  accounts: readonly string[]
  accountIndex: number
  chains: readonly { chainId: number; name: string; known: boolean }[]
  chainId: number
}

export type DevWalletUiOptions = {
  name: string
  icon: string
  /** Stacking slot, so that two installed dev wallets do not cover each other. */
  slot: number
  snapshot(): DevWalletUiSnapshot
  selectAccount(index: number): void
  switchChain(chainId: number): void
  disconnect(): void
}

export type DevWalletUi = {
  /** Queues a prompt; resolves true when approved, false when rejected. */
  ask(content: PromptContent): Promise<boolean>
  approve(): void
  reject(): void
  pending(): number
  refresh(): void
  destroy(): void
}

const css = `
.wallet { font: 13px/1.4 system-ui, -apple-system, 'Segoe UI', sans-serif; color: #f9fafb;
  text-align: left; letter-spacing: normal; display: flex; flex-direction: column;
  align-items: flex-end; gap: 8px; }
.panel { box-sizing: border-box; width: 340px; max-width: calc(100vw - 32px); max-height: 80vh;
  overflow: auto; background: #111827; border: 1px solid #374151; border-radius: 12px;
  padding: 14px; box-shadow: 0 12px 32px rgb(0 0 0 / 0.35); }
.head { display: flex; align-items: center; gap: 8px; font-weight: 600; margin-bottom: 8px; }
.head .count { margin-left: auto; font-weight: 400; color: #d1d5db; }
.icon { width: 20px; height: 20px; border-radius: 5px; }
h2 { font-size: 15px; margin: 0 0 10px; }
dl { margin: 0 0 12px; }
dt { color: #d1d5db; font-size: 11px; text-transform: uppercase; letter-spacing: 0.04em; }
dd { margin: 2px 0 8px; overflow-wrap: anywhere; }
pre { margin: 0; max-height: 220px; overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere;
  background: #1f2937; border-radius: 8px; padding: 8px;
  font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; }
.actions { display: flex; gap: 8px; justify-content: flex-end; }
button, select { font: inherit; border-radius: 8px; }
button { cursor: pointer; border: 1px solid transparent; padding: 7px 14px; }
button:focus-visible, select:focus-visible { outline: 2px solid #a5b4fc; outline-offset: 2px; }
.approve { background: #4f46e5; color: #fff; }
.reject, .secondary { background: #1f2937; color: #f9fafb; border-color: #4b5563; }
.secondary:disabled { opacity: 0.6; cursor: not-allowed; }
.tab { display: inline-flex; align-items: center; gap: 6px; background: #4338ca; color: #fff;
  border-radius: 999px; padding: 6px 12px 6px 6px; box-shadow: 0 4px 14px rgb(0 0 0 / 0.3); }
label { display: block; color: #d1d5db; font-size: 12px; margin-bottom: 10px; }
select { display: block; width: 100%; margin-top: 4px; padding: 6px; background: #1f2937;
  color: #f9fafb; border: 1px solid #4b5563; }
.status { margin: 0 0 10px; overflow-wrap: anywhere; }
`

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  if (text !== undefined) node.textContent = text
  return node
}

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * The wallet's on-page UI: a small fixed panel in its own open shadow root (page CSS cannot
 * reach it, Playwright can pierce it). Prompts queue and show one at a time; when none is
 * waiting, a collapsed tab opens the wallet's own settings.
 */
export function createDevWalletUi(options: DevWalletUiOptions): DevWalletUi {
  const host = document.createElement('latch-dev-wallet')
  // Inline styles on the host beat page rules that might match it.
  host.style.cssText = [
    'position: fixed',
    'right: 16px',
    `bottom: ${16 + options.slot * 52}px`,
    'z-index: 2147483000',
    'display: block',
    'margin: 0',
    'padding: 0',
  ].join(';')
  const root = host.attachShadow({ mode: 'open' })
  const container = element('div', { class: 'wallet' })
  root.append(element('style', {}, css), container)
  ;(document.body ?? document.documentElement).append(host)

  const queue: { content: PromptContent; settle(approved: boolean): void }[] = []
  let expanded = false

  const header = (extra?: string) => {
    const head = element('div', { class: 'head' })
    head.append(element('img', { class: 'icon', src: options.icon, alt: '' }))
    head.append(element('span', {}, options.name))
    if (extra) head.append(element('span', { class: 'count' }, extra))
    return head
  }

  const renderPrompt = (content: PromptContent) => {
    const dialog = element('div', {
      class: 'panel',
      role: 'dialog',
      'aria-label': `${options.name} request`,
      'data-testid': 'devwallet-prompt',
    })
    dialog.append(header(queue.length > 1 ? `1 of ${queue.length}` : undefined))
    dialog.append(element('h2', {}, content.title))
    const list = element('dl')
    for (const row of content.rows) {
      const value = element('dd')
      if (row.multiline) value.append(element('pre', {}, row.value))
      else value.textContent = row.value
      list.append(element('dt', {}, row.label), value)
    }
    const reject = element(
      'button',
      { type: 'button', class: 'reject', 'data-testid': 'devwallet-reject' },
      'Reject',
    )
    const approve = element(
      'button',
      { type: 'button', class: 'approve', 'data-testid': 'devwallet-approve' },
      'Approve',
    )
    reject.addEventListener('click', () => settle(false))
    approve.addEventListener('click', () => settle(true))
    const actions = element('div', { class: 'actions' })
    actions.append(reject, approve)
    dialog.append(list, actions)
    return dialog
  }

  const renderIdle = () => {
    const snapshot = options.snapshot()
    const fragment = document.createDocumentFragment()
    if (expanded) {
      const panel = element('div', {
        class: 'panel',
        id: 'devwallet-settings',
        role: 'group',
        'aria-label': `${options.name} settings`,
        'data-testid': 'devwallet-settings',
      })
      panel.append(header())
      const status = snapshot.connected
        ? `Connected to ${snapshot.origin}`
        : 'Not connected to this site'
      panel.append(element('p', { class: 'status', 'data-testid': 'devwallet-status' }, status))

      const accountLabel = element('label', {}, 'Account')
      const accountSelect = element('select', { 'data-testid': 'devwallet-account-select' })
      snapshot.accounts.forEach((address, index) => {
        const option = element(
          'option',
          { value: String(index) },
          `#${index} ${shortAddress(address)}`,
        )
        option.selected = index === snapshot.accountIndex
        accountSelect.append(option)
      })
      accountSelect.addEventListener('change', () =>
        options.selectAccount(Number(accountSelect.value)),
      )
      accountLabel.append(accountSelect)

      const chainLabel = element('label', {}, 'Network')
      const chainSelect = element('select', { 'data-testid': 'devwallet-chain-select' })
      for (const chain of snapshot.chains) {
        // Chains the wallet has not added yet are listed too: choosing one adds it, like a user
        // adding a network by hand in a real wallet.
        const suffix = chain.known ? '' : ' (not added)'
        const option = element(
          'option',
          { value: String(chain.chainId) },
          `${chain.name} (${chain.chainId})${suffix}`,
        )
        option.selected = chain.chainId === snapshot.chainId
        chainSelect.append(option)
      }
      chainSelect.addEventListener('change', () => options.switchChain(Number(chainSelect.value)))
      chainLabel.append(chainSelect)

      const disconnect = element(
        'button',
        { type: 'button', class: 'secondary', 'data-testid': 'devwallet-disconnect' },
        'Disconnect',
      )
      disconnect.disabled = !snapshot.connected
      disconnect.addEventListener('click', () => options.disconnect())
      panel.append(accountLabel, chainLabel, disconnect)
      fragment.append(panel)
    }
    const tab = element('button', {
      type: 'button',
      class: 'tab',
      'aria-expanded': String(expanded),
      'data-testid': 'devwallet-tab',
    })
    if (expanded) tab.setAttribute('aria-controls', 'devwallet-settings')
    tab.append(element('img', { class: 'icon', src: options.icon, alt: '' }), options.name)
    tab.addEventListener('click', () => {
      expanded = !expanded
      render()
    })
    fragment.append(tab)
    return fragment
  }

  const render = () => {
    // Keep keyboard focus on the "same" control across re-renders (e.g. after a select change).
    const focused = root.activeElement?.getAttribute('data-testid')
    const first = queue[0]
    container.replaceChildren(first ? renderPrompt(first.content) : renderIdle())
    if (focused) root.querySelector<HTMLElement>(`[data-testid="${focused}"]`)?.focus()
  }

  const settle = (approved: boolean) => {
    const first = queue.shift()
    if (!first)
      throw new Error(`${options.name}: there is no request to ${approved ? 'approve' : 'reject'}`)
    render()
    first.settle(approved)
  }

  render()

  return {
    ask(content) {
      return new Promise<boolean>((resolve) => {
        queue.push({ content, settle: resolve })
        render()
      })
    },
    approve: () => settle(true),
    reject: () => settle(false),
    pending: () => queue.length,
    refresh: render,
    destroy() {
      for (const item of queue.splice(0)) item.settle(false)
      host.remove()
    },
  }
}

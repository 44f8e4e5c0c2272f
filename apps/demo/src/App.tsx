import type { AppKit } from '@latch/react'
import {
  AppKitButton,
  AppKitNetworkButton,
  useAppKitAccount,
  useAppKitBalance,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitTheme,
} from '@latch/react'
import { ActionsPanel } from './ActionsPanel.js'
import { SiwxPanel } from './SiwxPanel.js'
import { MobileWalletLink } from './wallet/MobileWalletLink.js'

/** A language's name in that language (`ar` → `العربية`), for the demo's language picker. */
const languageName = (locale: string) =>
  new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale

/** The demo host site: a header with Latch's buttons and a panel of wallet actions. */
export function App({ appKit }: { appKit: AppKit }) {
  const { isConnected, address, status } = useAppKitAccount()
  // A WalletConnect session may carry a Solana account beside the EVM one; each has its state.
  const solana = useAppKitAccount({ namespace: 'solana' })
  const solanaBalance = useAppKitBalance({ namespace: 'solana' })
  const { caipNetwork, isUnsupported } = useAppKitNetwork()
  const { themeMode, setThemeMode } = useAppKitTheme()
  const event = useAppKitEvents()
  // The local server keeps every mail it would send (login codes) in a page of its own.
  const { apiUrl } = appKit.config.options
  return (
    <div className="demo">
      <header className="demo-header">
        <strong className="demo-logo">Latch demo</strong>
        <nav className="demo-nav">
          <select
            aria-label="Language"
            // The address bar says which language was asked for; the catalogue loads after this renders.
            defaultValue={
              new URLSearchParams(location.search).get('locale') ?? appKit.config.i18n.locale
            }
            onChange={(e) => {
              const url = new URL(location.href)
              url.searchParams.set('locale', e.target.value)
              location.assign(url)
            }}
          >
            {appKit.config.i18n.locales.map((locale) => (
              <option key={locale} value={locale}>
                {languageName(locale)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="demo-ghost"
            onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}
          >
            {themeMode === 'dark' ? 'Light theme' : 'Dark theme'}
          </button>
          <AppKitNetworkButton />
          <AppKitButton />
        </nav>
      </header>
      <main className="demo-main">
        <section className="demo-card">
          <h1>Connect a wallet, then try everything</h1>
          <p>
            This page embeds Latch with a local devnet. The <em>Latch Dev Wallet</em> in the corner
            plays a browser extension: approve or reject its prompts as you would in a real wallet.
          </p>
          <MobileWalletLink />
          {apiUrl && (
            <p>
              Logging in with email? The login code lands in the{' '}
              <a href={`${apiUrl}/dev/mailbox`} target="_blank" rel="noopener noreferrer">
                Dev mailbox
              </a>
              .
            </p>
          )}
          <dl className="demo-status">
            <dt>Status</dt>
            <dd data-testid="demo-status">{status}</dd>
            <dt>Address</dt>
            <dd data-testid="demo-address">{address ?? '—'}</dd>
            <dt>Network</dt>
            <dd data-testid="demo-network">
              {caipNetwork ? `${caipNetwork.name} (${caipNetwork.caipNetworkId})` : '—'}
              {isUnsupported ? ' · not supported' : ''}
            </dd>
            {solana.isConnected && (
              <>
                <dt>Solana</dt>
                <dd data-testid="demo-solana-address">
                  {solana.address}
                  {solanaBalance.formatted
                    ? ` · ${solanaBalance.formatted} ${solanaBalance.symbol ?? ''}`
                    : ''}
                </dd>
              </>
            )}
            <dt>Last event</dt>
            <dd data-testid="demo-event">{event?.data.event ?? '—'}</dd>
          </dl>
        </section>
        <SiwxPanel isConnected={isConnected} />
        {isConnected && address ? (
          <ActionsPanel address={address as `0x${string}`} />
        ) : (
          <section className="demo-card demo-muted">
            <p>Connect to sign messages, sign typed data and send tokens on the devnet.</p>
          </section>
        )}
      </main>
    </div>
  )
}

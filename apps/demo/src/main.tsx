import { createLatchSiwx } from '@latch/core/signIn'
import { createEvmAdapter } from '@latch/evm'
import { createAppKit } from '@latch/react'
import { createSolanaAdapter } from '@latch/solana'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { installWallet } from './installWallet.js'
import { solveLoginChallenge } from './loginChallenge.js'
import { demoNetworks, solanaNetworks } from './networks.js'
import './demo.css'

const parameters = new URLSearchParams(location.search)
// `?wallet=none` shows the page as a visitor without any browser wallet sees it.
if (parameters.get('wallet') !== 'none') installWallet()

// The demo's own knobs, so every option can be tried (and tested) from the address bar.
const list = (name: string) => parameters.get(name)?.split(',').filter(Boolean)

const apiUrl =
  parameters.get('api') === 'none' ? undefined : (parameters.get('apiUrl') ?? __LATCH_API_URL__)

// The Connect view's AppKit feature flags: `?legalCheckbox=1` (with placeholder terms and
// privacy links: the modal links https pages only), `?collapseWallets=1`, `?emailShowWallets=0`.
const legalCheckbox = parameters.get('legalCheckbox') === '1'
const features = {
  ...(legalCheckbox ? { legalCheckbox } : {}),
  ...(parameters.get('collapseWallets') === '1' ? { collapseWallets: true } : {}),
  ...(parameters.get('emailShowWallets') === '0' ? { emailShowWallets: false } : {}),
}

const appKit = createAppKit({
  adapters: [createEvmAdapter(), ...(solanaNetworks.length > 0 ? [createSolanaAdapter()] : [])],
  networks: demoNetworks,
  projectId: 'latch-demo',
  // `?api=none` shows the modal as a site without a Latch server sees it; `?apiUrl=` points it
  // at another server (the tests stop and restart one of their own).
  apiUrl,
  // The Latch server's own WalletConnect relay: pairing works with no internet. `?relay=none`
  // shows the modal as a site without WalletConnect sees it.
  relayUrl:
    apiUrl && parameters.get('relay') !== 'none'
      ? `${apiUrl.replace(/^http/, 'ws')}/relay`
      : undefined,
  // The embedded wallet's secure frame; `?frame=none` leaves it out, `?frameUrl=` moves it.
  frameUrl:
    apiUrl && parameters.get('frame') !== 'none'
      ? (parameters.get('frameUrl') ?? __LATCH_FRAME_URL__)
      : undefined,
  // When the server asks for the demo's proof of work before it mails a login code (the e2e
  // tests), the page solves it; `?challenge=none` shows a site that has no answer.
  loginChallenge:
    __LATCH_LOGIN_CHALLENGE__ === 'pow' && parameters.get('challenge') !== 'none'
      ? ({ email }) => solveLoginChallenge({ projectId: 'latch-demo', email })
      : undefined,
  metadata: {
    name: 'Latch demo',
    description: 'Every Latch feature in a few clicks',
    url: location.origin,
    icons: [],
  },
  // `?theme=light|dark` sets the mode; without it the modal follows the system's colour scheme.
  themeMode:
    parameters.get('theme') === 'dark' || parameters.get('theme') === 'light'
      ? (parameters.get('theme') as 'light' | 'dark')
      : undefined,
  locale: parameters.get('locale') ?? undefined,
  debug: true,
  // Sign In With X, off unless asked for: `?siwx=optional` (Cancel keeps the wallet) or
  // `?siwx=required` (Cancel disconnects). The page's SIWX panel turns it on and off.
  siwx:
    parameters.get('siwx') === 'optional' || parameters.get('siwx') === 'required'
      ? createLatchSiwx({
          required: parameters.get('siwx') === 'required',
          statement: 'Sign in to the Latch demo.',
        })
      : undefined,
  features,
  termsConditionsUrl: legalCheckbox ? 'https://example.com/terms' : undefined,
  privacyPolicyUrl: legalCheckbox ? 'https://example.com/privacy' : undefined,
  featuredWalletIds: list('featured'),
  includeWalletIds: list('include'),
  excludeWalletIds: list('exclude'),
})

// For the end-to-end tests and for trying the instance API from the console.
;(window as unknown as { __latchAppKit: typeof appKit }).__latchAppKit = appKit

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App appKit={appKit} />
  </StrictMode>,
)

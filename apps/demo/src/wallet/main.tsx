import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createMobileWallet } from './createMobileWallet.js'
import { exposeTestHandle } from './exposeTestHandle.js'
import { renderFarcasterClient } from './farcaster/renderFarcasterClient.js'
import { forgetPairingUri } from './forgetPairingUri.js'
import { readPairingUri } from './readPairingUri.js'
import { readRelayUrl } from './readRelayUrl.js'
import { WalletApp } from './WalletApp.js'
import '../demo.css'
import './wallet.css'

const manifest = __DEVNET_MANIFEST__
const parameters = new URLSearchParams(location.search)
// `?account=2` picks another devnet account; the browser dev wallet on the main page uses #0.
const accountIndex = Number(parameters.get('account') ?? '1')

const root = createRoot(document.getElementById('root')!)

/** The page as a mobile wallet: WalletConnect pairing, proposals, requests and sessions. */
function startMobileWallet() {
  const wallet = createMobileWallet({
    relayUrl: readRelayUrl(__LATCH_API_URL__, location.search),
    manifest,
    accountIndex: Number.isSafeInteger(accountIndex) ? accountIndex : 1,
  })
  exposeTestHandle(wallet)

  /** Pairs with a URI handed over in the address (a dapp's deep link), then drops it from there. */
  const pairFromAddress = () => {
    const uri = readPairingUri(location)
    if (!uri) return
    forgetPairingUri()
    void wallet.ready.then(() => wallet.pair(uri))
  }
  pairFromAddress()
  addEventListener('hashchange', pairFromAddress)

  const chainNames = Object.fromEntries(
    (manifest?.chains ?? []).map((chain) => [chain.chainId, chain.name]),
  )

  root.render(
    <StrictMode>
      <WalletApp
        wallet={wallet}
        addresses={(manifest?.accounts ?? []).map((account) => account.address)}
        chainNames={chainNames}
      />
    </StrictMode>,
  )
}

// A Sign In With Farcaster deep link (`FARCASTER_SIGN_IN_URL`) opens this page as a Farcaster
// app instead; the WalletConnect client is then not started.
const channelToken = parameters.get('channelToken')
if (channelToken) renderFarcasterClient(root, { channelToken, apiUrl: __LATCH_API_URL__, manifest })
else startMobileWallet()

import type { DevnetManifest } from '@latch/devnet/wallet'
import { StrictMode } from 'react'
import type { Root } from 'react-dom/client'
import { createFarcasterClient } from './createFarcasterClient.js'
import { FarcasterClientApp } from './FarcasterClientApp.js'
import { createFarcasterRelay } from './farcasterRelay.js'
import { forgetChannelToken } from './forgetChannelToken.js'
import { readFarcasterAccounts } from './readFarcasterAccounts.js'

/**
 * The page as a Farcaster app, for the sign-in whose deep link opened it (`?channelToken=`, the
 * link of `FARCASTER_SIGN_IN_URL`): the channel is read from the Latch server's relay, and the
 * token leaves the address bar.
 */
export function renderFarcasterClient(
  root: Root,
  parameters: { channelToken: string; apiUrl: string; manifest: DevnetManifest | null },
): void {
  forgetChannelToken()
  const accounts = readFarcasterAccounts(parameters.manifest)
  const client = createFarcasterClient({
    relay: createFarcasterRelay(parameters.apiUrl),
    channelToken: parameters.channelToken,
    accounts,
  })
  root.render(
    <StrictMode>
      <FarcasterClientApp client={client} accounts={accounts} />
    </StrictMode>,
  )
}

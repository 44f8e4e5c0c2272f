/**
 * `npm start`: the devnet (two anvil chains with contracts, a Solana cluster), the dev identity
 * provider for social logins, the Latch server (SQLite in ./data, a seeded wallet registry, the
 * demo's project, the WalletConnect relay, the secure frame on its own port), then the demo site
 * (with its wagmi 3 page, wagmi.html) and its wagmi 2 page (apps/wagmi2) on the next port,
 * on loopback.
 * Ports come from LATCH_DEMO_PORT and LATCH_CHAIN_PORTS ("8545,8546"); tests use other ports.
 * LATCH_DEMO_MODE=preview serves a production build instead of the dev server (the e2e tests
 * and the benchmark use it: no on-demand compiling, no reloads, what sites really ship).
 * LATCH_LOGIN_CHALLENGE=pow (the e2e tests) gives the server the demo's proof-of-work
 * `verifyChallenge`, and the demo the `loginChallenge` that solves it; off by default.
 */
import { fileURLToPath } from 'node:url'
import {
  defaultDevnetChains,
  devSocialProviderSettings,
  startDevnet,
  startIdentityProvider,
} from '@latch/devnet'
import { createLogger, importRegistry, loadConfig, startServer } from '@latch/server'
import { build, createServer, preview } from 'vite'
import { createLoginChallengeVerifier } from '../apps/demo/src/loginChallenge.js'
import {
  buildFrameApp,
  devnetChainDataIndex,
  devnetChainDataPrices,
  devnetChainDataSolana,
  devnetChainRpcUrls,
} from './embeddedWalletDev.js'

const demoPort = Number(process.env.LATCH_DEMO_PORT ?? 5173)
const chainPorts = (process.env.LATCH_CHAIN_PORTS ?? '').split(',').filter(Boolean).map(Number)
const manifestPath = process.env.LATCH_DEVNET_MANIFEST
const quiet = process.env.LATCH_QUIET === '1'

const devnet = await startDevnet({
  chains: defaultDevnetChains.map((chain, index) => ({
    ...chain,
    port: chainPorts[index] ?? chain.port,
  })),
  ...(manifestPath ? { manifestPath } : {}),
  log: quiet ? () => {} : (message) => console.log(`[devnet] ${message}`),
})
if (manifestPath) process.env.LATCH_DEVNET_MANIFEST = manifestPath

// The server's settings come from the environment; these defaults make the demo work as is.
const apiPort = Number(process.env.LATCH_API_PORT ?? 8787)
process.env.PORT ??= String(apiPort)
process.env.HOST ??= '127.0.0.1'
process.env.DEV_PROJECT_ID ??= 'latch-demo'
// Login codes land in the dev mailbox (http://127.0.0.1:8787/dev/mailbox, loopback only).
process.env.DEV_MAILBOX ??= 'true'
// The WalletConnect relay on the same port (ws://127.0.0.1:8787/relay), so pairing works offline.
process.env.RELAY_ENABLED ??= 'true'
// The demo's wagmi 2 page is served on the next port (apps/wagmi2): another origin of the demo's.
const wagmi2Port = demoPort + 1
// The AppKit example ported to Latch (examples/appkit-react/latch) on the port after that.
const appKitExamplePort = demoPort + 2
process.env.DEV_ORIGINS ??= [demoPort, wagmi2Port, appKitExamplePort]
  .flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`])
  .join(',')
process.env.LATCH_API_URL ??= `http://127.0.0.1:${apiPort}`
// The chains the embedded wallet's frame serves: the devnet's anvil chains and its Solana cluster.
process.env.CHAIN_RPC_URLS ??= devnetChainRpcUrls(devnet.manifest)
// The chain-data service indexes the devnet chains from block 0 and prices them at fixed rates,
// so the account view shows tokens, NFTs and history offline.
process.env.CHAIN_DATA_INDEX ??= devnetChainDataIndex(devnet.manifest)
process.env.CHAIN_DATA_PRICES ??= devnetChainDataPrices(devnet.manifest)
// Solana balances (SOL and the seeded SPL token) are read live from Surfpool.
const chainDataSolana = devnetChainDataSolana(devnet.manifest)
if (chainDataSolana) process.env.CHAIN_DATA_SOLANA ??= chainDataSolana
// The embedded wallet's secure frame on the next port: another origin, as in production.
const framePort = Number(process.env.LATCH_FRAME_PORT ?? apiPort + 1)
process.env.FRAME_PORT ??= String(framePort)
process.env.LATCH_FRAME_URL ??= `http://127.0.0.1:${framePort}`
// Social logins (google, x, discord, github, apple, facebook) go to the dev identity provider: a
// real OpenID Connect server (8792 by default; the e2e tests' server takes 18790), where a
// newcomer picks a test identity. A site's own OAuth apps go in SOCIAL_PROVIDERS instead.
const identityProvider = await startIdentityProvider({
  port: Number(process.env.LATCH_IDP_PORT ?? framePort + 4),
  callbackUrl: (provider) => `${process.env.LATCH_API_URL}/auth/social/${provider}/callback`,
  log: quiet ? undefined : (message) => console.log(`[identity] ${message}`),
})
process.env.SOCIAL_PROVIDERS ??= JSON.stringify(devSocialProviderSettings(identityProvider.url))
// Sign In With Farcaster checks fids against the devnet's ID registry, where the dev accounts are
// registered; the demo's mobile wallet page plays the Farcaster client (its relay key is a dev
// value, and a channel's link opens that page).
const firstChain = devnet.manifest.chains[0]
if (firstChain)
  process.env.FARCASTER_ID_REGISTRY ??= `eip155:${firstChain.chainId}:${firstChain.contracts.idRegistry.address}`
process.env.FARCASTER_RELAY_KEY ??= 'latch-dev-farcaster-relay-key'
process.env.FARCASTER_SIGN_IN_URL ??= `http://127.0.0.1:${demoPort}/wallet.html`
// The server reads the frame app as built when it starts (about a second to build).
await buildFrameApp()
// The login challenge (issue 11, item 3), for the tests: the server asks for the demo's proof of
// work above LOGIN_CHALLENGE_THRESHOLD (the tests set 0: every login mail).
const loginChallenge = process.env.LATCH_LOGIN_CHALLENGE === 'pow'
const server = await startServer({
  config: loadConfig(),
  logger: createLogger({ level: quiet ? 'warn' : 'info' }),
  handleSignals: false,
  verifyChallenge: loginChallenge ? createLoginChallengeVerifier() : undefined,
})
// Tests load a real registry export on top of the built-in seed.
if (process.env.LATCH_REGISTRY_IMPORT)
  await importRegistry(server.db, process.env.LATCH_REGISTRY_IMPORT)
// The demo's own "site backend" (API port + 4: 8791, 18791 in the e2e tests): it checks the
// demo's Sign In With X session token against the server's key set and answers the account.
{
  const { startSiteBackend } = await import('./siteBackend.js')
  const siteBackend = await startSiteBackend({
    port: Number(process.env.LATCH_SITE_BACKEND_PORT ?? apiPort + 4),
    apiUrl: server.url,
    issuer: process.env.SIWX_ISSUER ?? server.url,
    projectId: process.env.DEV_PROJECT_ID ?? 'latch-demo',
    origins: (process.env.DEV_ORIGINS ?? '').split(',').filter(Boolean),
  })
  process.env.LATCH_SITE_BACKEND_URL = siteBackend.url
  console.log(`[site] the demo's site backend at ${siteBackend.url}/me`)
}

const logLevel = quiet ? 'warn' : 'info'
/** Serves one Vite app: built and previewed (LATCH_DEMO_MODE=preview), else the dev server. */
async function serveApp(configPath: string, port: number): Promise<() => Promise<void>> {
  const configFile = fileURLToPath(new URL(configPath, import.meta.url))
  if (process.env.LATCH_DEMO_MODE === 'preview') {
    await build({ configFile, logLevel })
    const server = await preview({ configFile, preview: { port }, logLevel })
    return () => server.close()
  }
  const server = await createServer({ configFile, server: { port }, logLevel })
  await server.listen()
  return () => server.close()
}
// The wagmi 2 page first: the e2e tests wait for the demo's port, and then both are up.
const closeWagmi2 = await serveApp('../apps/wagmi2/vite.config.ts', wagmi2Port)
const closeExample = await serveApp('../examples/appkit-react/vite.config.ts', appKitExamplePort)
const closeDemo = await serveApp('../apps/demo/vite.config.ts', demoPort)
const close = async () => {
  await closeDemo()
  await closeExample()
  await closeWagmi2()
}

for (const chain of devnet.manifest.chains)
  console.log(`[devnet] ${chain.name} (chain ${chain.chainId}) at ${chain.rpcUrl}`)
console.log(`[server] Latch server at ${server.url}`)
if (server.relayUrl) console.log(`[server] WalletConnect relay at ${server.relayUrl}`)
if (server.frameUrl) console.log(`[server] secure frame at ${server.frameUrl}`)
console.log(`[identity] dev identity provider at ${identityProvider.url}`)
console.log(`\n  Latch demo: http://127.0.0.1:${demoPort}/`)
console.log(`  On wagmi 3: http://127.0.0.1:${demoPort}/wagmi.html`)
console.log(`  On wagmi 2: http://127.0.0.1:${wagmi2Port}/`)
console.log(`  AppKit's React example, ported: http://127.0.0.1:${appKitExamplePort}/\n`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await close()
  await server.close()
  await identityProvider.close()
  await devnet.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

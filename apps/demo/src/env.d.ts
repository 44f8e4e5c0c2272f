import type { DevnetManifest } from '@latch/devnet/wallet'

declare global {
  /** The devnet manifest baked in at build time; null when the devnet was not started. */
  const __DEVNET_MANIFEST__: DevnetManifest | null
  /** The base URL of the Latch server. */
  const __LATCH_API_URL__: string
  /** The secure frame's URL (the Latch server's frame port). */
  const __LATCH_FRAME_URL__: string
  /** 'pow' when the server asks for the demo's proof of work at login (the e2e tests); else ''. */
  const __LATCH_LOGIN_CHALLENGE__: string
  /** The demo's site backend, which checks Sign In With X session tokens (`GET /me`). */
  const __LATCH_SITE_BACKEND_URL__: string
}

import { useAppKitSiwx } from '@latch/react'
import { useEffect, useState } from 'react'

type Mode = 'off' | 'optional' | 'required'

type BackendCheck =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'done'; account: string }
  | { state: 'error'; message: string }

const modes: Mode[] = ['off', 'optional', 'required']

/** The mode the address bar asks for (`?siwx=`), as `main.tsx` read it. */
function readMode(): Mode {
  const value = new URLSearchParams(location.search).get('siwx')
  return value === 'optional' || value === 'required' ? value : 'off'
}

/**
 * Sign In With X on the demo: its mode (a reload with `?siwx=`), the session the modal signed in
 * (account, chain, expiry), and what the demo's site backend says of its token: the few lines a
 * site's own server needs (`scripts/siteBackend.ts`, `verifySiwxSessionToken` over the JWKS).
 */
export function SiwxPanel({ isConnected }: { isConnected: boolean }) {
  const { status, session, token, signIn, signOut } = useAppKitSiwx()
  const mode = readMode()
  const [backend, setBackend] = useState<BackendCheck>({ state: 'idle' })

  useEffect(() => {
    if (!token) return setBackend({ state: 'idle' })
    const controller = new AbortController()
    setBackend({ state: 'busy' })
    fetch(`${__LATCH_SITE_BACKEND_URL__}/me`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    })
      .then(async (response) => {
        const body = (await response.json()) as { account?: string; error?: string }
        if (response.ok && body.account) setBackend({ state: 'done', account: body.account })
        else setBackend({ state: 'error', message: `refused: ${body.error ?? response.status}` })
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setBackend({ state: 'error', message: error instanceof Error ? error.message : 'failed' })
      })
    return () => controller.abort()
  }, [token])

  const expiresAt = (session as { expiresAt?: unknown } | undefined)?.expiresAt
  const modeSelect = (
    <select
      aria-label="Sign In With X mode"
      data-testid="demo-siwx-mode"
      value={mode}
      onChange={(event) => {
        const url = new URL(location.href)
        if (event.target.value === 'off') url.searchParams.delete('siwx')
        else url.searchParams.set('siwx', event.target.value)
        location.assign(url)
      }}
    >
      {modes.map((entry) => (
        <option key={entry} value={entry}>
          {entry === 'off' ? 'Off' : entry === 'optional' ? 'Optional' : 'Required'}
        </option>
      ))}
    </select>
  )
  // Off, it stays out of the page's flow (a corner of its own), so that the page behind the
  // modal looks as it always did.
  if (mode === 'off')
    return (
      <div className="demo-siwx-toggle" data-testid="demo-siwx">
        <span>Sign In With X</span>
        {modeSelect}
      </div>
    )
  return (
    <section className="demo-card" data-testid="demo-siwx">
      <div className="demo-action-head">
        <h2 className="demo-card-title">Sign In With X</h2>
        {modeSelect}
      </div>
      <p className="demo-muted">
        After connecting, the modal asks the account to sign in: the Latch server verifies the
        signed message, and this page's backend checks the session token.
      </p>
      <dl className="demo-status">
        <dt>Sign-in</dt>
        <dd data-testid="demo-siwx-status">{status}</dd>
        <dt>Account</dt>
        <dd data-testid="demo-siwx-address">{session?.data.accountAddress ?? '—'}</dd>
        <dt>Chain</dt>
        <dd data-testid="demo-siwx-chain">{session?.data.chainId ?? '—'}</dd>
        <dt>Expires</dt>
        <dd data-testid="demo-siwx-expiry">
          {typeof expiresAt === 'string' ? new Date(expiresAt).toLocaleString() : '—'}
        </dd>
        <dt>Site backend</dt>
        <dd data-testid="demo-siwx-backend" data-state={backend.state}>
          {backend.state === 'done'
            ? `verified by the site backend: ${backend.account}`
            : backend.state === 'busy'
              ? 'checking…'
              : backend.state === 'error'
                ? backend.message
                : '—'}
        </dd>
      </dl>
      {isConnected && (
        <div className="demo-siwx-actions">
          {status === 'signed_in' ? (
            <button type="button" data-testid="demo-siwx-sign-out" onClick={() => void signOut()}>
              Sign out
            </button>
          ) : (
            <button type="button" data-testid="demo-siwx-sign-in" onClick={signIn}>
              Sign in
            </button>
          )}
        </div>
      )}
    </section>
  )
}

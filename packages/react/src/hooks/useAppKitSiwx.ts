'use client'
import { openModal, type SiwxSession } from '@latch/core'
import { useMemo } from 'react'
import { useConfig } from './useConfig.js'
import { useLatchState } from './useLatchState.js'

/**
 * The Sign In With X of the connected account (the `siwx` option): where it stands, its session,
 * and with `createLatchSiwx` the session token to send to your own backend (which checks it with
 * `verifySiwxSessionToken` from `@latch/server`). `signIn()` opens ConnectingSiwe; `signOut()`
 * ends the session (and, when the sign-in is required, the connection).
 *
 * @example
 * const { status, token } = useAppKitSiwx()
 * if (token) await fetch('/api/me', { headers: { authorization: `Bearer ${token}` } })
 */
export function useAppKitSiwx() {
  const config = useConfig()
  const siwx = useLatchState((state) => state.siwx)
  return useMemo(() => {
    const session: (SiwxSession & { token?: unknown; expiresAt?: unknown }) | undefined =
      siwx?.session
    return {
      status: siwx?.status ?? 'idle',
      isSignedIn: siwx?.status === 'signed_in',
      /** The account and network (CAIP-10) the status is about. */
      caipAddress: siwx?.caipAddress,
      session,
      token: typeof session?.token === 'string' ? session.token : undefined,
      signIn: () => openModal(config, { view: 'ConnectingSiwe' }),
      signOut: async () => (await import('@latch/core/signIn')).signOutWithX(config),
    }
  }, [config, siwx])
}

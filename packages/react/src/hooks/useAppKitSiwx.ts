'use client'
import { openModal, type SiwxState } from '@latch/core'
import { useMemo } from 'react'
import { useConfig } from './useConfig.js'
import { useLatchState } from './useLatchState.js'

/**
 * The Sign In With X of the connected account (the `siwx` option): its `status` (`idle`,
 * `checking`, `signed_out`, `signing`, `error`, `signed_in`, `dismissed`), the account and
 * network it is about (`caipAddress`), its `session`, and with `createLatchSiwx` the session
 * `token` to send to your own backend (which checks it with `verifySiwxSessionToken` from
 * `@latch/server`). `signIn()` opens ConnectingSiwe; `signOut()` ends the session (and, when the
 * sign-in is required, the connection).
 *
 * @example
 * const { status, token } = useAppKitSiwx()
 * if (token) await fetch('/api/me', { headers: { authorization: `Bearer ${token}` } })
 */
export function useAppKitSiwx() {
  const config = useConfig()
  const siwx = useLatchState((state) => state.siwx)
  return useMemo(
    () => ({
      ...(siwx as Partial<SiwxState>),
      status: siwx?.status ?? 'idle',
      token: (siwx?.session as { token?: string } | undefined)?.token,
      signIn: () => openModal(config, { view: 'ConnectingSiwe' }),
      signOut: () => import('@latch/core/signIn').then((m) => m.signOutWithX(config)),
    }),
    [config, siwx],
  )
}

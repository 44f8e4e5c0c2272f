'use client'
import { type EmailLoginErrorType, replaceView } from '@latch/core'
import { connectFarcaster, getFarcasterUri } from '@latch/core/signIn'
import { useEffect, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { describeEmailLoginError } from '../../utils/describeEmailLoginError.js'

/** Where a Sign In With Farcaster stands, as ConnectingFarcaster shows it. */
export type FarcasterSignInState =
  /** The frame is opening the sign-in. */
  | { status: 'preparing' }
  /** The deep link is out; the Farcaster app has not answered yet. */
  | { status: 'waiting'; url: string; expiresAt: number }
  /** Ten minutes passed without an answer. */
  | { status: 'expired' }
  /** Declined in the Farcaster app. */
  | { status: 'rejected' }
  /** Anything else, in words for the visitor. */
  | { status: 'failed'; message: string }

/** A timer longer than this never fires in browsers (2^31 - 1 ms); a wrong clock must not make one. */
const longestTimerMs = 2_147_483_647

/**
 * Runs one Sign In With Farcaster per attempt: the deep link from the frame, then the wait for
 * the approval until it comes, is declined, or the sign-in expires (the local expiry also ends
 * the frame's wait). Approved, the modal closes (core's `completeSocialLogin`), or the device
 * step of a new wallet follows. Leaving the view, or a new attempt, ends the wait in the frame.
 */
export function useFarcasterSignIn(): { state: FarcasterSignInState; retry: () => void } {
  const config = useConfig()
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<FarcasterSignInState>({ status: 'preparing' })

  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt is a new sign-in
  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    let expiry: ReturnType<typeof setTimeout> | undefined
    // The first end wins; the frame's wait ends with it.
    const end = (next: FarcasterSignInState) => {
      if (signal.aborted) return
      controller.abort()
      clearTimeout(expiry)
      setState(next)
    }
    setState({ status: 'preparing' })
    getFarcasterUri(config)
      .then(async ({ url, expiresAt }) => {
        if (signal.aborted) return
        setState({ status: 'waiting', url, expiresAt })
        const left = Math.min(Math.max(0, expiresAt - Date.now()), longestTimerMs)
        expiry = setTimeout(() => end({ status: 'expired' }), left)
        const next = await connectFarcaster(config, { signal })
        clearTimeout(expiry)
        if (next === 'VERIFY_DEVICE')
          replaceView(config, { view: 'EmailVerifyDevice', socialProvider: 'farcaster' })
      })
      .catch((error: unknown) => {
        if (signal.aborted) return
        const code =
          error instanceof Error && error.name === 'EmailLoginError'
            ? (error as EmailLoginErrorType).code
            : undefined
        if (code === 'social_denied') return end({ status: 'rejected' })
        if (code === 'social_unknown') return end({ status: 'expired' })
        end({
          status: 'failed',
          message: describeEmailLoginError(error, {
            t: (key, params) => config.i18n.t(key, params),
            fallback: 'farcaster.failed_description',
            debug: config.options.debug === true,
          }),
        })
      })
    return () => {
      controller.abort()
      clearTimeout(expiry)
    }
  }, [config, attempt])

  return { state, retry: () => setAttempt((value) => value + 1) }
}

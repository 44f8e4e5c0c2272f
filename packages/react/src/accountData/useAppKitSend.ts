'use client'
import { type SendError, type SendTokenParameters, sendToken } from '@latch/core/accountData'
import { useCallback, useMemo, useState } from 'react'
import { useConfig } from '../hooks/useConfig.js'
import { useTranslate } from '../hooks/useTranslate.js'

type SendStatus = 'idle' | 'pending' | 'success' | 'error'

/**
 * Sends a token from the connected account through its wallet, whatever the connector (eip155
 * native and ERC-20, Solana SOL and SPL), as the Send view does: the same checks and messages,
 * the receipt awaited, a revert's reason. `send` resolves with the hash and rejects with a
 * `SendError`; `message` is its text in the modal's language, as the Send view shows it.
 *
 * @example
 * const { send, status, hash } = useAppKitSend()
 * await send({ token: balances[0], amount: '0.1', receiver: '0x…' })
 */
export function useAppKitSend() {
  const config = useConfig()
  const t = useTranslate()
  const [state, setState] = useState<{
    status: SendStatus
    hash?: string | undefined
    error?: SendError | undefined
  }>({ status: 'idle' })
  const send = useCallback(
    async (parameters: SendTokenParameters) => {
      setState({ status: 'pending' })
      try {
        const hash = await sendToken(config, parameters)
        setState({ status: 'success', hash })
        return hash
      } catch (error) {
        setState({ status: 'error', error: error as SendError })
        throw error
      }
    },
    [config],
  )
  const { error } = state
  return useMemo(
    () => ({ ...state, message: error && t(error.messageKey, error.values), send }),
    [state, error, t, send],
  )
}

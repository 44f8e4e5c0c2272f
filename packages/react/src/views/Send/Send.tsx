'use client'
import { formatBalance, truncateAddress } from '@latch/core'
import {
  estimateSendFee,
  fetchTokenBalances,
  getMaxAmount,
  getSendForm,
  reviewSend,
  sendToken,
  setSendForm,
  type TokenBalance,
} from '@latch/core/accountData'
import { useEffect, useId, useState } from 'react'
import { Spinner } from '../../components/Spinner.js'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchState } from '../../hooks/useLatchState.js'
import { useTranslate } from '../../hooks/useTranslate.js'
import { formatAmount } from '../../utils/formatAmount.js'
import sendCss from './send.css?inline'

const tokenKey = (token: TokenBalance) => token.address ?? 'native'

/**
 * The Send view (spec: Send state): a token of the balances, an amount with Max (leaving gas on
 * the native currency), a receiver, the network fee; then a review, then the transaction through
 * the connected wallet, its receipt, and the outcome. The form lives in core and is emptied on
 * success and when the network changes.
 */
export function Send() {
  const config = useConfig()
  const t = useTranslate()
  const id = useId()
  const locale = useLatchState((state) => state.locale)
  const form = useLatchState(() => getSendForm(config))
  const namespace = useLatchState((state) => state.activeNamespace)
  const chain = useLatchState((state) => (namespace ? state.chains[namespace] : undefined))
  const chainId = chain?.network.caipNetwork?.caipNetworkId
  const tokens = (chain?.account.tokenBalance?.balances ?? []).filter(
    (token) => token.chainId === chainId,
  )
  const [fee, setFee] = useState<bigint | undefined>()
  const token = form?.token
  const amount = form?.sendTokenAmount ?? ''
  const receiver = form?.receiverAddress ?? ''
  const status = form?.status ?? 'form'
  const nativeSymbol = chain?.account.balanceSymbol ?? ''

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again on another network
  useEffect(() => {
    void fetchTokenBalances(config)
  }, [config, chainId])
  useEffect(() => {
    let current = true
    setFee(undefined)
    if (!token) return
    const timer = setTimeout(() => {
      estimateSendFee(config, { token, amount, receiver }).then((value) => {
        if (current) setFee(value)
      })
    }, 300)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [config, token, amount, receiver])

  if (!chain?.account.address || !namespace) return null
  const feeText =
    fee === undefined
      ? t('send.fee_unknown')
      : `${formatBalance(fee, chain.account.balanceDecimals ?? 18, { maximumFractionDigits: 6, locale })} ${nativeSymbol}`.trim()
  const error = form?.error
  const errorText = error && t(error.messageKey, error.values)

  if (status === 'success')
    return (
      <div className="latch-send" data-testid="latch-send-success">
        <style>{sendCss}</style>
        <p className="latch-send-outcome" role="status">
          {t('send.success')}
        </p>
        {form?.hash && (
          <p className="latch-muted latch-address" title={form.hash}>
            {truncateAddress(form.hash)}
          </p>
        )}
        <button
          type="button"
          className="latch-button"
          data-variant="primary"
          onClick={() => setSendForm(config, { status: 'form', hash: undefined })}
        >
          {t('send.done')}
        </button>
      </div>
    )

  if (status === 'sending')
    return (
      <div className="latch-send" aria-busy="true" data-testid="latch-send-sending">
        <style>{sendCss}</style>
        <Spinner />
        <p role="status">{t('send.sending')}</p>
      </div>
    )

  if ((status === 'review' || (status === 'error' && form?.hash)) && token)
    return (
      <div className="latch-send" data-testid="latch-send-step-review">
        <style>{sendCss}</style>
        <dl className="latch-send-summary">
          <dt>{t('send.amount')}</dt>
          <dd data-testid="latch-send-review-amount">
            {amount} {token.symbol}
          </dd>
          <dt>{t('send.to')}</dt>
          <dd className="latch-address" title={receiver}>
            {truncateAddress(receiver)}
          </dd>
          <dt>{t('send.fee')}</dt>
          <dd>{feeText}</dd>
        </dl>
        {status === 'error' && errorText && (
          <p className="latch-error" role="alert" data-testid="latch-send-error">
            {errorText}
          </p>
        )}
        <div className="latch-send-actions">
          <button
            type="button"
            className="latch-button"
            onClick={() => setSendForm(config, { status: 'form', hash: undefined })}
          >
            {t('send.edit')}
          </button>
          {status === 'review' && (
            <button
              type="button"
              className="latch-button"
              data-variant="primary"
              data-testid="latch-send-confirm"
              onClick={() => sendToken(config, { token, amount, receiver }).catch(() => undefined)}
            >
              {t('send.confirm')}
            </button>
          )}
        </div>
      </div>
    )

  return (
    <form
      className="latch-send"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        reviewSend(config, { token, amount, receiver })
      }}
    >
      <style>{sendCss}</style>
      <label className="latch-field-label" htmlFor={`${id}-token`}>
        {t('send.token')}
      </label>
      <select
        id={`${id}-token`}
        className="latch-input"
        value={token ? tokenKey(token) : ''}
        onChange={(event) =>
          setSendForm(config, {
            token: tokens.find((entry) => tokenKey(entry) === event.target.value),
          })
        }
        data-testid="latch-send-token"
      >
        <option value="">{tokens.length ? t('send.choose_token') : t('send.no_tokens')}</option>
        {tokens.map((entry) => (
          <option key={tokenKey(entry)} value={tokenKey(entry)}>
            {entry.symbol} ({entry.name})
          </option>
        ))}
      </select>
      {token && (
        <p className="latch-muted">
          {t('send.balance', {
            amount: `${formatAmount(token.quantity.numeric, locale, { fractionDigits: 4 })} ${token.symbol}`,
          })}
        </p>
      )}
      <label className="latch-field-label" htmlFor={`${id}-amount`}>
        {t('send.amount')}
      </label>
      <div className="latch-send-amount">
        <input
          id={`${id}-amount`}
          className="latch-input"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setSendForm(config, { sendTokenAmount: event.target.value })}
          data-testid="latch-send-amount"
        />
        <button
          type="button"
          className="latch-button"
          disabled={!token}
          onClick={() =>
            token && setSendForm(config, { sendTokenAmount: getMaxAmount(token, fee) })
          }
          data-testid="latch-send-max"
        >
          {t('send.max')}
        </button>
      </div>
      <label className="latch-field-label" htmlFor={`${id}-receiver`}>
        {t('send.receiver')}
      </label>
      <input
        id={`${id}-receiver`}
        className="latch-input latch-address"
        autoComplete="off"
        // An address reads left to right in any language.
        dir="ltr"
        spellCheck={false}
        placeholder={namespace === 'eip155' ? '0x…' : undefined}
        value={receiver}
        onChange={(event) => setSendForm(config, { receiverAddress: event.target.value })}
        data-testid="latch-send-receiver"
      />
      <p className="latch-muted" data-testid="latch-send-fee">
        {t('send.fee')}: {feeText}
      </p>
      {errorText && (
        <p className="latch-error latch-field-error" role="alert" data-testid="latch-send-error">
          {errorText}
        </p>
      )}
      <button
        type="submit"
        className="latch-button"
        data-variant="primary"
        data-testid="latch-send-review"
      >
        {t('send.review')}
      </button>
    </form>
  )
}

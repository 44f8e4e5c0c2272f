'use client'
import type { MessageKey } from '@latch/core'
import { Fragment, type ReactNode, useId } from 'react'
import { useTranslate } from '../../hooks/useTranslate.js'

export type LegalCheckboxProps = {
  /** The site's terms, already checked by `safeLink`; left out, the sentence leaves them out. */
  termsUrl: string | undefined
  /** The site's privacy policy, as `termsUrl`. */
  privacyUrl: string | undefined
  checked: boolean
  onChange: (checked: boolean) => void
  /** The id of the text that says why the ways to connect wait for the tick. */
  hintId: string
}

/** A translated sentence whose `%{name}` placeholders are links (placeholders stay in place). */
function withLinks(template: string, links: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(%\{\w+\})/).map((part, index) => {
    const name = /^%\{(\w+)\}$/.exec(part)?.[1]
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, in order
    return <Fragment key={index}>{name && name in links ? links[name] : part}</Fragment>
  })
}

/**
 * AppKit's `features.legalCheckbox`: "I agree to the Terms of Service and Privacy Policy", with
 * the links the site set, above the ways to connect, which stay disabled until it is ticked.
 */
export function LegalCheckbox({
  termsUrl,
  privacyUrl,
  checked,
  onChange,
  hintId,
}: LegalCheckboxProps) {
  const t = useTranslate()
  const id = useId()
  const key: MessageKey =
    termsUrl && privacyUrl
      ? 'connect.legal_agree_both'
      : termsUrl
        ? 'connect.legal_agree_terms'
        : 'connect.legal_agree_privacy'
  const link = (href: string | undefined, label: string) =>
    href && (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    )
  return (
    <div className="latch-legal-checkbox">
      <input
        id={`${id}-legal`}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid="latch-legal-checkbox"
      />
      {/* The links sit in the label: clicking one opens it and does not tick the box. */}
      <label htmlFor={`${id}-legal`}>
        {withLinks(t(key), {
          terms: link(termsUrl, t('connect.legal_terms_link')),
          privacy: link(privacyUrl, t('connect.legal_privacy_link')),
        })}
      </label>
      {!checked && (
        <p id={hintId} className="latch-visually-hidden">
          {t('connect.legal_required')}
        </p>
      )}
    </div>
  )
}

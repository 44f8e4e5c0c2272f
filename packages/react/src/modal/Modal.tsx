'use client'
import { closeModal, goBack } from '@latch/core'
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react'
import { Icon } from '../components/Icon.js'
import { Spinner } from '../components/Spinner.js'
import { useConfig } from '../hooks/useConfig.js'
import { useLatchState } from '../hooks/useLatchState.js'
import { useTranslate } from '../hooks/useTranslate.js'
import { getFocusable } from './focusable.js'
import { useMarkMoreBelow } from './markMoreBelow.js'
import { themeStyle } from './themeStyle.js'
import { useFocusTrap } from './useFocusTrap.js'
import { views } from './views.js'
import { viewTitles } from './viewTitles.js'

/** Views whose secure frame shows its own title: the dialog keeps its title for screen readers only. */
const framedTitleViews = new Set(['EmailVerifyDevice'])

/**
 * Moves focus into a view once its code has loaded: first control, else the dialog. A passive
 * effect, because the dialog's ref is attached after its children's layout effects run.
 */
function FocusOnShow({ dialog }: { dialog: React.RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const body = dialog.current?.querySelector('.latch-body')
    const target = body ? getFocusable(body)[0] : undefined
    ;(target ?? dialog.current)?.focus()
  }, [dialog])
  return null
}

/** The modal shell: overlay, labelled dialog, header, and the current (lazy) view. */
export function Modal() {
  const config = useConfig()
  const t = useTranslate()
  const modal = useLatchState((state) => state.modal)
  const themeMode = useLatchState((state) => state.themeMode)
  const themeVariables = useLatchState((state) => state.themeVariables)
  const locale = useLatchState((state) => state.locale)
  const connectors = useLatchState((state) => state.connectors)
  const dialogRef = useRef<HTMLDivElement>(null)
  const moreBelow = useMarkMoreBelow()
  const isOpen = modal.status === 'open'
  useFocusTrap(dialogRef, isOpen)

  useLayoutEffect(() => {
    if (!isOpen || config.options.enableEmbedded) return
    // Lock the page's scroll behind the overlay, and give it back as it was.
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = previous
    }
  }, [isOpen, config])

  const route = modal.history.at(-1)
  const View = route ? views[route.view] : undefined
  const connector = connectors.find((c) => c.id === route?.connectorId)
  const titleKey = route ? viewTitles[route.view] : undefined
  const title = titleKey ? t(titleKey) : (connector?.name ?? route?.wallet?.name ?? '')
  const alert = useLatchState((state) => state.alert)
  // Banner alerts are for the site's developers: shown in debug mode only (spec section 2).
  const showAlert = config.options.debug === true && alert !== undefined
  // `enableEmbedded` (the spec's option): the modal renders inline, in the site's own element.
  const inline = config.options.enableEmbedded === true
  const notice = useLatchState((state) => state.notice)

  return (
    <div
      data-latch=""
      data-theme={themeMode}
      dir={config.i18n.dir}
      lang={locale}
      className="latch-root"
      style={themeStyle(themeVariables)}
    >
      {isOpen && route && (
        // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keyboard users have Escape and Close
        <div
          className={inline ? 'latch-inline' : 'latch-overlay'}
          data-state="open"
          data-testid="latch-overlay"
          onMouseDown={(event) => {
            if (event.target === event.currentTarget) closeModal(config)
          }}
        >
          <div
            ref={dialogRef}
            role="dialog"
            aria-modal={!inline}
            aria-labelledby="latch-title"
            tabIndex={-1}
            className="latch-dialog"
            data-view={route.view}
            // AppKit's enableMobileFullScreen: on a phone the sheet takes the whole screen.
            data-full-screen={config.options.enableMobileFullScreen ? '' : undefined}
            data-testid="latch-modal"
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return
              event.stopPropagation()
              closeModal(config)
            }}
          >
            <div className="latch-header">
              {modal.history.length > 1 ? (
                <button
                  type="button"
                  className="latch-icon-button"
                  aria-label={t('modal.back')}
                  onClick={() => goBack(config)}
                >
                  <Icon name="back" />
                </button>
              ) : (
                <span className="latch-header-spacer" />
              )}
              <h2 id="latch-title" className="latch-title">
                {framedTitleViews.has(route.view) ? (
                  <span className="latch-visually-hidden">{title}</span>
                ) : (
                  title
                )}
              </h2>
              <button
                type="button"
                className="latch-icon-button"
                aria-label={t('modal.close')}
                onClick={() => closeModal(config)}
              >
                <Icon name="close" />
              </button>
            </div>
            {showAlert && (
              <p className="latch-alert" role="alert" data-variant={alert.variant}>
                {t(alert.messageKey)}
              </p>
            )}
            {notice && (
              <p className="latch-alert" role="alert" data-variant={notice.variant}>
                {t(notice.messageKey)}
              </p>
            )}
            <div ref={moreBelow} className="latch-body" data-testid={`latch-view-${route.view}`}>
              <Suspense
                fallback={
                  <div className="latch-loading" role="status">
                    <Spinner />
                    <span className="latch-visually-hidden">{t('modal.loading')}</span>
                  </div>
                }
              >
                {View && <View key={modal.history.length} />}
                <FocusOnShow key={`${modal.history.length}-${route.view}`} dialog={dialogRef} />
              </Suspense>
            </div>
          </div>
        </div>
      )}
    </div>
  )
}

'use client'
import { useEffect, useRef } from 'react'
import { useTranslate } from '../../hooks/useTranslate.js'

/**
 * The end of a paged list: reading the next page starts when it scrolls into view
 * (IntersectionObserver), and a Load more button does the same for keyboards and for browsers
 * without the observer.
 */
export function LoadMore({ onLoad, disabled }: { onLoad: () => void; disabled: boolean }) {
  const t = useTranslate()
  const sentinel = useRef<HTMLDivElement>(null)
  const load = useRef(onLoad)
  load.current = onLoad
  useEffect(() => {
    const target = sentinel.current
    if (!target || disabled || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load.current()
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [disabled])
  return (
    <div ref={sentinel} className="latch-load-more">
      <button
        type="button"
        className="latch-button"
        disabled={disabled}
        onClick={() => load.current()}
        data-testid="latch-load-more"
      >
        {t('account_data.load_more')}
      </button>
    </div>
  )
}

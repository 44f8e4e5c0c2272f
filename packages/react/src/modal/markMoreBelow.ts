import { useMemo } from 'react'

/**
 * A ref callback for a scrolling element: while part of its content is below the visible part,
 * the element carries `data-more-below` (the modal's CSS fades its bottom edge then), so a list
 * that continues below the fold says so. Follows scrolling, resizing and content changes. It
 * stops when React calls it with `null` (React 18 ignores a ref's returned cleanup).
 *
 * @example
 * const moreBelow = useMarkMoreBelow()
 * <div ref={moreBelow} className="latch-body">…</div>
 */
export function useMarkMoreBelow(): (element: HTMLElement | null) => void {
  return useMemo(() => {
    let stop: (() => void) | undefined
    return (element) => {
      stop?.()
      stop = element ? markMoreBelow(element) : undefined
    }
  }, [])
}

function markMoreBelow(element: HTMLElement): () => void {
  const update = () =>
    element.toggleAttribute(
      'data-more-below',
      element.scrollTop + element.clientHeight < element.scrollHeight - 1,
    )
  update()
  element.addEventListener('scroll', update, { passive: true })
  const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined
  resized?.observe(element)
  const changed = new MutationObserver(update)
  changed.observe(element, { childList: true, subtree: true })
  return () => {
    element.removeEventListener('scroll', update)
    resized?.disconnect()
    changed.disconnect()
  }
}

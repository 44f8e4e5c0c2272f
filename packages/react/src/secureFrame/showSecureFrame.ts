import type { Config } from '@latch/core'

/**
 * The frame's element id (spec section 2), as `@latch/frame/host` attaches it. Repeated here
 * rather than imported: this module loads with the lazy views, and sharing a module with the
 * initial chunk would pull that module out of it.
 */
const frameId = 'w3m-iframe'

/** The frame's viewport while shown (the contract: 360 × 440 px), and its slot in the modal. */
export const secureFrameSize = { width: 360, height: 440 } as const

/** The modal's z-index (spec section 9: 999) unless the theme sets another. */
const defaultZIndex = 999

/** The iframe's style while hidden, as `@latch/frame/host` attaches it. */
const hiddenStyle = {
  width: '0',
  height: '0',
  opacity: '0',
  pointerEvents: 'none',
  top: '',
  left: '',
  zIndex: '',
  borderBottomLeftRadius: '',
  borderBottomRightRadius: '',
}

/**
 * Shows the secure frame over a slot of the modal body (EmailVerifyDevice, ApproveTransaction):
 * the fixed-position iframe follows the slot's box through resizes and scrolls, becomes visible,
 * clickable and reachable by keyboard, and gets a translated title. Returns `hide`, which puts it
 * back to its hidden state (0 × 0, transparent, out of the tab order and the accessibility tree).
 * Returns a no-op when the frame is not attached.
 *
 * @example
 * useEffect(() => (slot.current ? showSecureFrame(config, slot.current) : undefined), [config])
 */
export function showSecureFrame(config: Config, slot: HTMLElement): () => void {
  const iframe = document.getElementById(frameId)
  if (!(iframe instanceof HTMLIFrameElement))
    return whenAttached(() => showSecureFrame(config, slot))
  const dialog = slot.closest('[role="dialog"]')
  const place = () => {
    const box = slot.getBoundingClientRect()
    // Where the slot reaches the dialog's rounded bottom, the frame's corners follow the curve
    // instead of standing out of it.
    const dialogBox = dialog?.getBoundingClientRect()
    const radius = dialog ? Number.parseFloat(getComputedStyle(dialog).borderBottomLeftRadius) : 0
    const rounded =
      dialogBox !== undefined && radius > 0 && box.bottom > dialogBox.bottom - radius
        ? `${radius}px`
        : '0'
    Object.assign(iframe.style, {
      top: `${box.top}px`,
      left: `${box.left}px`,
      width: `${box.width}px`,
      height: `${box.height}px`,
      borderBottomLeftRadius: rounded,
      borderBottomRightRadius: rounded,
    })
  }
  place()
  // Just above the modal's overlay, whatever z-index the site's theme gave the modal.
  const modalZIndex = Number.parseInt(
    getComputedStyle(slot).getPropertyValue('--latch-z-index'),
    10,
  )
  const zIndex = (Number.isSafeInteger(modalZIndex) ? modalZIndex : defaultZIndex) + 1
  Object.assign(iframe.style, { opacity: '1', pointerEvents: 'auto', zIndex: String(zIndex) })
  iframe.removeAttribute('aria-hidden')
  iframe.tabIndex = 0
  iframe.title = config.i18n.t('embedded.frame_title')
  iframe.dataset.state = 'shown'
  // The frame's view is the content of the modal now: keyboard users start there.
  iframe.focus()
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place)
  observer?.observe(slot)
  // Capture: a scroll inside the modal moves the slot too; scroll events do not leave a shadow
  // root, so its root is listened to as well as the window.
  const root = slot.getRootNode()
  root.addEventListener('scroll', place, true)
  window.addEventListener('scroll', place, true)
  window.addEventListener('resize', place)
  return () => {
    observer?.disconnect()
    root.removeEventListener('scroll', place, true)
    window.removeEventListener('scroll', place, true)
    window.removeEventListener('resize', place)
    Object.assign(iframe.style, hiddenStyle)
    iframe.setAttribute('aria-hidden', 'true')
    iframe.tabIndex = -1
    delete iframe.dataset.state
  }
}

/**
 * Waits for the frame to be attached (its client code may still be loading when the view opens),
 * then runs `show`; returns the function that stops waiting, or hides what `show` showed.
 */
function whenAttached(show: () => () => void): () => void {
  let hide: (() => void) | undefined
  const observer = new MutationObserver(() => {
    if (!document.getElementById(frameId)) return
    observer.disconnect()
    hide = show()
  })
  observer.observe(document.body, { childList: true })
  return () => {
    observer.disconnect()
    hide?.()
  }
}

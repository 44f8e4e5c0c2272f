/**
 * Where the frame draws its own views (the approval view, the device check). The frame is hidden
 * until the modal shows it in place of a view's body; it then fills its whole viewport with one
 * view at a time. Views are built with DOM calls only: the page runs under Trusted Types and a
 * CSP without inline scripts or styles, and no `innerHTML` is ever used (SECURITY.md).
 */
export type FrameSurface = {
  /** Replaces what is shown with `view` (one view at a time) and moves focus into it. */
  show(view: HTMLElement): void
  /** Takes the shown view down, if it is still `view` (or any view when omitted). */
  clear(view?: HTMLElement): void
  /** The view shown now, if any. */
  current(): HTMLElement | undefined
}

/**
 * Creates the frame's surface on `document.body`, or on `container` (the approval popup's
 * `main`).
 *
 * @example
 * const surface = createFrameSurface(document)
 * surface.show(approvalView)
 */
export function createFrameSurface(
  document: Document,
  container: HTMLElement = document.body,
): FrameSurface {
  let shown: HTMLElement | undefined
  return {
    show(view) {
      shown?.remove()
      shown = view
      container.append(view)
      // The first control that asks for it, else the view itself, gets focus.
      const autofocus = view.querySelector<HTMLElement>('[data-autofocus]')
      ;(autofocus ?? view).focus({ preventScroll: true })
    },
    clear(view) {
      if (view && view !== shown) return
      shown?.remove()
      shown = undefined
    },
    current: () => shown,
  }
}

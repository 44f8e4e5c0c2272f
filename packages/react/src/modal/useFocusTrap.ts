'use client'
import { type RefObject, useEffect, useRef } from 'react'
import { getDeepActiveElement, getFocusable } from './focusable.js'

/**
 * Keeps keyboard focus inside the dialog while it is open and gives it back to the element
 * that had it before (the button that opened the modal) when it closes.
 */
export function useFocusTrap(dialogRef: RefObject<HTMLElement | null>, isOpen: boolean): void {
  // Captured while rendering the opening, before any effect moves focus into the dialog.
  const previousRef = useRef<Element | null>(null)
  if (isOpen && previousRef.current === null) previousRef.current = getDeepActiveElement()
  if (!isOpen) previousRef.current = null

  useEffect(() => {
    const dialog = dialogRef.current
    if (!isOpen || !dialog) return
    const previous = previousRef.current
    const root = dialog.getRootNode() as ShadowRoot | Document
    const host = root instanceof ShadowRoot ? root.host : undefined

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const focusable = getFocusable(dialog)
      const first = focusable[0]
      const last = focusable.at(-1)
      if (!first || !last) {
        event.preventDefault()
        dialog.focus()
        return
      }
      const active = root.activeElement
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && active === last) {
        event.preventDefault()
        first.focus()
      }
    }
    // Focus that leaves by other means (a click on the page, a script) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node | null
      if (target && (target === host || dialog.contains(target))) return
      dialog.focus()
    }
    dialog.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      dialog.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus()
    }
  }, [dialogRef, isOpen])
}

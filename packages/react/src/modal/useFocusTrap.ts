'use client'
import { type RefObject, useEffect, useRef } from 'react'
import { secureFrameId } from '../secureFrame/secureFrameId.js'
import { getDeepActiveElement, getFocusable } from './focusable.js'

/** The secure frame while `showSecureFrame` shows it over a slot of the dialog. */
function getShownSecureFrame(): HTMLElement | undefined {
  const frame = document.getElementById(secureFrameId)
  return frame?.dataset.state === 'shown' ? frame : undefined
}

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

    /** The dialog's controls, with the secure frame where its slot is while it is shown. */
    const tabOrder = () => {
      const focusable = getFocusable(dialog)
      const frame = getShownSecureFrame()
      const slot = dialog.querySelector('[data-secure-frame-slot]')
      if (!frame || !slot) return focusable
      const before = focusable.filter(
        (element) => slot.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING,
      )
      return [...before, frame, ...focusable.slice(before.length)]
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const focusable = tabOrder()
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
      } else if (focusable.some((element) => element === getShownSecureFrame())) {
        // The frame lives outside the dialog, in the page: the browser's own order misses it.
        const index = focusable.indexOf(active as HTMLElement)
        const next = focusable[index + (event.shiftKey ? -1 : 1)]
        if (index === -1 || !next) return
        event.preventDefault()
        next.focus()
      }
    }
    // Focus that leaves by other means (a click on the page, a script) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node | null
      if (target && (target === host || dialog.contains(target))) return
      // The secure frame shown over the modal's slot is part of the dialog for the visitor.
      if (target && target === getShownSecureFrame()) return
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

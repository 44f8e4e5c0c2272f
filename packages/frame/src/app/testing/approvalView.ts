import { expect, vi } from 'vitest'
import type { FrameAppContext } from '../frameAppContext.js'

/**
 * The view the surface shows, once it shows one (up to 5 s: the approval view waits for its
 * simulation). Test-only.
 *
 * @example
 * const shown = await waitForView(context.surface)
 */
export const waitForView = (surface: FrameAppContext['surface']) =>
  vi.waitFor(
    () => {
      const shown = surface.current()
      if (!shown) throw new Error('no view yet')
      return shown
    },
    { timeout: 5_000 },
  )

/**
 * The approval view's Approve or Reject button. Test-only.
 *
 * @example
 * approvalButton(shown, 'reject').click()
 */
export const approvalButton = (shown: HTMLElement, name: 'approve' | 'reject') =>
  shown.querySelector<HTMLButtonElement>(`[data-testid="latch-approval-${name}"]`)!

/**
 * Clicks Approve once the view enables it (after its checks). Test-only.
 *
 * @example
 * await approveWhenEnabled(await waitForView(context.surface))
 */
export const approveWhenEnabled = async (shown: HTMLElement) => {
  const approve = approvalButton(shown, 'approve')
  await vi.waitFor(() => expect(approve.disabled).toBe(false), { timeout: 3_000 })
  approve.click()
}

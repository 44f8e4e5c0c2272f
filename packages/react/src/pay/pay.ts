import { payNotBuilt } from './payNotBuilt.js'

/**
 * AppKit Pay's `pay`, not built yet: it resolves AppKit's failed `PaymentResult` at once (and
 * says so once in the console); nothing is paid.
 */
export async function pay(_options?: unknown): Promise<{ success: false; error: string }> {
  return { success: false, error: payNotBuilt('pay').shortMessage }
}

/**
 * AppKit Pay's `openPay`, not built yet: no payment view opens; it says so once in the console
 * and resolves, so a page that calls it keeps working.
 */
export async function openPay(_options?: unknown): Promise<void> {
  payNotBuilt('openPay')
}

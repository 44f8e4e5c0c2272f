import type { ThemeVariables } from '@latch/core'
import { warnOnce } from '../utils/warnOnce.js'
import { isReadableOnWhite } from './isReadableOnWhite.js'

/** What QR modules are drawn in without a site colour, as scanners expect. */
const defaultQrColor = '#000'

/**
 * The colour of the QR codes' modules: AppKit's `--apkt-qr-color` (or `--w3m-qr-color`), unless
 * it is too light to scan on the code's white background, which warns once and keeps black.
 * Read by the QR code itself, so the check loads with the views that draw one.
 */
export function qrColor(themeVariables: ThemeVariables): string {
  const color = themeVariables['--apkt-qr-color'] ?? themeVariables['--w3m-qr-color']
  if (typeof color !== 'string') return defaultQrColor
  if (isReadableOnWhite(color)) return color
  warnOnce(
    `the QR colour "${color}" (--w3m-qr-color) is too light to scan on the code's white background; it stays black.`,
  )
  return defaultQrColor
}

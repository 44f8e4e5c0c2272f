import type { ThemeVariables } from '@latch/core'

// Theme values end up in custom properties; characters that could close a declaration or a
// rule are removed even though `style.setProperty` would reject them anyway.
const unsafeCharacters = /[;{}<>\\]/g

/** The `--latch-*` property each AppKit variable sets, by its name after the prefix. */
const targets: Readonly<Record<string, string>> = {
  'font-family': '--latch-font-family',
  accent: '--latch-accent',
  'color-mix': '--latch-color-mix',
  'color-mix-strength': '--latch-color-mix-strength',
  'font-size-master': '--latch-font-size-master',
  'border-radius-master': '--latch-radius-master',
  'z-index': '--latch-z-index',
}

// `--w3m-*` first, so that AppKit's current spelling `--apkt-*` wins where both are set.
const prefixes = ['--w3m-', '--apkt-']

function toCssValue(name: string, value: string | number): string | undefined {
  if (name === 'color-mix-strength') {
    const percent = Number(value)
    return Number.isFinite(percent) ? `${Math.min(100, Math.max(0, percent))}%` : undefined
  }
  return String(value).replace(unsafeCharacters, '')
}

/**
 * Turns the site's theme variables (AppKit's, in either spelling) into `--latch-*` custom
 * properties; the QR colour is read by the QR code itself (qrColor.ts). Defaults (spec section 9: width 360px, z-index 999, font size 10px, radius 4px)
 * live in the stylesheet; the colour mix is applied there to every background.
 */
export function themeStyle(themeVariables: ThemeVariables): Record<string, string> {
  const variables: Record<string, string | number | undefined> = themeVariables
  const style: Record<string, string> = {}
  for (const prefix of prefixes)
    for (const [name, target] of Object.entries(targets)) {
      const value = variables[`${prefix}${name}`]
      if (value === undefined) continue
      const css = toCssValue(name, value)
      if (css !== undefined) style[target] = css
    }
  // A strength without a colour has nothing to blend in (as in AppKit).
  if (style['--latch-color-mix'] === undefined) delete style['--latch-color-mix-strength']
  return style
}

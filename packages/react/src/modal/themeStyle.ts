import type { ThemeVariables } from '@latch/core'

// Theme values end up in custom properties; characters that could close a declaration or a
// rule are removed even though `style.setProperty` would reject them anyway.
const unsafeCharacters = /[;{}<>\\]/g

const variableMap: Record<keyof ThemeVariables, string> = {
  '--w3m-font-family': '--latch-font-family',
  '--w3m-accent': '--latch-accent',
  '--w3m-color-mix': '--latch-color-mix',
  '--w3m-color-mix-strength': '--latch-color-mix-strength',
  '--w3m-font-size-master': '--latch-font-size-master',
  '--w3m-border-radius-master': '--latch-radius-master',
  '--w3m-z-index': '--latch-z-index',
}

/**
 * Turns the site's theme variables into `--latch-*` custom properties. Defaults (spec section
 * 9: width 360px, z-index 999, font size 10px, radius 4px) live in the stylesheet.
 */
export function themeStyle(themeVariables: ThemeVariables): Record<string, string> {
  const style: Record<string, string> = {}
  for (const [name, value] of Object.entries(themeVariables)) {
    const target = variableMap[name as keyof ThemeVariables]
    if (target === undefined || value === undefined) continue
    style[target] =
      name === '--w3m-color-mix-strength'
        ? `${Number(value)}%`
        : String(value).replace(unsafeCharacters, '')
  }
  return style
}

import type { I18nCatalogue } from './createI18n.js'
import en from './locales/en.json' with { type: 'json' }

/**
 * Latch's interface in English (bundled) and German (loaded when used). A subpath of its own,
 * so that the words travel with the UI that shows them, not with the headless core.
 *
 * @example
 * import { latchCatalogue } from '@latch/core/locales'
 * const config = createConfig(options, { catalogue: latchCatalogue })
 */
export const latchCatalogue: I18nCatalogue = {
  en,
  locales: {
    // No import attribute here: Vite's dev server serves JSON as a JS module, which a browser
    // refuses for `type: 'json'`. (The static import of en.json keeps it, for Node.)
    de: () => import('./locales/de.json'),
  },
}

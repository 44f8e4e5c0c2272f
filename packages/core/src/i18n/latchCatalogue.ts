import type { I18nCatalogue } from './createI18n.js'
import en from './locales/en.json' with { type: 'json' }
import type { Messages } from './messageKey.js'

// Every `./locales/<lang>.json` but English, each a chunk of its own that loads when its
// language is chosen: a new file is a new language, with no list to edit. (Vite writes these as
// plain `import()` calls without an import attribute: its dev server serves JSON as a JS module,
// which a browser refuses for `type: 'json'`. The static import of en.json keeps it, for Node.)
const locales = Object.fromEntries(
  Object.entries(
    import.meta.glob<{ default: Messages }>(['./locales/*.json', '!./locales/en.json']),
  ).map(([path, load]) => [path.slice('./locales/'.length, -'.json'.length), load]),
)

/**
 * Latch's interface in English (bundled) and every other language of `./locales` (loaded when
 * used). A subpath of its own, so that the words travel with the UI that shows them, not with the
 * headless core.
 *
 * @example
 * import { latchCatalogue } from '@latch/core/locales'
 * const config = createConfig(options, { catalogue: latchCatalogue })
 */
export const latchCatalogue: I18nCatalogue = { en, locales }

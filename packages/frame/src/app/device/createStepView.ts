import { frameLanguageAttributes } from '../i18n/translate.js'
import { element } from '../ui/element.js'
import './deviceStep.css'

/** The frame's theme, from SYNC_THEME; `undefined` follows the browser's colour scheme. */
export type DeviceStepTheme = 'light' | 'dark' | undefined

/**
 * A fresh id for an `aria-*` or `for` reference inside one view: random, so that two views (or a
 * view shown again) never share one.
 *
 * @example
 * const inputId = createViewId('recovery-code')
 */
export function createViewId(name: string): string {
  return `latch-${name}-${crypto.randomUUID()}`
}

/**
 * The root of a device-step view: a labelled region that fills the frame's viewport (360×440 in
 * the modal; it scrolls inside when longer), themed light or dark, its `lang` and `dir` those of
 * the language its words are in.
 *
 * @example
 * const view = createStepView(document, { theme: 'dark', locale: 'de', title: t('device.verifyTitle') }, [form])
 */
export function createStepView(
  document: Document,
  { theme, locale, title }: { theme: DeviceStepTheme; locale: string | undefined; title: string },
  children: readonly (Node | undefined | false)[],
): HTMLElement {
  const titleId = createViewId('title')
  const attributes: Record<string, string> = {
    'aria-labelledby': titleId,
    tabindex: '-1',
    ...frameLanguageAttributes(locale),
  }
  if (theme) attributes['data-theme'] = theme
  return element(
    'section',
    { className: 'latch-device', attributes },
    [
      element(
        'h1',
        { className: 'latch-device__title', text: title, attributes: { id: titleId } },
        [],
        document,
      ),
      ...children,
    ],
    document,
  )
}

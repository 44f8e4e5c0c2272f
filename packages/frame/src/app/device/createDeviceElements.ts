import { frameTranslator } from '../i18n/translate.js'
import { type ElementProps, element } from '../ui/element.js'

/**
 * What the device-step views build with: the translator for the view's locale, `make` (`element`
 * bound to the view's document) and `button`, a styled button (`type="button"` unless the props
 * say otherwise).
 *
 * @example
 * const { t, make, button } = createDeviceElements(document, locale)
 * const proceed = button('primary', { text: t('device.continue'), on: { click: onContinue } })
 */
export function createDeviceElements(document: Document, locale: string | undefined) {
  const make = <tag extends keyof HTMLElementTagNameMap>(
    tag: tag,
    props: ElementProps,
    children: Parameters<typeof element>[2] = [],
  ) => element(tag, props, children, document)
  const button = (variant: 'primary' | 'secondary', props: ElementProps) =>
    make('button', {
      ...props,
      className: `latch-device__button latch-device__button--${variant}`,
      attributes: { type: 'button', ...props.attributes },
    })
  return { t: frameTranslator(locale), make, button }
}

import { createDeviceElements } from './createDeviceElements.js'
import { createStepView, createViewId, type DeviceStepTheme } from './createStepView.js'
import { formatRecoveryCode } from './formatRecoveryCode.js'

/** Parameters of {@link createRecoveryCodeView}. */
export type CreateRecoveryCodeViewParameters = {
  /** The `latch-r1-…` code (`encodeRecoveryShare`). */
  code: string
  theme: DeviceStepTheme
  /** SYNC_THEME's `locale`: the language of the view's words; English when missing or unknown. */
  locale?: string | undefined
  /** Puts text on the clipboard (`navigator.clipboard.writeText`); may reject (no permission). */
  writeClipboard: ((text: string) => Promise<void>) | undefined
  /** The user confirmed saving the code and pressed Continue (called once). */
  onContinue: () => void
}

/**
 * "Save your recovery code", the device step of a wallet just created: why the code matters, the
 * code in groups, Copy, a checkbox "I have saved my recovery code", and Continue, enabled only
 * once the box is checked. Copy is the first control and takes the focus.
 *
 * The code is shown as text nodes only (`element`), and copied without the spaces between groups.
 *
 * @example
 * surface.show(createRecoveryCodeView(document, { code, theme, locale, writeClipboard, onContinue }))
 */
export function createRecoveryCodeView(
  document: Document,
  parameters: CreateRecoveryCodeViewParameters,
): HTMLElement {
  const { code, theme, locale, writeClipboard, onContinue } = parameters
  const { t, make, button } = createDeviceElements(document, locale)

  const codeLabelId = createViewId('code-label')
  const status = make('p', {
    className: 'latch-device__status',
    attributes: { role: 'status', 'aria-live': 'polite' },
  })
  const copy = button('secondary', {
    text: t('device.copy'),
    attributes: { 'data-autofocus': '' },
    on: {
      click: () => {
        const written = writeClipboard
          ? writeClipboard(code)
          : Promise.reject(new Error('no clipboard'))
        written.then(
          () => {
            copy.textContent = t('device.copied')
            status.textContent = t('device.copied')
          },
          () => {
            copy.textContent = t('device.copy')
            status.textContent = t('device.copyFailed')
          },
        )
      },
    },
  })
  const saved = make('input', {
    className: 'latch-device__checkbox',
    attributes: { type: 'checkbox' },
    on: {
      change: () => {
        proceed.disabled = !saved.checked
      },
    },
  })
  const proceed = button('primary', {
    text: t('device.continue'),
    on: {
      click: () => {
        if (!saved.checked || proceed.disabled) return
        // Once: a double click must not confirm twice.
        proceed.disabled = true
        saved.disabled = true
        onContinue()
      },
    },
  })
  proceed.disabled = true

  return createStepView(document, { theme, locale, title: t('device.saveTitle') }, [
    make('p', { className: 'latch-device__text', text: t('device.saveExplanation') }),
    make('p', {
      className: 'latch-device__label',
      text: t('device.codeLabel'),
      attributes: { id: codeLabelId },
    }),
    make(
      'p',
      {
        className: 'latch-device__code',
        attributes: { 'aria-labelledby': codeLabelId, 'data-testid': 'latch-recovery-code' },
      },
      formatRecoveryCode(code).flatMap((group, index) => [
        ...(index > 0 ? [' '] : []),
        make('span', { className: 'latch-device__code-group', text: group }),
      ]),
    ),
    make('div', { className: 'latch-device__row' }, [copy, status]),
    make('label', { className: 'latch-device__check' }, [saved, t('device.savedCheckbox')]),
    proceed,
  ])
}

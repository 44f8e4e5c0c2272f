import { createDeviceElements } from './createDeviceElements.js'
import { createStepView, createViewId, type DeviceStepTheme } from './createStepView.js'

/** Parameters of {@link createVerifyDeviceView}. */
export type CreateVerifyDeviceViewParameters = {
  theme: DeviceStepTheme
  /** SYNC_THEME's `locale`: the language of the view's words; English when missing or unknown. */
  locale?: string | undefined
  /**
   * Checks the code typed in. Resolves with a message to show under the input (the code was not
   * accepted; the visitor may try again), or `undefined` when the device is verified (the caller
   * then takes the view down). It should not reject; if it does, the form stays busy.
   */
  onSubmit: (code: string) => Promise<string | undefined>
}

/**
 * "Verify this device", the device step of a known wallet on a device without its share: one
 * labelled input for the recovery code (no autocomplete, spell check or autocorrect, so the code is
 * not remembered or sent to a spelling service), Continue, and an inline error. The input takes
 * the focus; Enter submits. While a code is checked, the form is busy and a second submit is
 * ignored; the input is emptied once the code is accepted.
 *
 * @example
 * surface.show(createVerifyDeviceView(document, { theme, locale, onSubmit: (code) => verify(code) }))
 */
export function createVerifyDeviceView(
  document: Document,
  { theme, locale, onSubmit }: CreateVerifyDeviceViewParameters,
): HTMLElement {
  const { t, make, button } = createDeviceElements(document, locale)

  const inputId = createViewId('recovery-code')
  const errorId = createViewId('recovery-code-error')
  const input = make('input', {
    className: 'latch-device__input',
    attributes: {
      id: inputId,
      name: 'recovery-code',
      type: 'text',
      autocomplete: 'off',
      autocapitalize: 'off',
      autocorrect: 'off',
      spellcheck: 'false',
      // The code is Latin letters and digits: typed left to right in any language.
      dir: 'ltr',
      'aria-describedby': errorId,
      'data-autofocus': '',
    },
  })
  const error = make('p', {
    className: 'latch-device__error',
    attributes: { id: errorId, role: 'alert' },
  })
  const submit = button('primary', {
    text: t('device.continue'),
    attributes: { type: 'submit' },
  })
  let busy = false
  const showError = (message: string) => {
    error.textContent = message
    input.setAttribute('aria-invalid', 'true')
  }
  const setBusy = (value: boolean) => {
    busy = value
    input.readOnly = value
    submit.disabled = value
    submit.textContent = t(value ? 'device.checking' : 'device.continue')
  }

  const form = make(
    'form',
    {
      className: 'latch-device__form',
      attributes: { novalidate: '' },
      on: {
        submit: (event) => {
          // Never a navigation: the frame's CSP has `form-action 'none'` anyway.
          event.preventDefault()
          if (busy) return
          error.textContent = ''
          input.removeAttribute('aria-invalid')
          setBusy(true)
          void onSubmit(input.value).then((message) => {
            if (message === undefined) {
              input.value = ''
              return
            }
            setBusy(false)
            showError(message)
            input.focus()
          })
        },
      },
    },
    [
      make('p', { className: 'latch-device__text', text: t('device.verifyExplanation') }),
      make('label', {
        className: 'latch-device__label',
        text: t('device.codeLabel'),
        attributes: { for: inputId },
      }),
      input,
      error,
      submit,
    ],
  )
  return createStepView(document, { theme, locale, title: t('device.verifyTitle') }, [form])
}

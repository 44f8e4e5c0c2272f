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
  /**
   * The user confirmed saving the code and pressed Continue. Resolves with a message to show (the
   * confirmation did not go through; Continue works again), or `undefined` when it did (the caller
   * then takes the view down). A second press while one is running is ignored.
   */
  onContinue: () => Promise<string | undefined>
  /** A code shown for an earlier attempt at this wallet no longer works: the view says so. */
  replacesEarlierCode?: boolean | undefined
  /**
   * Whether the browser keeps the frame's storage (`requestPersistentStorage`); when it resolves
   * `false`, the view says the recovery code may become the only way back in.
   */
  storageKept?: Promise<boolean> | undefined
}

/**
 * "Save your recovery code", the device step of a wallet just created: why the code matters (and,
 * when so, that an earlier code no longer works), the code in groups, Copy, a notice when the
 * browser may clear the wallet from this device, a checkbox "I have saved my recovery code", and
 * Continue, enabled only once the box is checked, with an inline error when the confirmation did
 * not go through. Copy is the first control and takes the focus.
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
  const { code, theme, locale, writeClipboard, onContinue, replacesEarlierCode, storageKept } =
    parameters
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
  const errorId = createViewId('confirm-error')
  const error = make('p', {
    className: 'latch-device__error latch-device__error--collapsible',
    attributes: { id: errorId, role: 'alert' },
  })
  const proceed = button('primary', {
    text: t('device.continue'),
    attributes: { 'aria-describedby': errorId },
    on: {
      click: () => {
        if (!saved.checked || proceed.disabled) return
        // Once at a time: a double click must not confirm twice.
        proceed.disabled = true
        saved.disabled = true
        error.textContent = ''
        void onContinue().then((message) => {
          if (message === undefined) return
          error.textContent = message
          saved.disabled = false
          proceed.disabled = false
        })
      },
    },
  })
  proceed.disabled = true

  const storageNotice = make('p', {
    className: 'latch-device__text latch-device__notice',
    attributes: { 'aria-live': 'polite' },
  })
  void storageKept?.then((kept) => {
    if (!kept) storageNotice.textContent = t('device.storageNotKept')
  })

  return createStepView(document, { theme, locale, title: t('device.saveTitle') }, [
    make('p', { className: 'latch-device__text', text: t('device.saveExplanation') }),
    ...(replacesEarlierCode
      ? [
          make('p', {
            className: 'latch-device__text latch-device__notice',
            text: t('device.codeReplaced'),
          }),
        ]
      : []),
    make('p', {
      className: 'latch-device__label',
      text: t('device.codeLabel'),
      attributes: { id: codeLabelId },
    }),
    make(
      'p',
      {
        className: 'latch-device__code',
        // Its groups read left to right in any language.
        attributes: {
          'aria-labelledby': codeLabelId,
          'data-testid': 'latch-recovery-code',
          dir: 'ltr',
        },
      },
      formatRecoveryCode(code).flatMap((group, index) => [
        ...(index > 0 ? [' '] : []),
        make('span', { className: 'latch-device__code-group', text: group }),
      ]),
    ),
    make('div', { className: 'latch-device__row' }, [copy, status]),
    storageNotice,
    make('label', { className: 'latch-device__check' }, [saved, t('device.savedCheckbox')]),
    error,
    proceed,
  ])
}

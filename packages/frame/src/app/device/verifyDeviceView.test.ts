import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { loadFrameLanguage } from '../i18n/translate.js'
import { createFrameSurface } from '../ui/frameSurface.js'
import { createVerifyDeviceView } from './verifyDeviceView.js'

// The German words load as the frame loads them for SYNC_THEME.
beforeAll(() => loadFrameLanguage('de'))

const parts = (view: HTMLElement) => {
  const input = view.querySelector('input')!
  return {
    input,
    label: view.querySelector('label'),
    submit: view.querySelector<HTMLButtonElement>('button[type="submit"]')!,
    error: view.querySelector('[role="alert"]')!,
  }
}

// A promise the test settles by hand.
const deferred = <value>() => {
  let resolve!: (value: value) => void
  const promise = new Promise<value>((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('createVerifyDeviceView', () => {
  test('default: a labelled input without autocomplete or spell check, focused', () => {
    const view = createVerifyDeviceView(document, { theme: 'light', onSubmit: vi.fn() })
    createFrameSurface(document).show(view)
    const { input, label, submit } = parts(view)
    expect(view.querySelector('h1')?.textContent).toBe('Verify this device')
    expect(label?.htmlFor).toBe(input.id)
    expect(label?.textContent).toBe('Recovery code')
    expect(input.getAttribute('autocomplete')).toBe('off')
    expect(input.getAttribute('spellcheck')).toBe('false')
    expect(input.getAttribute('autocapitalize')).toBe('off')
    expect(document.activeElement).toBe(input)
    expect(submit.textContent).toBe('Continue')
    expect(view.dataset.theme).toBe('light')
  })

  test('behavior: a rejected code shows the message inline, and another try works', async () => {
    const answers = [deferred<string | undefined>(), deferred<string | undefined>()]
    const onSubmit = vi.fn((_code: string) => answers[onSubmit.mock.calls.length - 1]!.promise)
    const view = createVerifyDeviceView(document, { theme: 'dark', onSubmit })
    createFrameSurface(document).show(view)
    const { input, submit, error } = parts(view)

    input.value = 'latch-r1-typo'
    submit.click()
    expect(onSubmit).toHaveBeenLastCalledWith('latch-r1-typo')
    expect(submit.disabled).toBe(true)
    expect(submit.textContent).toBe('Checking…')
    // Busy: Enter again does not submit twice.
    view.querySelector('form')!.requestSubmit()
    expect(onSubmit).toHaveBeenCalledOnce()
    answers[0]!.resolve('This is not a recovery code.')
    await vi.waitFor(() => expect(error.textContent).toBe('This is not a recovery code.'))
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe(error.id)
    expect(submit.disabled).toBe(false)
    expect(document.activeElement).toBe(input)

    input.value = 'latch-r1-right'
    submit.click()
    expect(error.textContent).toBe('')
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    answers[1]!.resolve(undefined)
    await vi.waitFor(() => expect(input.value).toBe(''))
    expect(onSubmit).toHaveBeenCalledTimes(2)
  })

  test('behavior: locale de shows the view in German, busy state included', () => {
    const onSubmit = vi.fn((_code: string) => new Promise<string | undefined>(() => {}))
    const view = createVerifyDeviceView(document, { theme: 'light', locale: 'de', onSubmit })
    createFrameSurface(document).show(view)
    const { input, label, submit } = parts(view)
    expect(view.lang).toBe('de')
    expect(view.querySelector('h1')?.textContent).toBe('Dieses Gerät bestätigen')
    expect(view.querySelector('.latch-device__text')?.textContent).toBe(
      'Deine Wallet ist noch nicht auf diesem Gerät. Gib den Wiederherstellungscode ein, den du beim Erstellen gespeichert hast.',
    )
    expect(label?.textContent).toBe('Wiederherstellungscode')
    expect(submit.textContent).toBe('Weiter')
    input.value = 'latch-r1-code'
    submit.click()
    expect(submit.textContent).toBe('Wird geprüft…')
  })

  test('behavior: an unknown locale falls back to English', () => {
    const view = createVerifyDeviceView(document, {
      theme: 'light',
      locale: 'fr',
      onSubmit: vi.fn(),
    })
    expect(view.lang).toBe('en')
    expect(view.querySelector('h1')?.textContent).toBe('Verify this device')
    expect(parts(view).submit.textContent).toBe('Continue')
  })
})

import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { createWalletSecret } from '../../keys/createWalletSecret.js'
import { decodeRecoveryShare, encodeRecoveryShare } from '../../keys/recoveryShareCodec.js'
import { splitSecret } from '../../keys/splitSecret.js'
import { loadFrameLanguage, translate } from '../i18n/translate.js'
import { createFrameSurface } from '../ui/frameSurface.js'
import { formatRecoveryCode } from './formatRecoveryCode.js'
import { createRecoveryCodeView } from './recoveryCodeView.js'

// The German words load as the frame loads them for SYNC_THEME.
beforeAll(() => loadFrameLanguage('de'))

const newCode = async () => {
  const { recovery } = await splitSecret(createWalletSecret())
  return { code: encodeRecoveryShare(recovery), recovery }
}

const parts = (view: HTMLElement) => {
  const buttons = [...view.querySelectorAll('button')]
  return {
    title: view.querySelector('h1'),
    code: view.querySelector<HTMLElement>('.latch-device__code'),
    copy: buttons.find((button) => button.classList.contains('latch-device__button--secondary'))!,
    proceed: buttons.find((button) => button.classList.contains('latch-device__button--primary'))!,
    checkbox: view.querySelector<HTMLInputElement>('input[type="checkbox"]')!,
    status: view.querySelector('[role="status"]'),
  }
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('createRecoveryCodeView', () => {
  test('default: the code in groups, Copy focused, Continue disabled until the box is checked', async () => {
    const { code, recovery } = await newCode()
    const onContinue = vi.fn(async (): Promise<string | undefined> => undefined)
    const view = createRecoveryCodeView(document, {
      code,
      theme: 'dark',
      writeClipboard: undefined,
      onContinue,
    })
    createFrameSurface(document).show(view)
    const { title, code: shown, copy, proceed, checkbox } = parts(view)
    expect(title?.textContent).toBe('Save your recovery code')
    expect(view.getAttribute('aria-labelledby')).toBe(title?.id)
    expect(view.dataset.theme).toBe('dark')
    expect(view.textContent).toContain('not even this site or Latch')
    expect([...shown!.querySelectorAll('span')].map((span) => span.textContent)).toEqual(
      formatRecoveryCode(code),
    )
    // What is shown decodes to the share (spaces between groups are ignored).
    expect(decodeRecoveryShare(shown!.textContent ?? '')).toEqual(recovery)
    expect(document.activeElement).toBe(copy)
    expect(checkbox.closest('label')?.textContent).toBe('I have saved my recovery code')

    expect(proceed.disabled).toBe(true)
    proceed.click()
    expect(onContinue).not.toHaveBeenCalled()
    checkbox.click()
    expect(proceed.disabled).toBe(false)
    checkbox.click()
    expect(proceed.disabled).toBe(true)
    checkbox.click()
    proceed.click()
    proceed.click()
    expect(onContinue).toHaveBeenCalledOnce()
  })

  test('behavior: a confirmation that did not go through shows why, and Continue works again', async () => {
    const { code } = await newCode()
    let answer: (message: string | undefined) => void = () => {}
    const onContinue = vi.fn(
      () =>
        new Promise<string | undefined>((resolve) => {
          answer = resolve
        }),
    )
    const view = createRecoveryCodeView(document, {
      code,
      theme: undefined,
      writeClipboard: undefined,
      onContinue,
    })
    createFrameSurface(document).show(view)
    const { proceed, checkbox } = parts(view)
    const error = view.querySelector('[role="alert"]')!
    checkbox.click()
    proceed.click()
    // Busy while the server is asked: a second press does nothing.
    expect(proceed.disabled).toBe(true)
    expect(checkbox.disabled).toBe(true)
    proceed.click()
    expect(onContinue).toHaveBeenCalledOnce()
    answer('Could not finish setting up the wallet. Check your connection and try again.')
    await vi.waitFor(() => expect(proceed.disabled).toBe(false))
    expect(error.textContent).toBe(
      'Could not finish setting up the wallet. Check your connection and try again.',
    )
    expect(proceed.getAttribute('aria-describedby')).toBe(error.id)
    proceed.click()
    expect(onContinue).toHaveBeenCalledTimes(2)
    expect(error.textContent).toBe('')
  })

  test('behavior: the notices of a replaced code and of storage the browser may clear', async () => {
    const { code } = await newCode()
    const replaced =
      'Any recovery code you saw before for this wallet no longer works. Save this one.'
    const notKept =
      'This browser may clear the wallet from this device. Your recovery code is then the only way back in.'
    const plain = createRecoveryCodeView(document, {
      code,
      theme: undefined,
      writeClipboard: undefined,
      onContinue: vi.fn(async () => undefined),
      storageKept: Promise.resolve(true),
    })
    await Promise.resolve()
    expect(plain.textContent).not.toContain(replaced)
    expect(plain.textContent).not.toContain(notKept)
    const warned = createRecoveryCodeView(document, {
      code,
      theme: undefined,
      locale: 'de',
      writeClipboard: undefined,
      onContinue: vi.fn(async () => undefined),
      replacesEarlierCode: true,
      storageKept: Promise.resolve(false),
    })
    expect(warned.textContent).toContain(translate('de', 'device.codeReplaced'))
    await vi.waitFor(() =>
      expect(warned.textContent).toContain(translate('de', 'device.storageNotKept')),
    )
  })

  test('behavior: Copy writes the code without spaces and shows Copied', async () => {
    const { code } = await newCode()
    const writeClipboard = vi.fn(async (_text: string) => {})
    const view = createRecoveryCodeView(document, {
      code,
      theme: undefined,
      writeClipboard,
      onContinue: vi.fn(async () => undefined),
    })
    const { copy, status } = parts(view)
    expect(view.hasAttribute('data-theme')).toBe(false)
    copy.click()
    expect(writeClipboard).toHaveBeenCalledWith(code)
    await vi.waitFor(() => expect(copy.textContent).toBe(translate('en', 'device.copied')))
    expect(status?.textContent).toBe('Copied')
  })

  test('error: a clipboard that refuses says so', async () => {
    const { code } = await newCode()
    const view = createRecoveryCodeView(document, {
      code,
      theme: 'light',
      writeClipboard: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
      onContinue: vi.fn(async () => undefined),
    })
    const { copy, status } = parts(view)
    copy.click()
    await vi.waitFor(() => expect(status?.textContent).toBe(translate('en', 'device.copyFailed')))
    expect(copy.textContent).toBe('Copy')
  })

  test('behavior: locale de shows the view in German, the code as it is', async () => {
    const { code } = await newCode()
    const writeClipboard = vi.fn(async (_text: string) => {})
    const view = createRecoveryCodeView(document, {
      code,
      theme: 'dark',
      locale: 'de-CH',
      writeClipboard,
      onContinue: vi.fn(async () => undefined),
    })
    const { title, code: shown, copy, proceed, checkbox, status } = parts(view)
    expect(view.lang).toBe('de')
    expect(title?.textContent).toBe('Speichere deinen Wiederherstellungscode')
    expect(view.textContent).toContain('auch nicht diese Seite oder Latch')
    expect(view.querySelector('.latch-device__label')?.textContent).toBe('Wiederherstellungscode')
    expect(checkbox.closest('label')?.textContent).toBe(
      'Ich habe meinen Wiederherstellungscode gespeichert',
    )
    expect([copy.textContent, proceed.textContent]).toEqual(['Kopieren', 'Weiter'])
    expect(shown?.textContent?.replaceAll(' ', '')).toBe(code)
    copy.click()
    await vi.waitFor(() => expect(status?.textContent).toBe('Kopiert'))
  })

  test('behavior: an unknown locale falls back to English', async () => {
    const { code } = await newCode()
    const view = createRecoveryCodeView(document, {
      code,
      theme: 'light',
      locale: 'xx-YY',
      writeClipboard: undefined,
      onContinue: vi.fn(async () => undefined),
    })
    expect(view.lang).toBe('en')
    expect(parts(view).title?.textContent).toBe('Save your recovery code')
    expect(parts(view).copy.textContent).toBe('Copy')
  })

  test('behavior: a code that looks like markup stays text', () => {
    const view = createRecoveryCodeView(document, {
      code: 'latch-r1-<img src=x onerror=alert(1)>',
      theme: 'light',
      writeClipboard: undefined,
      onContinue: vi.fn(async () => undefined),
    })
    expect(view.querySelector('img')).toBeNull()
  })
})

describe('formatRecoveryCode', () => {
  test('default: the prefix joined to the first group, the groups balanced', () => {
    expect(formatRecoveryCode('latch-r1-2Nq3Xy7Pab')).toEqual(['latch-r1-2Nq3', 'Xy7', 'Pab'])
  })

  test('behavior: no dangling prefix, no group shorter than three, joined it is the code', () => {
    const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
    for (let length = 6; length <= 120; length++) {
      const code = `latch-r1-${alphabet.repeat(3).slice(0, length)}`
      const groups = formatRecoveryCode(code)
      expect(groups.join('')).toBe(code)
      expect(groups[0]!.length).toBeGreaterThan('latch-r1-'.length)
      for (const group of groups.slice(1)) expect([3, 4]).toContain(group.length)
    }
  })
})

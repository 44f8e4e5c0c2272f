import { createConfig } from '@latch/core'
import { latchCatalogue } from '@latch/core/locales'
import { mainnet } from '@latch/core/networks'
import { memoryStorage, mockAdapter } from '@latch/test'
import { afterEach, expect, test } from 'vitest'
import { showSecureFrame } from './showSecureFrame.js'

afterEach(() => document.body.replaceChildren())

const config = createConfig(
  { networks: [mainnet], storage: memoryStorage(), adapters: [mockAdapter()] },
  { catalogue: latchCatalogue },
)

function slotAt(box: { top: number; left: number; width: number; height: number }) {
  const slot = document.createElement('div')
  slot.getBoundingClientRect = () => ({ ...box, right: 0, bottom: 0, x: 0, y: 0, toJSON() {} })
  document.body.append(slot)
  return slot
}

function hiddenFrame() {
  const iframe = document.createElement('iframe')
  iframe.id = 'w3m-iframe'
  iframe.tabIndex = -1
  iframe.setAttribute('aria-hidden', 'true')
  Object.assign(iframe.style, { position: 'fixed', width: '0', height: '0', opacity: '0' })
  return iframe
}

test('default: the frame covers the slot, visible and reachable, then hides again', () => {
  const iframe = hiddenFrame()
  document.body.append(iframe)
  const hide = showSecureFrame(config, slotAt({ top: 80, left: 20, width: 358, height: 440 }))
  expect(iframe.style).toMatchObject({
    top: '80px',
    left: '20px',
    width: '358px',
    height: '440px',
    opacity: '1',
    pointerEvents: 'auto',
    zIndex: '1000',
  })
  expect(iframe.hasAttribute('aria-hidden')).toBe(false)
  expect(iframe.tabIndex).toBe(0)
  expect(iframe.title).toBe('Secure wallet')
  expect(document.activeElement).toBe(iframe)

  hide()
  expect(iframe.style).toMatchObject({ width: '0px', height: '0px', opacity: '0' })
  expect(iframe.style.pointerEvents).toBe('none')
  expect(iframe.getAttribute('aria-hidden')).toBe('true')
  expect(iframe.tabIndex).toBe(-1)
})

test('behavior: a frame attached after the view opened is shown when it arrives', async () => {
  const hide = showSecureFrame(config, slotAt({ top: 10, left: 10, width: 358, height: 440 }))
  const iframe = hiddenFrame()
  document.body.append(iframe)
  await Promise.resolve()
  expect(iframe.style.opacity).toBe('1')
  hide()
  expect(iframe.style.opacity).toBe('0')
})

import { describe, expect, test, vi } from 'vitest'
import { element } from './element.js'

describe('element', () => {
  test('default: text, class, attributes, children and listeners', () => {
    const click = vi.fn()
    const node = element(
      'button',
      { className: 'primary', text: 'Approve', attributes: { type: 'button' }, on: { click } },
      [element('span', { text: '!' })],
    )
    node.click()
    expect(node.outerHTML).toBe(
      '<button class="primary" type="button">Approve<span>!</span></button>',
    )
    expect(click).toHaveBeenCalledOnce()
  })

  test('behavior: text that looks like markup stays text', () => {
    const node = element('p', { text: '<img src=x onerror=alert(1)>' }, ['<b>bold</b>'])
    expect(node.children).toHaveLength(0)
    expect(node.textContent).toBe('<img src=x onerror=alert(1)><b>bold</b>')
  })
})

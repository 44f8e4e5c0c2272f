// AppKit's colour-mix theme variables in a real browser: the `--latch-*` custom properties
// themeStyle writes on the modal's root (unit-tested in packages/react) are resolved by
// Chromium's `color-mix()` into the backgrounds the visitor sees.
import type { Page } from '@playwright/test'
import { expect, openConnect, test } from './fixtures.js'

/** Sets custom properties on the modal's themed root, as themeStyle does from themeVariables. */
async function setRootStyle(page: Page, properties: Record<string, string>) {
  await page.evaluate((values) => {
    const root = document
      .querySelector('latch-modal')
      ?.shadowRoot?.querySelector<HTMLElement>('[data-latch]')
    for (const [name, value] of Object.entries(values)) root?.style.setProperty(name, value)
  }, properties)
}

/** A computed colour as 0–255 channels, whether Chromium writes `rgb()` or `color(srgb …)`. */
async function channels(page: Page, selector: string, property: string): Promise<number[]> {
  const value = await page.evaluate(
    ([query, name]) => {
      const element = document.querySelector('latch-modal')?.shadowRoot?.querySelector(query ?? '')
      return element ? getComputedStyle(element).getPropertyValue(name ?? '') : ''
    },
    [selector, property],
  )
  const numbers = (value.match(/[\d.]+/g) ?? []).map(Number)
  return value.startsWith('color(')
    ? numbers.slice(0, 3).map((n) => Math.round(n * 255))
    : numbers.slice(0, 3)
}

test('the colour mix blends into the modal background, by its strength', async ({ page }) => {
  await page.goto('/')
  await openConnect(page)
  // No mix set: the light theme's own white.
  expect(await channels(page, '.latch-dialog', 'background-color')).toEqual([255, 255, 255])
  await setRootStyle(page, { '--latch-color-mix': '#00BB7F', '--latch-color-mix-strength': '40%' })
  // 40% of rgb(0, 187, 127) into white: rgb(153, 228, 204).
  const mixed = await channels(page, '.latch-dialog', 'background-color')
  for (const [index, expected] of [153, 228, 204].entries())
    expect(Math.abs((mixed[index] ?? 0) - expected)).toBeLessThanOrEqual(1)
})

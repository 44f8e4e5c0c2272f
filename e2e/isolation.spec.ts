import { expect, modal, openConnect, test } from './fixtures.js'

const hostileCss = `
  * { font-family: "Comic Sans MS", cursive !important; color: red !important; background: yellow !important;
      border: 5px dashed lime !important; padding: 40px !important; display: block !important; }
  div, button, h2 { transform: rotate(3deg) !important; visibility: hidden !important; }
  latch-modal, [data-latch] { display: none !important; }
`

async function modalStyles(page: import('@playwright/test').Page) {
  return modal(page).evaluate((dialog) => {
    const read = (element: Element) => {
      const style = getComputedStyle(element)
      return [
        style.color,
        style.backgroundColor,
        style.fontFamily,
        style.padding,
        style.display,
        style.visibility,
        style.transform,
        style.borderTopStyle,
      ]
    }
    const title = dialog.querySelector('h2')!
    const button = dialog.querySelector('button')!
    const box = dialog.getBoundingClientRect()
    return { dialog: read(dialog), title: read(title), button: read(button), width: box.width }
  })
}

test('a hostile stylesheet on the host page does not change the modal', async ({ page }) => {
  // No entrance animation, so both reads see the settled dialog.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await openConnect(page)
  const before = await modalStyles(page)
  expect(before.width).toBe(360)
  await page.getByRole('button', { name: 'Close' }).click()

  await page.addStyleTag({ content: hostileCss })
  await page.evaluate(() => {
    // Inherited properties reach into a shadow root unless the host resets them.
    document.body.style.setProperty('color', 'red', 'important')
    document.body.style.setProperty('font-size', '40px', 'important')
  })
  await page.evaluate(() => {
    const button = document.querySelector('[data-testid="latch-connect-button"]') as HTMLElement
    button.shadowRoot?.querySelector('button')?.click()
  })
  await expect(modal(page)).toBeVisible()
  // The pointer rests where Close was clicked; a hover style is not what this test is about.
  await page.mouse.move(0, 0)
  expect(await modalStyles(page)).toEqual(before)
})

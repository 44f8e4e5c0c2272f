import { colorChannels } from './colorChannels.js'

/**
 * The element around `node`, through a shadow root's boundary: a button inside an
 * `<appkit-button>` tag's shadow root is on the page's background, not on nothing.
 */
function parentOf(node: Element): Element | null {
  if (node.parentElement) return node.parentElement
  const parent = node.parentNode
  return parent instanceof ShadowRoot ? parent.host : null
}

/**
 * Whether the page behind an element is light or dark: the first background colour that is not
 * transparent on the way up from the element, else the page's colour scheme (a light canvas
 * unless the page asks for `color-scheme: dark`). `undefined` for a colour it cannot read.
 *
 * @example
 * pageTone(host) // 'light' on a white page
 */
export function pageTone(element: Element): 'light' | 'dark' | undefined {
  for (let node: Element | null = element; node; node = parentOf(node)) {
    const channels = colorChannels(getComputedStyle(node).backgroundColor)
    if (!channels) return undefined
    if (channels[3] === 0) continue
    const [red = 0, green = 0, blue = 0] = channels
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue >= 128 ? 'light' : 'dark'
  }
  return getComputedStyle(document.documentElement).colorScheme.startsWith('dark')
    ? 'dark'
    : 'light'
}

import type { Namespace } from '@latch/core'
import type { AppKitButtonProps } from '../buttons/AppKitButton.js'
import { warnOnce } from '../utils/warnOnce.js'

const namespaces: readonly Namespace[] = ['eip155', 'solana', 'bip122', 'polkadot']

/**
 * One of `allowed`, or `undefined` (the button's default) for an absent attribute; any other
 * value warns once and is treated as absent, as a typo should not break the page.
 */
function readChoice<value extends string>(
  element: Element,
  attribute: string,
  allowed: readonly value[],
): value | undefined {
  const text = element.getAttribute(attribute)
  if (text === null) return undefined
  if ((allowed as readonly string[]).includes(text)) return text as value
  warnOnce(
    `<${element.localName} ${attribute}="${text}"> is not one of ${allowed.map((v) => `"${v}"`).join(', ')}; the default is used.`,
  )
  return undefined
}

/**
 * The button props an `<appkit-*>` tag's attributes say. Attributes are the page's input, so
 * each is checked against AppKit's documented values; text is used as text, never as markup.
 *
 * @example
 * readElementProps(element) // { size: 'sm', disabled: true, label: undefined, ... }
 */
export function readElementProps(element: Element): Required<AppKitButtonProps> {
  const disabled = element.getAttribute('disabled')
  return {
    size: readChoice(element, 'size', ['sm', 'md']),
    label: element.getAttribute('label') ?? undefined,
    loadingLabel:
      element.getAttribute('loading-label') ?? element.getAttribute('loadinglabel') ?? undefined,
    // A boolean attribute; React 18 writes `disabled={false}` on a custom element as "false".
    disabled: disabled !== null && disabled !== 'false',
    balance: readChoice(element, 'balance', ['show', 'hide']),
    namespace: readChoice(element, 'namespace', namespaces),
  }
}

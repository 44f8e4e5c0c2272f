/** Attributes and properties {@link element} sets; `on*` keys add listeners. */
export type ElementProps = {
  className?: string
  /** Plain text only: set through `textContent`, never parsed as markup. */
  text?: string
  attributes?: Record<string, string>
  on?: Partial<{ [type in keyof HTMLElementEventMap]: (event: HTMLElementEventMap[type]) => void }>
}

/**
 * Builds one element of the frame's own views with DOM calls. Text always goes through
 * `textContent` (the frame runs under Trusted Types and never uses `innerHTML`), so a dapp name or
 * a message to sign can never become markup.
 *
 * @example
 * element('button', { className: 'primary', text: 'Approve', on: { click: approve } })
 */
export function element<tag extends keyof HTMLElementTagNameMap>(
  tag: tag,
  props: ElementProps = {},
  children: readonly (Node | string | undefined | false)[] = [],
  document: Document = globalThis.document,
): HTMLElementTagNameMap[tag] {
  const node = document.createElement(tag)
  if (props.className) node.className = props.className
  if (props.text !== undefined) node.textContent = props.text
  for (const [name, value] of Object.entries(props.attributes ?? {})) node.setAttribute(name, value)
  for (const [type, listener] of Object.entries(props.on ?? {}))
    node.addEventListener(type, listener as EventListener)
  for (const child of children)
    if (child !== undefined && child !== false)
      node.append(typeof child === 'string' ? document.createTextNode(child) : child)
  return node
}

/**
 * A strict allow-list SVG sanitiser (SECURITY.md T12, T14). The input is parsed into a tree,
 * everything not on the allow-lists is dropped, and the output is serialised from the tree, so no
 * byte of the original text reaches the output unless it was parsed, checked and re-escaped.
 */

/** Inputs larger than this are refused: wallet icons are a few kilobytes. */
export const maximumSvgBytes = 128 * 1024

// Icons nest a handful of groups; a deep tree is an attack on the recursive steps below.
const maximumDepth = 64

const svgNamespace = 'http://www.w3.org/2000/svg'

type SvgElement = { name: string; attributes: [string, string][]; children: SvgNode[] }
type SvgNode = SvgElement | string

// Shapes, structure, paint servers and the filter primitives used for drop shadows. Left out on
// purpose: script, style, foreignObject, image, feImage, a, animate/set (they can rewrite href),
// and anything namespaced (sodipodi:, inkscape:, svg:), which is dropped with its content.
const allowedElements = new Set([
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'defs',
  'symbol',
  'use',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'title',
  'desc',
  'text',
  'tspan',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComposite',
  'feDropShadow',
  'feFlood',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feOffset',
])

/** Elements whose text content is kept; text elsewhere is only indentation. */
const textElements = new Set(['title', 'desc', 'text', 'tspan'])

// Geometry, presentation and paint-server attributes. `style` and `class` are left out: CSS can
// load URLs, and classes only matter with a stylesheet, which is dropped. No `on*` is listed.
const allowedAttributes = new Set([
  'id',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'dx',
  'dy',
  'd',
  'points',
  'width',
  'height',
  'pathLength',
  'viewBox',
  'preserveAspectRatio',
  'transform',
  'gradientTransform',
  'gradientUnits',
  'spreadMethod',
  'offset',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'filterUnits',
  'primitiveUnits',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'stop-color',
  'stop-opacity',
  'clip-path',
  'clip-rule',
  'mask',
  'filter',
  'color',
  'display',
  'visibility',
  'overflow',
  'shape-rendering',
  'vector-effect',
  'paint-order',
  'color-interpolation-filters',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'letter-spacing',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'rotate',
  'textLength',
  'lengthAdjust',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'flood-color',
  'flood-opacity',
  'values',
  'type',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'href',
])

const localReference = /^#[A-Za-z_][\w.:-]*$/
const localUrl = /url\(\s*(['"]?)#[A-Za-z_][\w.:-]*\1\s*\)/gi
const safeId = /^[A-Za-z_][\w.:-]*$/
const dangerousValue = /javascript:|vbscript:|data:|expression\(|@import|\\/i

/** Returns the sanitised SVG, or undefined when the input is not a well-formed SVG document. */
export function sanitizeSvg(svg: string): string | undefined {
  // A character is at least one UTF-8 byte, so the length test avoids encoding huge inputs.
  if (svg.length > maximumSvgBytes) return undefined
  if (new TextEncoder().encode(svg).length > maximumSvgBytes) return undefined
  const root = parseXml(svg)
  if (root?.name !== 'svg') return undefined
  const clean = cleanElement(root)
  return clean ? serialize(clean, true) : undefined
}

function cleanElement(element: SvgElement): SvgElement | undefined {
  if (!allowedElements.has(element.name)) return undefined
  const attributes = cleanAttributes(element.attributes)
  // A `use` without a local target would render nothing, or fetch something if it were kept.
  if (element.name === 'use' && !attributes.some(([name]) => name === 'href')) return undefined
  const keepText = textElements.has(element.name)
  const children: SvgNode[] = []
  for (const child of element.children) {
    if (typeof child === 'string') {
      if (keepText) children.push(child)
      continue
    }
    const clean = cleanElement(child)
    if (clean) children.push(clean)
  }
  return { name: element.name, attributes, children }
}

function cleanAttributes(attributes: readonly [string, string][]): [string, string][] {
  const kept = new Map<string, string>()
  for (const [rawName, value] of attributes) {
    // SVG 2 reads a plain `href`, so the xlink form is renamed and no namespace is needed.
    const name = rawName === 'xlink:href' ? 'href' : rawName
    if (!allowedAttributes.has(name) || kept.has(name)) continue
    if (name === 'href') {
      if (localReference.test(value)) kept.set(name, value)
      continue
    }
    if (name === 'id') {
      if (safeId.test(value)) kept.set(name, value)
      continue
    }
    if (isSafeValue(value)) kept.set(name, value)
  }
  return [...kept]
}

// Presentation values can hold CSS functions; only `url(#local)` is allowed, so nothing is
// fetched, and script-ish schemes are refused even where a browser would ignore them.
function isSafeValue(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is stripped
  const compact = value.replace(/[\s\u0000-\u001f]+/g, '')
  if (dangerousValue.test(compact)) return false
  return !/url\(/i.test(value.replace(localUrl, ''))
}

function serialize(element: SvgElement, isRoot: boolean): string {
  const attributes: [string, string][] = isRoot
    ? [['xmlns', svgNamespace], ...element.attributes]
    : element.attributes
  const attributeText = attributes
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('')
  const open = `<${element.name}${attributeText}`
  if (element.children.length === 0) return `${open}/>`
  const content = element.children
    .map((child) => (typeof child === 'string' ? escapeText(child) : serialize(child, false)))
    .join('')
  return `${open}>${content}</${element.name}>`
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;')

// --- A small XML parser: enough of XML 1.0 for icons, strict about everything else. ---

// XML 1.0 forbids these characters; a lone surrogate means the text was not valid Unicode.
const forbiddenCharacters =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the forbidden characters
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

// ASCII names only: the allow-lists are ASCII, and any other name would be dropped anyway.
const namePattern = /[A-Za-z_:][-A-Za-z0-9_:.]*/y
const whitespacePattern = /[ \t\r\n]+/y
const predefinedEntities: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
}

/** Parses a document into its root element; undefined when it is not well-formed. */
function parseXml(input: string): SvgElement | undefined {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input
  if (forbiddenCharacters.test(text)) return undefined
  let position = 0
  let root: SvgElement | undefined
  let sawDoctype = false
  const stack: SvgElement[] = []

  const readName = () => {
    namePattern.lastIndex = position
    const match = namePattern.exec(text)
    if (!match) return undefined
    position += match[0].length
    return match[0]
  }
  const skipWhitespace = () => {
    whitespacePattern.lastIndex = position
    const match = whitespacePattern.exec(text)
    if (match) position += match[0].length
    return match !== null
  }
  const skipPast = (terminator: string) => {
    const end = text.indexOf(terminator, position)
    if (end < 0) return false
    position = end + terminator.length
    return true
  }

  while (position < text.length) {
    const current = stack.at(-1)
    if (text[position] !== '<') {
      const end = text.indexOf('<', position)
      const raw = text.slice(position, end < 0 ? text.length : end)
      position += raw.length
      if (!current) {
        // Outside the root only whitespace may appear.
        if (raw.trim() !== '') return undefined
        continue
      }
      if (raw.includes(']]>')) return undefined
      const decoded = decodeEntities(raw)
      if (decoded === undefined) return undefined
      current.children.push(decoded)
      continue
    }
    if (text.startsWith('<!--', position)) {
      position += 4
      if (!skipPast('-->')) return undefined
      continue
    }
    if (text.startsWith('<![CDATA[', position)) {
      if (!current) return undefined
      position += 9
      const start = position
      if (!skipPast(']]>')) return undefined
      current.children.push(text.slice(start, position - 3))
      continue
    }
    if (text.startsWith('<?', position)) {
      // The XML declaration may only open the document; other processing instructions are
      // dropped.
      const isDeclaration = /^<\?xml[ \t\r\n?]/i.test(text.slice(position, position + 6))
      if (isDeclaration && position !== 0) return undefined
      position += 2
      if (!skipPast('?>')) return undefined
      continue
    }
    if (text.startsWith('<!DOCTYPE', position)) {
      // Skipped, never interpreted: its entities are unknown below, so any reference to them
      // (billion laughs, external entities) makes the document fail instead of expanding.
      if (root || sawDoctype) return undefined
      sawDoctype = true
      position += 9
      if (!skipDoctype()) return undefined
      continue
    }
    if (text.startsWith('<!', position)) return undefined
    if (text.startsWith('</', position)) {
      position += 2
      const name = readName()
      skipWhitespace()
      if (!current || name !== current.name || text[position] !== '>') return undefined
      position += 1
      stack.pop()
      continue
    }
    // A start tag.
    position += 1
    if (root && !current) return undefined
    if (stack.length >= maximumDepth) return undefined
    const element = readStartTag()
    if (!element) return undefined
    if (current) current.children.push(element)
    else root = element
    if (text.startsWith('/>', position)) position += 2
    else if (text[position] === '>') {
      position += 1
      stack.push(element)
    } else return undefined
  }
  return root && stack.length === 0 ? root : undefined

  function readStartTag(): SvgElement | undefined {
    const name = readName()
    if (!name) return undefined
    const attributes: [string, string][] = []
    const seen = new Set<string>()
    for (;;) {
      const spaced = skipWhitespace()
      if (text[position] === '>' || text.startsWith('/>', position)) break
      if (!spaced) return undefined
      const attribute = readName()
      if (!attribute || seen.has(attribute)) return undefined
      seen.add(attribute)
      skipWhitespace()
      if (text[position] !== '=') return undefined
      position += 1
      skipWhitespace()
      const quote = text[position]
      if (quote !== '"' && quote !== "'") return undefined
      const end = text.indexOf(quote, position + 1)
      if (end < 0) return undefined
      const raw = text.slice(position + 1, end)
      position = end + 1
      if (raw.includes('<')) return undefined
      const value = decodeEntities(raw.replace(/[\t\r\n]/g, ' '))
      if (value === undefined) return undefined
      attributes.push([attribute, value])
    }
    return { name, attributes, children: [] }
  }

  function skipDoctype(): boolean {
    while (position < text.length) {
      const char = text[position]
      if (char === '>') {
        position += 1
        return true
      }
      if (char === '"' || char === "'") {
        const end = text.indexOf(char, position + 1)
        if (end < 0) return false
        position = end + 1
        continue
      }
      if (char === '[') {
        position += 1
        if (!skipInternalSubset()) return false
        continue
      }
      position += 1
    }
    return false
  }

  function skipInternalSubset(): boolean {
    while (position < text.length) {
      if (text.startsWith('<!--', position)) {
        position += 4
        if (!skipPast('-->')) return false
        continue
      }
      const char = text[position]
      if (char === ']') {
        position += 1
        return true
      }
      if (char === '"' || char === "'") {
        const end = text.indexOf(char, position + 1)
        if (end < 0) return false
        position = end + 1
        continue
      }
      position += 1
    }
    return false
  }
}

/** Decodes the five predefined entities and character references; undefined for any other. */
function decodeEntities(raw: string): string | undefined {
  if (!raw.includes('&')) return raw
  let failed = false
  const decoded = raw.replace(/&([^&;]*)(;?)/g, (_match, body: string, semicolon: string) => {
    if (!semicolon) {
      failed = true
      return ''
    }
    const named = predefinedEntities[body]
    if (named !== undefined) return named
    const numeric = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(body)
    const code = numeric
      ? Number.parseInt(numeric[1] ?? numeric[2] ?? '', numeric[1] ? 16 : 10)
      : Number.NaN
    if (!isXmlCharacter(code)) {
      failed = true
      return ''
    }
    return String.fromCodePoint(code)
  })
  return failed ? undefined : decoded
}

const isXmlCharacter = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff)

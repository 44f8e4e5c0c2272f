import { describe, expect, it } from 'vitest'
import { maximumSvgBytes, sanitizeSvg } from './sanitizeSvg.js'

const ns = 'xmlns="http://www.w3.org/2000/svg"'
const open = `<svg ${ns}>`

/** Nothing in the output can run script, load anything or bring back a dropped construct. */
function expectInert(output: string | undefined) {
  if (output === undefined) return
  // Text content is escaped and inert, so the attribute checks look at the tags only.
  const withoutNamespace = output.replace(` ${ns}`, '').replace(/>[^<]*</g, '><')
  expect(withoutNamespace).not.toMatch(
    /<(script|foreignObject|iframe|style|image|a|animate|set)\b/i,
  )
  expect(withoutNamespace).not.toMatch(/\son\w*=/i)
  expect(withoutNamespace).not.toMatch(/javascript:|vbscript:|data:|https?:|\/\/evil/i)
  expect(withoutNamespace).not.toMatch(/<!|&(?!(amp|lt|gt|quot);)|\sstyle=|\sclass=/)
  // The output is a fixed point: sanitising it again changes nothing.
  expect(sanitizeSvg(output)).toBe(output)
}

// Payloads from the usual SVG XSS lists, each as a whole document.
const corpus: Record<string, string> = {
  onload: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1"/></svg>',
  onloadUpperCase: '<svg ONLOAD="alert(1)" OnError="x"><rect width="1"/></svg>',
  script: '<svg><script>alert(1)</script><script href="https://evil/x.js"/></svg>',
  scriptUpperCase: '<svg><SCRIPT>alert(1)</SCRIPT></svg>',
  scriptNamespaced:
    '<svg xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script></svg>',
  scriptRenamespaced: '<svg><script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script></svg>',
  anchor:
    '<svg xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><rect width="9"/></a></svg>',
  foreignObject:
    '<svg><foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/></foreignObject></svg>',
  useExternal:
    '<svg><use href="https://evil/sprite.svg#x"/><use xlink:href="data:image/svg+xml,x"/></svg>',
  useJavascript: '<svg><use href="javascript:alert(1)"/></svg>',
  styleAttribute: '<svg><rect style="background:url(javascript:alert(1))" width="1"/></svg>',
  styleElement: '<svg><style>@import url(https://evil/x.css); rect{fill:red}</style></svg>',
  image:
    '<svg><image href="https://evil/track.png"/><image href="data:image/png;base64,AA=="/></svg>',
  feImage: '<svg><filter id="f"><feImage href="https://evil/x"/></filter></svg>',
  animateHref:
    '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
  setHref: '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>',
  fillUrlExternal: '<svg><rect fill="url(https://evil/x.svg#g)" width="1"/></svg>',
  fillUrlJavascript: '<svg><rect fill="url(javascript:alert(1))" width="1"/></svg>',
  fillEscapedUrl: '<svg><rect fill="u\\72l(https://evil)" width="1"/></svg>',
  entityScheme: '<svg><use href="jav&#x61;script:alert(1)"/></svg>',
  entityTabScheme: '<svg><rect fill="url(java&#9;script:alert(1))"/></svg>',
  cdataScript: '<svg><![CDATA[<script>alert(1)</script>]]></svg>',
  cdataInText: '<svg><text><![CDATA[</text><script>alert(1)</script>]]></text></svg>',
  cdataCloser: '<svg><text>]]><script>alert(1)</script></text></svg>',
  comment: '<svg><!--<script>alert(1)</script>--><rect width="1"/></svg>',
  commentBreakout: '<svg><!-- --><script>alert(1)</script><!-- --></svg>',
  processingInstruction:
    '<?xml-stylesheet href="https://evil/x.css"?><svg><?php echo 1 ?><rect width="1"/></svg>',
  unquotedAttribute: '<svg><rect width=1 onclick=alert(1)/></svg>',
  nestedSvg:
    '<svg><svg onload="alert(1)"><svg><script>alert(1)</script><rect width="1"/></svg></svg></svg>',
  html: '<html><body><svg onload="alert(1)"/></body></html>',
  rootNotSvg: '<script>alert(1)</script>',
  prefixedRoot:
    '<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:script>x</svg:script></svg:svg>',
  twoRoots: '<svg/><svg onload="alert(1)"/>',
  externalEntity:
    '<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg><text>&xxe;</text></svg>',
  dataHrefGradient:
    '<svg><linearGradient id="g" href="data:image/svg+xml,&lt;svg onload=alert(1)&gt;"/></svg>',
  eventOnStop:
    '<svg><linearGradient id="g"><stop offset="0" onbegin="alert(1)"/></linearGradient></svg>',
  textMarkup: '<svg><text>&lt;img src=x onerror=alert(1)&gt;</text></svg>',
  mismatchedCase: '<svg><SCRIPT>alert(1)</script></svg>',
  unclosed: '<svg><g><script>alert(1)</script>',
  bareAmpersand: '<svg><text>a & b</text></svg>',
  unknownEntity: '<svg><text>&nbsp;</text></svg>',
  nullCharacter: '<svg><scr\u0000ipt>alert(1)</scr\u0000ipt></svg>',
}

const billionLaughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<svg><text>&lol9;</text></svg>`

const icon = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: an icon editor -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="96"
     height="96" viewBox="0 0 96 96" fill="none" class="logo" style="display:block" version="1.1">
  <title>Example &amp; Co</title>
  <defs>
    <linearGradient id="paint0" x1="0" y1="0" x2="96" y2="96" gradientUnits="userSpaceOnUse">
      <stop stop-color="#FF5C00"/>
      <stop offset="1" stop-color='#FFB800' stop-opacity=".8"/>
    </linearGradient>
    <radialGradient id="paint1" cx="0" cy="0" r="1" gradientTransform="translate(48 48) rotate(90) scale(48)">
      <stop offset="0.5" stop-color="white"/>
    </radialGradient>
    <clipPath id="clip0"><rect width="96" height="96" rx="24"/></clipPath>
    <path id="shape" d="M10 10h20v20H10z"/>
  </defs>
  <g clip-path="url(#clip0)" transform="translate(0 0)">
    <rect width="96" height="96" fill="url(#paint0)"/>
    <path fill-rule="evenodd" clip-rule="evenodd" d="M48 16C30.3 16 16 30.3 16 48s14.3 32 32 32 32-14.3 32-32S65.7 16 48 16Z" fill="url('#paint1')" stroke="#000" stroke-width="2"/>
    <use xlink:href="#shape" x="40"/>
    <circle cx="48" cy="48" r="8" fill="#fff"/>
  </g>
  <sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" pagecolor="#fff"/>
</svg>
`

describe('sanitizeSvg', () => {
  for (const [name, payload] of Object.entries(corpus)) {
    it(`neutralises ${name}`, () => {
      expectInert(sanitizeSvg(payload))
    })
  }

  it('drops event handlers and scripts but keeps the drawing', () => {
    expect(sanitizeSvg(corpus.onload ?? '')).toBe(`${open}<rect width="1"/></svg>`)
    expect(sanitizeSvg(corpus.onloadUpperCase ?? '')).toBe(`${open}<rect width="1"/></svg>`)
    expect(sanitizeSvg(corpus.script ?? '')).toBe(`${open}</svg>`.replace('></svg>', '/>'))
    expect(sanitizeSvg(corpus.comment ?? '')).toBe(`${open}<rect width="1"/></svg>`)
    expect(sanitizeSvg(corpus.processingInstruction ?? '')).toBe(`${open}<rect width="1"/></svg>`)
  })

  it('drops upper-case, namespaced and re-namespaced scripts with their content', () => {
    for (const name of ['scriptUpperCase', 'scriptNamespaced', 'scriptRenamespaced']) {
      expect(sanitizeSvg(corpus[name] ?? '')).toBe(`<svg ${ns}/>`)
    }
  })

  it('drops links, foreign objects, images, styles and animations entirely', () => {
    for (const name of ['anchor', 'foreignObject', 'image', 'styleElement', 'setHref']) {
      expect(sanitizeSvg(corpus[name] ?? '')).toBe(`<svg ${ns}/>`)
    }
    expect(sanitizeSvg(corpus.feImage ?? '')).toBe(`${open}<filter id="f"/></svg>`)
  })

  it('drops external and script references, and `use` without a local target', () => {
    expect(sanitizeSvg(corpus.useExternal ?? '')).toBe(`<svg ${ns}/>`)
    expect(sanitizeSvg(corpus.useJavascript ?? '')).toBe(`<svg ${ns}/>`)
    expect(sanitizeSvg(corpus.entityScheme ?? '')).toBe(`<svg ${ns}/>`)
    for (const name of [
      'styleAttribute',
      'fillUrlExternal',
      'fillUrlJavascript',
      'fillEscapedUrl',
    ]) {
      expect(sanitizeSvg(corpus[name] ?? '')).toBe(`${open}<rect width="1"/></svg>`)
    }
    expect(sanitizeSvg(corpus.dataHrefGradient ?? '')).toBe(`${open}<linearGradient id="g"/></svg>`)
  })

  it('keeps CDATA only as escaped text inside text elements', () => {
    expect(sanitizeSvg(corpus.cdataScript ?? '')).toBe(`<svg ${ns}/>`)
    expect(sanitizeSvg(corpus.cdataInText ?? '')).toBe(
      `${open}<text>&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;</text></svg>`,
    )
    expect(sanitizeSvg(corpus.textMarkup ?? '')).toBe(
      `${open}<text>&lt;img src=x onerror=alert(1)&gt;</text></svg>`,
    )
  })

  it('sanitises nested svg elements like any other', () => {
    expect(sanitizeSvg(corpus.nestedSvg ?? '')).toBe(
      `${open}<svg><svg><rect width="1"/></svg></svg></svg>`,
    )
  })

  it('refuses documents that are not well-formed SVG', () => {
    for (const name of [
      'unquotedAttribute',
      'html',
      'rootNotSvg',
      'prefixedRoot',
      'twoRoots',
      'externalEntity',
      'mismatchedCase',
      'unclosed',
      'bareAmpersand',
      'unknownEntity',
      'nullCharacter',
      'cdataCloser',
    ]) {
      expect(sanitizeSvg(corpus[name] ?? ''), name).toBeUndefined()
    }
    for (const bad of [
      '',
      'svg',
      '<svg>',
      '<svg a="1" a="2"/>',
      '<svg a="1"b="2"/>',
      '<svg a="<"/>',
      '<svg><text>&#0;</text></svg>',
      '<svg><text>&#xD800;</text></svg>',
      '<svg/>text',
      ' <?xml version="1.0"?><svg/>',
      '<svg/><?xml version="1.0"?>',
      '<svg/><!DOCTYPE svg>',
      '<svg><!ELEMENT x ANY></svg>',
      '<svg><!-- unterminated</svg>',
      '<!doctype svg><svg/>',
    ]) {
      expect(sanitizeSvg(bad), bad).toBeUndefined()
    }
  })

  it('never expands entities: billion laughs is refused, quickly', () => {
    const started = performance.now()
    expect(sanitizeSvg(billionLaughs)).toBeUndefined()
    expect(performance.now() - started).toBeLessThan(100)
  })

  it('skips a doctype whose entities are unused', () => {
    expect(sanitizeSvg('<!DOCTYPE svg [<!ENTITY a "]>"> <!-- ] -->]><svg/>')).toBe(`<svg ${ns}/>`)
  })

  it('refuses inputs over 128 KB', () => {
    const padding = (size: number) => `<svg><title>${'a'.repeat(size)}</title></svg>`
    const overhead = padding(0).length
    expect(sanitizeSvg(padding(maximumSvgBytes - overhead))).toBeDefined()
    expect(sanitizeSvg(padding(maximumSvgBytes - overhead + 1))).toBeUndefined()
    // Counted in UTF-8 bytes, not characters.
    expect(sanitizeSvg(padding((maximumSvgBytes - overhead) / 2))).toBeDefined()
    expect(
      sanitizeSvg(`<svg><title>${'é'.repeat(maximumSvgBytes / 2)}</title></svg>`),
    ).toBeUndefined()
  })

  it('refuses absurd nesting', () => {
    expect(sanitizeSvg(`<svg>${'<g>'.repeat(100)}${'</g>'.repeat(100)}</svg>`)).toBeUndefined()
    expect(sanitizeSvg(`<svg>${'<g>'.repeat(20)}${'</g>'.repeat(20)}</svg>`)).toBeDefined()
  })

  it('preserves a normal icon: paths, gradients, clip paths and local references', () => {
    const output = sanitizeSvg(icon)
    expect(output).toBe(
      [
        `<svg ${ns} width="96" height="96" viewBox="0 0 96 96" fill="none">`,
        '<title>Example &amp; Co</title>',
        '<defs>',
        '<linearGradient id="paint0" x1="0" y1="0" x2="96" y2="96" gradientUnits="userSpaceOnUse">',
        '<stop stop-color="#FF5C00"/>',
        '<stop offset="1" stop-color="#FFB800" stop-opacity=".8"/>',
        '</linearGradient>',
        '<radialGradient id="paint1" cx="0" cy="0" r="1" gradientTransform="translate(48 48) rotate(90) scale(48)">',
        '<stop offset="0.5" stop-color="white"/>',
        '</radialGradient>',
        '<clipPath id="clip0"><rect width="96" height="96" rx="24"/></clipPath>',
        '<path id="shape" d="M10 10h20v20H10z"/>',
        '</defs>',
        '<g clip-path="url(#clip0)" transform="translate(0 0)">',
        '<rect width="96" height="96" fill="url(#paint0)"/>',
        '<path fill-rule="evenodd" clip-rule="evenodd" d="M48 16C30.3 16 16 30.3 16 48s14.3 32 32 32 32-14.3 32-32S65.7 16 48 16Z" fill="url(\'#paint1\')" stroke="#000" stroke-width="2"/>',
        '<use href="#shape" x="40"/>',
        '<circle cx="48" cy="48" r="8" fill="#fff"/>',
        '</g>',
        '</svg>',
      ].join(''),
    )
    expectInert(output)
  })

  it('escapes attribute values and text on output', () => {
    expect(
      sanitizeSvg(
        `<svg><text font-family='"A" &amp; &lt;B&gt;'>1 &lt; 2 &amp;&amp; 3 &gt; 2</text></svg>`,
      ),
    ).toBe(
      `${open}<text font-family="&quot;A&quot; &amp; &lt;B&gt;">1 &lt; 2 &amp;&amp; 3 &gt; 2</text></svg>`,
    )
  })
})

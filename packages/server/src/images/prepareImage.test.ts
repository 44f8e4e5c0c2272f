import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { etagOf } from './imageHeaders.js'
import { maximumRasterBytes, prepareImage } from './prepareImage.js'

const png = (size: number) => {
  const bytes = new Uint8Array(size)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return bytes
}
const utf8 = (text: string) => new TextEncoder().encode(text)
const ns = 'xmlns="http://www.w3.org/2000/svg"'

// Payloads from the usual SVG XSS lists, each as a whole document (from the former sanitiser's
// tests), plus each with the SVG namespace.
const corpus: Record<string, string> = {
  onload: `<svg ${ns} onload="alert(1)"><rect width="1" height="1"/></svg>`,
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
const namespaced = Object.fromEntries(
  Object.entries(corpus)
    .filter(([, payload]) => /^<svg[ >]/.test(payload) && !payload.includes(ns))
    .map(([name, payload]) => [
      `${name} (namespaced)`,
      payload
        .replace(' xmlns:xlink="http://www.w3.org/1999/xlink"', '')
        .replace(
          /^<svg\b/,
          `<svg ${ns} xmlns:xlink="http://www.w3.org/1999/xlink" width="16" height="16"`,
        ),
    ]),
)

const billionLaughs = `<?xml version="1.0"?>
<!DOCTYPE svg [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<svg ${ns}><text>&lol9;</text></svg>`

// A typical exported icon: paths, gradients, a clip path and a local `use`.
const icon = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: an icon editor -->
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

describe('prepareImage', () => {
  it('passes rasters through unchanged', () => {
    const bytes = png(100)
    expect(prepareImage(bytes)).toEqual({ contentType: 'image/png', bytes, etag: etagOf(bytes) })
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 0, 0])
    expect(prepareImage(jpeg)).toMatchObject({ contentType: 'image/jpeg', bytes: jpeg })
  })

  it('caps raster size at 512 KB', () => {
    expect(prepareImage(png(maximumRasterBytes))).toHaveProperty('contentType', 'image/png')
    expect(prepareImage(png(maximumRasterBytes + 1))).toEqual({ error: 'Image too large' })
  })

  it('refuses every SVG from outside, hostile or not', () => {
    const svgs = { ...corpus, ...namespaced, billionLaughs, icon }
    for (const [name, text] of Object.entries(svgs)) {
      const result = prepareImage(utf8(text))
      // Most are sniffed as SVG; a few are not even recognised as an image. None is stored.
      expect(
        ['SVG logos are not accepted; use PNG, JPEG, WebP or GIF', 'Unsupported image type'],
        name,
      ).toContain('error' in result ? result.error : 'stored')
    }
    expect(prepareImage(utf8(icon))).toEqual({
      error: 'SVG logos are not accepted; use PNG, JPEG, WebP or GIF',
    })
  })

  it('refuses other types, whatever they claim to be', () => {
    for (const text of ['8BPS....', '<html><script>alert(1)</script></html>', 'alert(1)', '']) {
      expect(prepareImage(utf8(text))).toEqual({ error: 'Unsupported image type' })
    }
  })

  const logoFolder = '/work/shared/data/walletconnect-registry-v1/logo-sm'
  // The data set lives outside the repository; without it there is nothing to check.
  it.skipIf(!existsSync(logoFolder))('keeps the registry JPEGs and refuses the PSD', () => {
    const refused: string[] = []
    for (const name of readdirSync(logoFolder)) {
      const bytes = readFileSync(join(logoFolder, name))
      const result = prepareImage(bytes)
      if ('error' in result) {
        expect(result, name).toEqual({ error: 'Unsupported image type' })
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('8BPS')
        refused.push(name)
      } else {
        expect(result, name).toMatchObject({ contentType: 'image/jpeg', bytes })
      }
    }
    expect(refused).toHaveLength(1)
  })
})

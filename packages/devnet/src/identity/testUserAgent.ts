/**
 * A browser stand-in for the identity provider's tests: `fetch` with `redirect: 'manual'`, a
 * cookie jar, and forms read from the IdP's own pages. Used by tests only.
 */

/** An HTML page the user agent stopped on. */
export type TestPage = { url: string; status: number; headers: Headers; html: string }

/** Where a navigation ended: on a page, or at a redirect to the client (which is not followed). */
export type TestNavigation =
  | { kind: 'page'; page: TestPage }
  | { kind: 'redirect'; location: URL; status: number }

/** A form read from a page: its action, hidden fields and buttons (by their accessible name). */
export type TestForm = {
  action: string
  method: string
  fields: Record<string, string>
  buttons: { name: string; value: string; label: string }[]
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
}
const decode = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity]!)

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const [, name, value] of tag.matchAll(/([\w-]+)="([^"]*)"/g)) {
    attributes[name!] = decode(value!)
  }
  return attributes
}

/** The forms of a page, in document order. */
export function readForms(html: string): TestForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, formTag, inner]) => {
    const form = attributesOf(formTag!)
    const fields: Record<string, string> = {}
    for (const [, inputTag] of inner!.matchAll(/<input\b([^>]*)>/g)) {
      const input = attributesOf(inputTag!)
      if (input.name !== undefined) fields[input.name] = input.value ?? ''
    }
    const buttons = [...inner!.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)].map(
      ([, buttonTag, content]) => {
        const button = attributesOf(buttonTag!)
        const label = decode(content!.replace(/<[^>]*>/g, ''))
          .replace(/\s+/g, ' ')
          .trim()
        return { name: button.name ?? '', value: button.value ?? '', label }
      },
    )
    return { action: form.action ?? '', method: form.method ?? 'get', fields, buttons }
  })
}

/** The text of a page's first `<h1>`, without its tags. */
export function readHeading(html: string): string | undefined {
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]
  return (
    heading &&
    decode(heading.replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim()
  )
}

/**
 * A user agent that follows the IdP's redirects and stops at any redirect to a URL starting with
 * `clientOrigin` (the client's redirect URI is never fetched).
 */
export function createTestUserAgent(clientOrigin: string) {
  // Loopback tests: cookies by name only, ignoring Path and Domain.
  const cookies = new Map<string, string>()

  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? ''
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator).trim()
      const value = pair.slice(separator + 1).trim()
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name)
      else cookies.set(name, value)
    }
  }

  async function go(
    start: string,
    init: { method: string; body?: URLSearchParams } = { method: 'GET' },
  ): Promise<TestNavigation> {
    let url = start
    let request = init
    for (let hop = 0; hop < 20; hop++) {
      const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
      const response = await fetch(url, {
        method: request.method,
        redirect: 'manual',
        headers: cookie ? { cookie } : {},
        ...(request.body ? { body: request.body } : {}),
      })
      remember(response)
      const location = response.headers.get('location')
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel()
        const next = new URL(location, url)
        if (next.href.startsWith(clientOrigin)) {
          return { kind: 'redirect', location: next, status: response.status }
        }
        url = next.href
        request = { method: 'GET' }
        continue
      }
      const html = await response.text()
      return {
        kind: 'page',
        page: { url, status: response.status, headers: response.headers, html },
      }
    }
    throw new Error(`Too many redirects from ${start}`)
  }

  return {
    /** Navigates to `url` and follows redirects. */
    open: (url: string) => go(url),
    /** Presses the button labelled `label` on `page`, submitting its form. */
    async press(page: TestPage, label: string): Promise<TestNavigation> {
      for (const form of readForms(page.html)) {
        const button = form.buttons.find((candidate) => candidate.label === label)
        if (!button) continue
        const body = new URLSearchParams(form.fields)
        if (button.name) body.set(button.name, button.value)
        const action = new URL(form.action, page.url).href
        return go(action, { method: form.method.toUpperCase(), body })
      }
      const labels = readForms(page.html).flatMap((form) => form.buttons.map((b) => b.label))
      throw new Error(`No button "${label}" on ${page.url} (buttons: ${labels.join(', ')})`)
    },
  }
}

export type TestUserAgent = ReturnType<typeof createTestUserAgent>

/** The page a navigation ended on, failing the test when it redirected instead. */
export function expectPage(navigation: TestNavigation): TestPage {
  if (navigation.kind !== 'page') {
    throw new Error(`Expected a page, got a redirect to ${navigation.location.href}`)
  }
  return navigation.page
}

/** The redirect a navigation ended with, failing the test when it stopped on a page. */
export function expectRedirect(navigation: TestNavigation): URL {
  if (navigation.kind !== 'redirect') {
    throw new Error(
      `Expected a redirect to the client, got ${navigation.page.status} at ${navigation.page.url}: ${readHeading(navigation.page.html)}`,
    )
  }
  return navigation.location
}

/**
 * Signs in through the IdP's pages as a person would: picks the identity by its button (unless a
 * login_hint skipped the picker), then presses Allow or Deny on the consent page.
 */
export async function passThroughPages(
  agent: TestUserAgent,
  authorizationUrl: string,
  choice: { identityName: string | undefined; decision: 'Allow' | 'Deny' },
): Promise<TestNavigation> {
  let page = expectPage(await agent.open(authorizationUrl))
  if (choice.identityName !== undefined) {
    page = expectPage(await agent.press(page, `Continue as ${choice.identityName}`))
  }
  return agent.press(page, choice.decision)
}

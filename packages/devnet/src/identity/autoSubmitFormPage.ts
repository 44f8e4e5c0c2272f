import { createHash } from 'node:crypto'
import { escapeHtml } from './escapeHtml'
import { renderPage } from './renderPage'

const submitScript =
  "document.addEventListener('DOMContentLoaded',function(){document.forms[0].submit()})"

/**
 * The CSP of the auto-submitting form: only its own script (by hash) runs. No `form-action`:
 * browsers apply it to the redirects after the post too, and the client's callback redirects
 * to the client's own pages, which the IdP cannot know.
 */
export function autoSubmitFormContentSecurityPolicy(): string {
  const scriptHash = createHash('sha256').update(submitScript).digest('base64')
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `script-src 'sha256-${scriptHash}'`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * A page that posts `fields` to `action` as soon as it loads: the `form_post` response mode, which
 * is how Apple returns to the client. Without JavaScript, a Continue button posts it.
 */
export function autoSubmitFormPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n')
  return renderPage(
    'Returning to the app (Latch dev identity provider)',
    `<h1>Returning to the app… <small>(Latch dev identity provider)</small></h1>
<form method="post" action="${escapeHtml(action)}">
${inputs}
<button type="submit" class="primary">Continue</button>
</form>
<script>${submitScript}</script>`,
  )
}

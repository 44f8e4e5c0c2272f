import { escapeHtml } from './escapeHtml'
import { renderPage } from './renderPage'

/** The page shown when an authorization cannot go back to the client (e.g. a bad redirect_uri). */
export function errorPage(error: string, description: string | undefined): string {
  return renderPage(
    'Sign-in failed (Latch dev identity provider)',
    `<h1>Sign-in failed <small>(Latch dev identity provider)</small></h1>
<p><code>${escapeHtml(error)}</code></p>
${description === undefined ? '' : `<p>${escapeHtml(description)}</p>`}`,
  )
}

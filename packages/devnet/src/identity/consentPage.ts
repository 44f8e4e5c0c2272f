import { escapeHtml } from './escapeHtml'
import { renderPage } from './renderPage'
import { scopeDescriptions } from './scopeDescriptions'

export type ConsentPageParameters = {
  providerLabel: string
  /** Where the decision (`allow` or `deny`) is posted. */
  action: string
  /** Who is signed in. */
  identityName: string
  clientName: string
  /** The scopes the client asked for, as it wrote them. */
  scopes: readonly string[]
}

/** The page where the signed-in identity allows or denies the client's request. */
export function consentPage(parameters: ConsentPageParameters): string {
  const { providerLabel, action, identityName, clientName, scopes } = parameters
  const title = `Allow ${clientName} to use your ${providerLabel} account? (Latch dev identity provider)`
  const items = scopes
    .map((scope) => {
      const description = scopeDescriptions[scope] ?? 'A permission this dev provider does not know'
      return `<li>${escapeHtml(description)} <code>${escapeHtml(scope)}</code></li>`
    })
    .join('\n')
  return renderPage(
    title,
    `<h1>Allow ${escapeHtml(clientName)} to use your ${escapeHtml(providerLabel)} account? <small>(Latch dev identity provider)</small></h1>
<p>Signed in as <strong>${escapeHtml(identityName)}</strong>. ${escapeHtml(clientName)} asks to:</p>
<ul>
${items || '<li>Sign you in (no scopes asked for)</li>'}
</ul>
<form method="post" action="${escapeHtml(action)}" class="actions">
<button type="submit" name="decision" value="allow" class="primary">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form>`,
  )
}

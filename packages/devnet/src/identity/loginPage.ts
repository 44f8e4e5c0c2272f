import { escapeHtml } from './escapeHtml'
import { renderPage } from './renderPage'
import type { TestIdentity } from './testIdentities'

export type LoginPageParameters = {
  /** The provider's display name, e.g. `Google`. */
  providerLabel: string
  /** Where the chosen identity is posted. */
  action: string
  identities: readonly TestIdentity[]
}

/** The page where a newcomer picks the test identity to sign in as. */
export function loginPage({ providerLabel, action, identities }: LoginPageParameters): string {
  const title = `Sign in to ${providerLabel} (Latch dev identity provider)`
  const choices = identities
    .map((identity) => {
      const hintId = `identity-${identity.key}`
      return `<li>
<button type="submit" name="identity" value="${escapeHtml(identity.key)}" aria-describedby="${escapeHtml(hintId)}">Continue as ${escapeHtml(identity.name)}</button>
<p class="hint" id="${escapeHtml(hintId)}">${escapeHtml(identity.summary)}</p>
</li>`
    })
    .join('\n')
  return renderPage(
    title,
    `<h1>Sign in to ${escapeHtml(providerLabel)} <small>(Latch dev identity provider)</small></h1>
<p>This is a local stand-in for ${escapeHtml(providerLabel)}. Pick a test identity to sign in as.</p>
<form method="post" action="${escapeHtml(action)}">
<ul>
${choices}
</ul>
</form>`,
  )
}

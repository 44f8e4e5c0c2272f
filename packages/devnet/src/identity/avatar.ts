import { escapeHtml } from './escapeHtml'
import type { TestIdentity } from './testIdentities'

const backgrounds: Record<TestIdentity['key'], string> = {
  ada: '#5b4bdb',
  bob: '#c2410c',
  carol: '#047857',
}

/** Where the dev identity provider serves an identity's profile picture. */
export function avatarUrl(issuer: string, identity: TestIdentity): string {
  return `${issuer}/avatars/${identity.key}.svg`
}

/** A profile picture with the identity's initials, served by the IdP so it also works offline. */
export function avatarSvg(identity: TestIdentity): string {
  const initials = `${identity.givenName[0] ?? ''}${identity.familyName[0] ?? ''}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">\
<rect width="96" height="96" fill="${backgrounds[identity.key]}"/>\
<text x="48" y="60" font-family="system-ui, sans-serif" font-size="36" fill="#fff" \
text-anchor="middle">${escapeHtml(initials)}</text></svg>`
}

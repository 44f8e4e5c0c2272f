/**
 * The origin of the page that embeds the frame, or `undefined` when it cannot be told:
 * `location.ancestorOrigins[0]` where the browser has it (Chromium, WebKit), else the origin of
 * `document.referrer` (Firefox; the modal sets `referrerpolicy="origin"` on the iframe so that a
 * strict policy on the host page does not hide it).
 *
 * Neither is trusted on its own. The origin is then checked against the allow-list, READY is posted
 * with it as the target (the browser drops the message if the parent is not that origin), and
 * every message must come from it and from `window.parent`. A wrong referrer can only make the
 * frame refuse, never make it answer someone else.
 */
export function getParentOrigin(window: Window): string | undefined {
  const ancestor = window.location.ancestorOrigins?.[0]
  if (ancestor) return ancestor === 'null' ? undefined : ancestor
  const referrer = window.document.referrer
  if (!referrer) return undefined
  try {
    const { origin } = new URL(referrer)
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

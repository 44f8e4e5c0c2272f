/** Whether an `If-None-Match` header matches `etag` (weak comparison, as RFC 9110 asks). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const strip = (tag: string) => tag.trim().replace(/^W\//, '')
  const wanted = strip(etag)
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === wanted)
}

/** Parameters of {@link frameContentSecurityPolicy}. */
export type FrameContentSecurityPolicyParameters = {
  /** The project's allowed origins in canonical form (`toOriginPattern`); empty → nobody. */
  allowedOrigins: readonly string[]
  /** Origins the frame may call: the Latch API, and the chains' RPC URLs. */
  connectOrigins: readonly string[]
}

/**
 * The frame's Content-Security-Policy. `frame-ancestors` comes from the project's allow-list
 * (SECURITY.md T7, T16), so a page that is not allowed cannot even show the frame; scripts are the
 * frame's own files only (T10), and Trusted Types keep markup injection out.
 *
 * @example
 * frameContentSecurityPolicy({ allowedOrigins: ['https://app.example'], connectOrigins: [] })
 */
export function frameContentSecurityPolicy(parameters: FrameContentSecurityPolicyParameters) {
  const { allowedOrigins, connectOrigins } = parameters
  const ancestors = allowedOrigins.length > 0 ? allowedOrigins.join(' ') : "'none'"
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${connectOrigins.join(' ')}`.trim(),
    `frame-ancestors ${ancestors}`,
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ')
}

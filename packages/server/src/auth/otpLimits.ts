/** The limits of SECURITY.md T18 and T19 and of the spec (one send per 30 s). */
export const otpLimits = {
  /** Seconds between two sends to one email (per project). */
  resendSeconds: 30,
  /** Sends per email per hour, over all projects. */
  sendsPerEmailPerHour: 10,
  /** Sends per client address per hour, over all projects. */
  sendsPerAddressPerHour: 30,
  /**
   * Sends per project per hour (SECURITY.md T19: a cap on what one site can cost, whatever the
   * addresses and emails a flood uses).
   */
  sendsPerProjectPerHour: 1000,
  /** Wrong tries that burn a code: the fifth. */
  maximumAttempts: 5,
  /** How long a session lives, in seconds: 7 days. */
  sessionSeconds: 7 * 24 * 60 * 60,
} as const

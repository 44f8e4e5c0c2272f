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
  /**
   * Sends one client source (IPv4 address, IPv6 /64) may still make to a project that has sent
   * its hourly budget: a visitor's code, a resend and a typo (see `checkHourlyLimits`).
   */
  sendsPerSourceWhenBusy: 3,
  /** Wrong tries that burn a code: the fifth. */
  maximumAttempts: 5,
} as const

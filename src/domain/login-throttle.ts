/**
 * How failed sign-ins slow guessing down without letting anyone lock an account's owner out
 * (decision 013). Failures are counted per key in fixed windows; a rule says, for the failures of
 * a window, until when the next attempt under that key is refused.
 */
export interface FailureRule {
  windowMs: number
  /** Failures allowed in a window before any wait. */
  free: number
  /** From this many failures on, the rest of the window is refused. */
  refuseAt: number
  /** Between `free` and `refuseAt`: a wait after each failure, doubling from this... */
  firstDelayMs?: number
  /** ...up to this. */
  maxDelayMs?: number
}

const SECOND = 1000
const MINUTE = 60 * SECOND

export const LOGIN_RULES = {
  /** One address guessing one account's password: the 11th try in 15 minutes is refused. */
  accountAtAddress: { windowMs: 15 * MINUTE, free: 10, refuseAt: 10 },
  /** One address trying many accounts. */
  address: { windowMs: 15 * MINUTE, free: 50, refuseAt: 50 },
  /**
   * Every unknown device together, against one account (guessing spread over many addresses):
   * 10 free, then waits of 1 s, 2 s, 4 s... up to a minute, and from the 30th failure of the hour
   * no unknown device until the hour ends. A device the account signed in on never counts here.
   */
  account: {
    windowMs: 60 * MINUTE,
    free: 10,
    refuseAt: 30,
    firstDelayMs: SECOND,
    maxDelayMs: MINUTE,
  },
  /** A known device with 10 failures in 15 minutes is trusted no more until the window ends. */
  device: { windowMs: 15 * MINUTE, free: 10, refuseAt: 10 },
} as const satisfies Record<string, FailureRule>

/**
 * Password checks (argon2, the costly part) one account can cost per minute: unknown devices
 * together, and each known device on its own. Counted before the check, so a burst of requests
 * sent at once cannot outrun the failures it has not recorded yet.
 */
export const PASSWORD_CHECKS_PER_MINUTE = { unknownDevices: 10, perKnownDevice: 10 } as const
export const PASSWORD_CHECK_WINDOW_MS = MINUTE

/** Until when the key is refused after `failures` in the window that began at `windowStart`. */
export function refusedUntil(
  rule: FailureRule,
  failures: number,
  windowStart: Date,
  now: Date,
): Date | null {
  if (failures >= rule.refuseAt) return new Date(windowStart.getTime() + rule.windowMs)
  if (failures <= rule.free || rule.firstDelayMs === undefined) return null
  const delay = rule.firstDelayMs * 2 ** (failures - rule.free - 1)
  return new Date(now.getTime() + Math.min(delay, rule.maxDelayMs ?? delay))
}

/** Whole minutes to wait, at least one: what the customer is told. */
export function minutesToWait(ms: number): number {
  return Math.max(1, Math.ceil(ms / MINUTE))
}

export function tooManyAttemptsMessage(minutes: number): string {
  return `Muitas tentativas. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`
}

/**
 * How failed sign-ins slow guessing down without letting anyone lock an account's owner out
 * (decisions 013 and 026). Attempts are counted per key in fixed windows as they are let through
 * (#domain/attempt-counter.ts); a rule says, for the count of a window, until when the next
 * attempt under that key is refused.
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
 * E-mails with a link into the account ('Esqueceu sua senha?', 'Receber link de acesso por
 * email'): at most one of each kind per account every 5 minutes, whoever asks. A request in
 * between is answered as usual and sends nothing: the last link, at most 5 minutes old, works.
 */
export const EMAIL_LINK_RULE = {
  windowMs: 5 * MINUTE,
  free: 1,
  refuseAt: 1,
} as const satisfies FailureRule

/**
 * Until when the key is refused after `failures` in the window that began at `windowStart`. A
 * wait never outlasts the window: the next window counts afresh (attempt-counter.ts), and a wait
 * past its end would have the 29th failure refused longer than the 30th.
 */
export function refusedUntil(
  rule: FailureRule,
  failures: number,
  windowStart: Date,
  now: Date,
): Date | null {
  const end = windowStart.getTime() + rule.windowMs
  if (failures >= rule.refuseAt) return new Date(end)
  if (failures <= rule.free || rule.firstDelayMs === undefined) return null
  const delay = rule.firstDelayMs * 2 ** (failures - rule.free - 1)
  return new Date(Math.min(now.getTime() + Math.min(delay, rule.maxDelayMs ?? delay), end))
}

/** Whole minutes to wait, at least one: what the customer is told. */
export function minutesToWait(ms: number): number {
  return Math.max(1, Math.ceil(ms / MINUTE))
}

export function tooManyAttemptsMessage(minutes: number): string {
  return `Muitas tentativas. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`
}

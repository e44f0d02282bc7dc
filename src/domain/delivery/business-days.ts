import { formatIsoDay } from '#domain/dates.ts'

/**
 * Brazilian business days and the window in which an order reaches the customer (decision 054).
 * Days are calendar days in the shop's time zone (America/Sao_Paulo), written 'YYYY-MM-DD'; the
 * arithmetic on them runs on UTC midnights, where every day has 24 hours.
 *
 * The day an order is placed never counts, whether or not it is a business day: counting starts
 * the day after it and counts only business days. So an order placed on a Saturday, a Sunday or
 * a holiday counts as if placed at the close of the business day before it: with 1 business day
 * an order of Friday and one of the Saturday after it are both ready on Monday. No cut-off hour
 * is needed, since an order at 08:00 and one at 23:59 of the same day count alike.
 */

/** A calendar day, 'YYYY-MM-DD'. */
export type IsoDay = string

/** Extra days off the owner gives (Carnival, Corpus Christi, a local holiday, a holiday break). */
export type ExtraHolidays = ReadonlySet<IsoDay> | readonly IsoDay[]

const DAY_MS = 24 * 60 * 60 * 1000
/** The most business days one count may span: a year is far beyond any promise the shop makes. */
export const MAX_BUSINESS_DAYS = 365

/** The instant, as milliseconds, of the UTC midnight of a valid 'YYYY-MM-DD'; else RangeError. */
function dayToUtc(day: IsoDay): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN
  if (Number.isNaN(ms) || utcToDay(ms) !== day) throw new RangeError(`Dia inválido: ${day}`)
  return ms
}

/** Whether `day` is a real calendar day written 'YYYY-MM-DD' ('2027-02-30' is not). */
export function isIsoDay(day: string): boolean {
  try {
    dayToUtc(day)
    return true
  } catch {
    return false
  }
}

function utcToDay(ms: number): IsoDay {
  return new Date(ms).toISOString().slice(0, 10)
}

function addCalendarDays(day: IsoDay, days: number): IsoDay {
  return utcToDay(dayToUtc(day) + days * DAY_MS)
}

function ymd(year: number, month: number, day: number): IsoDay {
  return utcToDay(Date.UTC(year, month - 1, day))
}

/** The calendar day in São Paulo at that instant: 23:30 of 31 Dec there is still 31 Dec. */
export function shopDay(now: Date): IsoDay {
  return formatIsoDay(now)
}

/**
 * Easter Sunday of a Gregorian year, by the anonymous algorithm (Meeus/Jones/Butcher). Years
 * before 1583 (the first whole Gregorian year) and past 9999 are a RangeError.
 */
export function easterSunday(year: number): IsoDay {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) {
    throw new RangeError(`Ano inválido: ${year}`)
  }
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return ymd(year, month, day)
}

/** Zumbi and Black Consciousness Day (20 Nov) is a national holiday from 2024 (Lei 14.759/2023). */
const BLACK_CONSCIOUSNESS_FROM = 2024

/** Fixed national holidays, as [month, day]; 20 Nov is added by year. */
const FIXED_HOLIDAYS: readonly (readonly [number, number])[] = [
  [1, 1], // Confraternização Universal
  [4, 21], // Tiradentes
  [5, 1], // Dia do Trabalho
  [9, 7], // Independência
  [10, 12], // Nossa Senhora Aparecida
  [11, 2], // Finados
  [11, 15], // Proclamação da República
  [12, 25], // Natal
]

/**
 * Brazil's national holidays of a year, sorted: the fixed ones, 20 Nov from 2024 and Good Friday
 * (Easter Sunday − 2 days). Carnival and Corpus Christi are optional days off, not national
 * holidays: the owner adds them as extra days if the shop closes on them (decision 054).
 */
export function nationalHolidays(year: number): IsoDay[] {
  const goodFriday = addCalendarDays(easterSunday(year), -2)
  const fixed = FIXED_HOLIDAYS.map(([month, day]) => ymd(year, month, day))
  if (year >= BLACK_CONSCIOUSNESS_FROM) fixed.push(ymd(year, 11, 20))
  // Good Friday falls on Tiradentes in some years (2000, 2079): the day is listed once.
  return [...new Set([...fixed, goodFriday])].sort()
}

const holidaysByYear = new Map<number, ReadonlySet<IsoDay>>()

function isNationalHoliday(day: IsoDay): boolean {
  const year = Number(day.slice(0, 4))
  let holidays = holidaysByYear.get(year)
  if (!holidays) {
    holidays = new Set(nationalHolidays(year))
    holidaysByYear.set(year, holidays)
  }
  return holidays.has(day)
}

function asSet(days: ExtraHolidays): ReadonlySet<IsoDay> {
  return 'has' in days ? days : new Set(days)
}

/** A business day: not a Saturday or Sunday, not a national holiday, not one of the extra days. */
export function isBusinessDay(day: IsoDay, extraHolidays: ExtraHolidays = []): boolean {
  const weekday = new Date(dayToUtc(day)).getUTCDay()
  if (weekday === 0 || weekday === 6) return false
  if (isNationalHoliday(day)) return false
  return !('has' in extraHolidays ? extraHolidays.has(day) : extraHolidays.includes(day))
}

/**
 * The day that is `days` business days after `from`: counting starts the day after `from`, so an
 * order of a Friday with 1 business day is ready on Monday. With 0 it is `from` itself if that is
 * a business day, else the next business day. `days` must be a whole number from 0 to 365.
 */
export function addBusinessDays(
  from: IsoDay,
  days: number,
  extraHolidays: ExtraHolidays = [],
): IsoDay {
  if (!Number.isInteger(days) || days < 0 || days > MAX_BUSINESS_DAYS) {
    throw new RangeError(`Dias úteis inválidos: ${days}`)
  }
  const extra = asSet(extraHolidays)
  let day = from
  if (days === 0) {
    while (!isBusinessDay(day, extra)) day = addCalendarDays(day, 1)
    return day
  }
  for (let left = days; left > 0;) {
    day = addCalendarDays(day, 1)
    if (isBusinessDay(day, extra)) left -= 1
  }
  return day
}

export interface DeliveryTerms {
  orderedAt: Date
  /** Business days to make the piece (0 for one in stock). */
  productionDays: number
  /** Business days to pack it and hand it to the carrier. */
  handlingDays: number
  /** The carrier's fastest and slowest transit, in business days. */
  transitMinDays: number
  transitMaxDays: number
  extraHolidays?: ExtraHolidays
}

export interface DeliveryWindow {
  earliest: IsoDay
  latest: IsoDay
}

/**
 * The days between which the order reaches the customer (decision 054): it is ready production
 * plus handling business days after the São Paulo day it was placed, and arrives the carrier's
 * fastest and slowest transit business days after that. The order day never counts (see the
 * top of this file): one placed on a non-business day counts from the next business day.
 */
export function deliveryWindow(terms: DeliveryTerms): DeliveryWindow {
  const { transitMinDays, transitMaxDays, extraHolidays = [] } = terms
  if (transitMinDays > transitMaxDays) {
    throw new RangeError(
      `Trânsito mínimo maior que o máximo: ${transitMinDays} > ${transitMaxDays}`,
    )
  }
  const extra = asSet(extraHolidays)
  const ready = addBusinessDays(
    shopDay(terms.orderedAt),
    terms.productionDays + terms.handlingDays,
    extra,
  )
  return {
    earliest: addBusinessDays(ready, transitMinDays, extra),
    latest: addBusinessDays(ready, transitMaxDays, extra),
  }
}

// Written by hand: Intl's short pt-BR months differ between ICU versions.
const MONTHS = [
  'jan.',
  'fev.',
  'mar.',
  'abr.',
  'mai.',
  'jun.',
  'jul.',
  'ago.',
  'set.',
  'out.',
  'nov.',
  'dez.',
] as const

function dayAndMonth(day: IsoDay): { day: number; month: string } {
  const date = new Date(dayToUtc(day))
  return { day: date.getUTCDate(), month: MONTHS[date.getUTCMonth()] ?? '' }
}

/**
 * The window as the customer reads it: 'Chega entre 12 e 15 de dez.', 'Chega entre 28 de nov. e
 * 3 de dez.' across months (and years, which are not shown), 'Chega em 12 de dez.' for one day.
 */
export function deliveryText(window: DeliveryWindow): string {
  const { earliest, latest } = window
  if (latest < earliest) throw new RangeError(`Janela invertida: ${earliest} > ${latest}`)
  const from = dayAndMonth(earliest)
  const to = dayAndMonth(latest)
  if (earliest === latest) return `Chega em ${to.day} de ${to.month}`
  if (earliest.slice(0, 7) === latest.slice(0, 7)) {
    return `Chega entre ${from.day} e ${to.day} de ${to.month}`
  }
  return `Chega entre ${from.day} de ${from.month} e ${to.day} de ${to.month}`
}

/** The day a pickup is ready, as the customer reads it: 'Pronto para retirada a partir de 12 de dez.' */
export function pickupText(day: IsoDay): string {
  const { day: d, month } = dayAndMonth(day)
  return `Pronto para retirada a partir de ${d} de ${month}`
}

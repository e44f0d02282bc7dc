import { SHOP_TIME_ZONE as TIME_ZONE } from './time.ts'

const shortDate = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})
const timeOfDay = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
})
// en-CA writes a date as YYYY-MM-DD.
const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
const longDate = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

type DateInput = Date | string | number

function toDate(value: DateInput): Date {
  // A bare 'YYYY-MM-DD' is a calendar day: read as midnight UTC it would show the day before in
  // Brasília, so it is placed at midday instead.
  const input =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value
  const date = input instanceof Date ? input : new Date(input)
  if (Number.isNaN(date.getTime())) throw new RangeError(`Data inválida: ${String(value)}`)
  return date
}

/** '22/11/2026' */
export function formatDate(value: DateInput): string {
  return shortDate.format(toDate(value))
}

/** '22/11/2026, 14:05' */
export function formatDateTime(value: DateInput): string {
  return dateTime.format(toDate(value))
}

/** '14:05' (Brasília time) */
export function formatTime(value: DateInput): string {
  return timeOfDay.format(toDate(value))
}

/** '22 de novembro de 2026' */
export function formatLongDate(value: DateInput): string {
  return longDate.format(toDate(value))
}

/** '2026-11-22': the day in Brasília, as file names sort. */
export function formatIsoDay(value: DateInput): string {
  return isoDay.format(toDate(value))
}

const MINUTE_MS = 60_000

/** How long ago, in the largest whole unit: 'há 12 minutos', 'há 1 hora', 'há 3 dias'. */
export function timeAgo(value: DateInput, now: DateInput = new Date()): string {
  const ms = Math.max(0, toDate(now).getTime() - toDate(value).getTime())
  const minutes = Math.floor(ms / MINUTE_MS)
  if (minutes < 1) return 'há menos de 1 minuto'
  if (minutes < 60) return `há ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `há ${hours} ${hours === 1 ? 'hora' : 'horas'}`
  const days = Math.floor(hours / 24)
  return `há ${days} ${days === 1 ? 'dia' : 'dias'}`
}

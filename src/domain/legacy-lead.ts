import type { LeadKind } from './schemas/lead.ts'
import { onlyDigits, whatsappError } from './whatsapp.ts'

/**
 * The old shop's packed notify entries (spec.md section 3 'Notify entry'):
 * `{digits}|{car}|{ISO timestamp}`, made to order as `{digits}|CUSTOM_ORDER:{car}|{timestamp}`.
 * Read only when importing legacy data (design.md 'Leads').
 */

/** A missing or unreadable timestamp becomes this date (spec.md section 3). */
export const LEGACY_DEFAULT_DATE = '2024-01-01T00:00:00.000Z'
const CUSTOM_ORDER_PREFIX = 'CUSTOM_ORDER:'
/** The modal's limit; longer legacy text is cut, not dropped, to keep the number. */
const CAR_MAX_LENGTH = 200
// What the old app may have written for a missing car: JS's `${undefined}` or the display fallback.
const NO_CAR_WORDS = new Set(['', 'undefined', 'null', 'não informado'])
// Tolerated around the digits of the old app's number; letters or anything else mean garbage.
const NUMBER_CHARS = /^[\d\s().+-]*$/
// PostgreSQL refuses NUL in text; other control characters are noise in a table cell.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g

export const LEGACY_REASONS = {
  notText: 'Entrada não é um texto',
  empty: 'Entrada vazia',
  noNumber: 'Entrada sem número de WhatsApp',
  numberChars: 'WhatsApp inválido: contém caracteres que não são dígitos',
  number: (message: string) => `WhatsApp inválido: ${message}`,
  replaced: 'Substituída por uma entrada mais recente do mesmo número',
} as const

export interface LegacyLead {
  whatsapp: string
  /** '' when missing: the admin shows NO_CAR_INFO. */
  carInfo: string
  kind: LeadKind
  createdAt: Date
}

type LegacyEntryResult = { ok: true; lead: LegacyLead } | { ok: false; reason: string }

/**
 * One entry. Split at the FIRST and LAST pipe: a car text with pipes in it stays whole. A third
 * part is always the timestamp slot, so `digits|car` has no timestamp.
 */
export function parseLegacyEntry(raw: unknown): LegacyEntryResult {
  if (typeof raw !== 'string') return { ok: false, reason: LEGACY_REASONS.notText }
  const entry = raw.trim()
  if (entry === '') return { ok: false, reason: LEGACY_REASONS.empty }
  const [numberPart, carPart, timePart] = splitEntry(entry)

  const number = numberPart.trim()
  if (onlyDigits(number) === '') return { ok: false, reason: LEGACY_REASONS.noNumber }
  if (!NUMBER_CHARS.test(number)) return { ok: false, reason: LEGACY_REASONS.numberChars }
  const numberError = whatsappError(number)
  if (numberError) return { ok: false, reason: LEGACY_REASONS.number(numberError) }

  let car = carPart.trim()
  const kind: LeadKind = car.startsWith(CUSTOM_ORDER_PREFIX) ? 'interest' : 'notify'
  if (kind === 'interest') car = car.slice(CUSTOM_ORDER_PREFIX.length)
  return {
    ok: true,
    lead: {
      whatsapp: onlyDigits(number),
      carInfo: cleanCar(car),
      kind,
      createdAt: parseLegacyTimestamp(timePart) ?? new Date(LEGACY_DEFAULT_DATE),
    },
  }
}

function splitEntry(entry: string): [string, string, string] {
  const first = entry.indexOf('|')
  if (first < 0) return [entry, '', '']
  const rest = entry.slice(first + 1)
  const last = rest.lastIndexOf('|')
  if (last < 0) return [entry.slice(0, first), rest, '']
  return [entry.slice(0, first), rest.slice(0, last), rest.slice(last + 1)]
}

function cleanCar(text: string): string {
  const car = text
    .replace(CONTROL_CHARS, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim()
  if (NO_CAR_WORDS.has(car.toLowerCase())) return ''
  const chars = Array.from(car)
  return chars.length > CAR_MAX_LENGTH ? chars.slice(0, CAR_MAX_LENGTH).join('').trimEnd() : car
}

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i

/**
 * An ISO 8601 date or date-time (also PostgreSQL's `2025-03-01 12:00:00+00`); without a zone it
 * is UTC, as the old app wrote toISOString(). Impossible dates (02-30, 25:00) are undefined.
 */
export function parseLegacyTimestamp(text: string): Date | undefined {
  const m = ISO.exec(text.trim())
  if (!m) return undefined
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = m.slice(1, 7).map((p) => Number(p ?? 0))
  const ms = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3))
  const wall = new Date(Date.UTC(y, mo - 1, d, h, mi, s, ms))
  // Date.UTC rolls 02-30 over to 03-02: a changed field means the text named no real moment.
  const same =
    wall.getUTCFullYear() === y &&
    wall.getUTCMonth() === mo - 1 &&
    wall.getUTCDate() === d &&
    wall.getUTCHours() === h &&
    wall.getUTCMinutes() === mi &&
    wall.getUTCSeconds() === s
  return same ? new Date(wall.getTime() - offsetMinutes(m[8]) * 60_000) : undefined
}

function offsetMinutes(zone: string | undefined): number {
  if (!zone || zone.toUpperCase() === 'Z') return 0
  const digits = zone.slice(1).replace(':', '')
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0)
  return zone.startsWith('-') ? -minutes : minutes
}

interface LegacySkip {
  /** The raw entry as text (JSON for a non-text one). */
  entry: string
  reason: string
}

/**
 * One product's list: the valid leads, one per number (the newest wins; on a tie the later entry,
 * as the old app appended), and every entry left out with its reason.
 */
export function parseNotifyList(entries: readonly unknown[]): {
  leads: LegacyLead[]
  skipped: LegacySkip[]
} {
  const kept = new Map<string, { lead: LegacyLead; raw: unknown }>()
  const skipped: LegacySkip[] = []
  for (const raw of entries) {
    const result = parseLegacyEntry(raw)
    if (!result.ok) {
      skipped.push({ entry: describeEntry(raw), reason: result.reason })
      continue
    }
    const previous = kept.get(result.lead.whatsapp)
    const older = previous && previous.lead.createdAt > result.lead.createdAt
    const loser = older ? raw : previous?.raw
    if (!older) kept.set(result.lead.whatsapp, { lead: result.lead, raw })
    if (previous) skipped.push({ entry: describeEntry(loser), reason: LEGACY_REASONS.replaced })
  }
  return { leads: [...kept.values()].map((k) => k.lead), skipped }
}

export function describeEntry(raw: unknown): string {
  if (typeof raw === 'string') return raw
  return JSON.stringify(raw) ?? String(raw)
}

import { describe, it, expect } from 'vitest'
import {
  formatDate,
  formatDateTime,
  formatIsoDay,
  formatLongDate,
  formatTime,
  timeAgo,
} from './dates.ts'

// Brasília time is UTC-3 (no daylight saving time since 2019).

describe('formatDate', () => {
  it('shows the day in Brasília, not in UTC', () => {
    // 02:30 UTC on the 22nd is 23:30 on the 21st in Brasília.
    expect(formatDate('2026-11-22T02:30:00Z')).toBe('21/11/2026')
  })

  it('turns the day at 03:00 UTC (midnight in Brasília)', () => {
    expect(formatDate('2026-11-22T02:59:59Z')).toBe('21/11/2026')
    expect(formatDate('2026-11-22T03:00:00Z')).toBe('22/11/2026')
  })

  it('pads day and month with zeros (dd/mm/aaaa)', () => {
    expect(formatDate('2026-03-05T15:00:00Z')).toBe('05/03/2026')
  })

  it('turns the year in Brasília time', () => {
    expect(formatDate('2027-01-01T02:00:00Z')).toBe('31/12/2026')
    expect(formatDate('2027-01-01T03:00:00Z')).toBe('01/01/2027')
  })

  it('accepts a Date and a millisecond timestamp', () => {
    expect(formatDate(new Date('2026-11-22T02:30:00Z'))).toBe('21/11/2026')
    expect(formatDate(Date.UTC(2026, 10, 22, 2, 30))).toBe('21/11/2026')
  })

  it('reads an ISO offset', () => {
    expect(formatDate('2026-11-21T23:30:00-03:00')).toBe('21/11/2026')
  })
})

describe('formatTime', () => {
  it('shows the 24-hour time in Brasília, midnight as 00:00', () => {
    expect(formatTime('2026-11-22T21:30:00Z')).toBe('18:30')
    expect(formatTime('2026-11-22T03:00:00Z')).toBe('00:00')
    expect(formatTime('2026-01-05T12:07:00Z')).toBe('09:07')
  })
})

describe('formatDateTime', () => {
  it('shows date and 24-hour time in Brasília', () => {
    expect(formatDateTime('2026-11-22T02:30:00Z')).toBe('21/11/2026, 23:30')
    expect(formatDateTime('2026-11-22T17:05:00Z')).toBe('22/11/2026, 14:05')
  })

  it('shows midnight as 00:00', () => {
    expect(formatDateTime('2026-11-22T03:00:00Z')).toBe('22/11/2026, 00:00')
  })

  it('pads hours and minutes with zeros', () => {
    expect(formatDateTime('2026-01-05T12:07:00Z')).toBe('05/01/2026, 09:07')
  })

  it('stays on UTC-3 in summer months (no daylight saving time)', () => {
    expect(formatDateTime('2026-01-15T12:00:00Z')).toBe('15/01/2026, 09:00')
    expect(formatDateTime('2026-07-15T12:00:00Z')).toBe('15/07/2026, 09:00')
  })

  it('accepts a Date and a millisecond timestamp', () => {
    expect(formatDateTime(new Date('2026-11-22T17:05:00Z'))).toBe('22/11/2026, 14:05')
    expect(formatDateTime(Date.UTC(2026, 10, 22, 17, 5))).toBe('22/11/2026, 14:05')
  })
})

describe('formatLongDate', () => {
  it('writes the day without padding and the month in full', () => {
    expect(formatLongDate('2026-03-05T15:00:00Z')).toBe('5 de março de 2026')
  })

  it('uses the Brasília day', () => {
    expect(formatLongDate('2026-11-22T02:30:00Z')).toBe('21 de novembro de 2026')
  })

  it.each([
    [0, 'janeiro'],
    [1, 'fevereiro'],
    [2, 'março'],
    [3, 'abril'],
    [4, 'maio'],
    [5, 'junho'],
    [6, 'julho'],
    [7, 'agosto'],
    [8, 'setembro'],
    [9, 'outubro'],
    [10, 'novembro'],
    [11, 'dezembro'],
  ])('names month %i %j in lower case', (month, name) => {
    expect(formatLongDate(Date.UTC(2026, month, 15, 15))).toBe(`15 de ${name} de 2026`)
  })
})

describe('invalid dates', () => {
  const invalid: (string | number | Date)[] = [
    'not a date',
    '',
    '2026-13-45T00:00:00Z',
    Number.NaN,
    new Date('nope'),
    8.64e15 + 1,
  ]

  it.each(invalid)('formatDate throws RangeError for %j', (value) => {
    expect(() => formatDate(value)).toThrow(RangeError)
  })

  it.each(invalid)('formatDateTime throws RangeError for %j', (value) => {
    expect(() => formatDateTime(value)).toThrow(RangeError)
  })

  it.each(invalid)('formatLongDate throws RangeError for %j', (value) => {
    expect(() => formatLongDate(value)).toThrow(RangeError)
  })

  it('says the date is invalid in Portuguese', () => {
    expect(() => formatDate('ontem')).toThrow('Data inválida: ontem')
  })
})

describe('a calendar day given as YYYY-MM-DD', () => {
  it('is shown as that same day, not the day before in Brasília', () => {
    expect(formatDate('2026-11-22')).toBe('22/11/2026')
    expect(formatLongDate('2024-01-01')).toBe('1 de janeiro de 2024')
  })
})

describe('formatIsoDay', () => {
  it('is the day in Brasília as YYYY-MM-DD', () => {
    expect(formatIsoDay('2026-11-22T02:59:59Z')).toBe('2026-11-21')
    expect(formatIsoDay(new Date('2026-03-05T15:00:00Z'))).toBe('2026-03-05')
  })
})

describe('timeAgo', () => {
  const now = '2026-11-24T12:00:00.000Z'
  it('says how long ago in the largest whole unit, singular and plural', () => {
    expect(timeAgo('2026-11-24T11:59:30.000Z', now)).toBe('há menos de 1 minuto')
    expect(timeAgo('2026-11-24T11:59:00.000Z', now)).toBe('há 1 minuto')
    expect(timeAgo('2026-11-24T11:48:00.000Z', now)).toBe('há 12 minutos')
    expect(timeAgo('2026-11-24T11:00:00.000Z', now)).toBe('há 1 hora')
    expect(timeAgo('2026-11-23T13:00:00.000Z', now)).toBe('há 23 horas')
    expect(timeAgo('2026-11-23T12:00:00.000Z', now)).toBe('há 1 dia')
    expect(timeAgo('2026-11-14T12:00:00.000Z', now)).toBe('há 10 dias')
    // A clock a little behind never says 'in the future'.
    expect(timeAgo('2026-11-24T12:01:00.000Z', now)).toBe('há menos de 1 minuto')
  })
})

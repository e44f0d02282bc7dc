import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addBusinessDays,
  deliveryText,
  deliveryWindow,
  easterSunday,
  isBusinessDay,
  nationalHolidays,
  shopDay,
  type IsoDay,
} from './business-days.ts'

// São Paulo is UTC-3 all year (no daylight saving since 2019).

/** Calendar arithmetic of the tests' own, apart from the module's. */
function plusDays(day: IsoDay, days: number): IsoDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** The business days in (from, to]. */
function businessDaysBetween(from: IsoDay, to: IsoDay): number {
  let count = 0
  for (let day = plusDays(from, 1); day <= to; day = plusDays(day, 1)) {
    if (isBusinessDay(day)) count += 1
  }
  return count
}

describe('shopDay', () => {
  it('is the day in São Paulo, not in UTC, across the year boundary', () => {
    // 23:30 of 31 Dec 2026 in São Paulo is already 1 Jan 2027 in UTC.
    expect(shopDay(new Date('2027-01-01T02:30:00Z'))).toBe('2026-12-31')
    expect(shopDay(new Date('2026-12-31T23:30:00-03:00'))).toBe('2026-12-31')
  })

  it('turns the day at midnight in São Paulo (03:00 UTC)', () => {
    expect(shopDay(new Date('2027-01-01T02:59:59Z'))).toBe('2026-12-31')
    expect(shopDay(new Date('2027-01-01T03:00:00Z'))).toBe('2027-01-01')
  })
})

describe('easterSunday', () => {
  it('gives Easter of known years', () => {
    expect(easterSunday(2024)).toBe('2024-03-31')
    expect(easterSunday(2025)).toBe('2025-04-20')
    expect(easterSunday(2026)).toBe('2026-04-05')
    expect(easterSunday(2027)).toBe('2027-03-28')
    expect(easterSunday(2000)).toBe('2000-04-23')
  })

  it('reaches the earliest and latest dates Easter can fall on', () => {
    expect(easterSunday(2285)).toBe('2285-03-22')
    expect(easterSunday(2038)).toBe('2038-04-25')
  })

  it('refuses a year that is not a whole Gregorian year', () => {
    expect(() => easterSunday(1582)).toThrow(RangeError)
    expect(() => easterSunday(2026.5)).toThrow(RangeError)
  })
})

describe('nationalHolidays', () => {
  it('lists the holidays of 2026, sorted, Good Friday included', () => {
    expect(nationalHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-21',
      '2026-05-01',
      '2026-09-07',
      '2026-10-12',
      '2026-11-02',
      '2026-11-15',
      '2026-11-20',
      '2026-12-25',
    ])
  })

  it('puts Good Friday two days before Easter across years', () => {
    for (const goodFriday of ['2024-03-29', '2025-04-18', '2026-04-03', '2027-03-26']) {
      expect(nationalHolidays(Number(goodFriday.slice(0, 4)))).toContain(goodFriday)
      expect(isBusinessDay(goodFriday)).toBe(false)
    }
  })

  it('has 20 Nov only from 2024 on (Lei 14.759/2023)', () => {
    expect(nationalHolidays(2023)).not.toContain('2023-11-20')
    expect(nationalHolidays(2024)).toContain('2024-11-20')
    // 20 Nov 2023 was a Monday and a working day; 20 Nov 2024, a Wednesday, was not.
    expect(isBusinessDay('2023-11-20')).toBe(true)
    expect(isBusinessDay('2024-11-20')).toBe(false)
  })

  it('lists a day once when Good Friday falls on Tiradentes (2000)', () => {
    const holidays = nationalHolidays(2000)
    expect(holidays.filter((day) => day === '2000-04-21')).toHaveLength(1)
    expect(holidays).toHaveLength(8) // 8 fixed ones before 2024, Good Friday among them
  })
})

describe('isBusinessDay', () => {
  it('is false on Saturdays and Sundays, true on an ordinary weekday', () => {
    expect(isBusinessDay('2026-12-05')).toBe(false)
    expect(isBusinessDay('2026-12-06')).toBe(false)
    expect(isBusinessDay('2026-12-07')).toBe(true)
  })

  it('counts Carnival and Corpus Christi as business days unless the owner adds them', () => {
    expect(isBusinessDay('2026-02-17')).toBe(true)
    expect(isBusinessDay('2026-06-04')).toBe(true)
    expect(isBusinessDay('2026-02-17', ['2026-02-16', '2026-02-17'])).toBe(false)
    expect(isBusinessDay('2026-06-04', new Set(['2026-06-04']))).toBe(false)
  })

  it('refuses a day that is not a real YYYY-MM-DD', () => {
    expect(() => isBusinessDay('2026-02-30')).toThrow(RangeError)
    expect(() => isBusinessDay('4/12/2026')).toThrow(RangeError)
  })
})

describe('addBusinessDays', () => {
  it('makes a Friday order with 1 business day ready on Monday', () => {
    expect(addBusinessDays('2026-12-04', 1)).toBe('2026-12-07')
  })

  it('skips New Year and the weekend after it across the year boundary', () => {
    // 1 Jan 2027 is a holiday (a Friday), 2 and 3 Jan a weekend: Monday 4 Jan is the first
    // business day after Thursday 31 Dec, Tuesday 5 Jan the second.
    expect(addBusinessDays('2026-12-31', 1)).toBe('2027-01-04')
    expect(addBusinessDays('2026-12-31', 2)).toBe('2027-01-05')
  })

  it('gives the day itself for 0 on a business day, else the next business day', () => {
    expect(addBusinessDays('2026-12-04', 0)).toBe('2026-12-04')
    expect(addBusinessDays('2026-12-05', 0)).toBe('2026-12-07')
    expect(addBusinessDays('2026-12-25', 0)).toBe('2026-12-28')
  })

  it('counts a Saturday order from Monday, as one of the Friday before', () => {
    expect(addBusinessDays('2026-12-05', 1)).toBe('2026-12-07')
    expect(addBusinessDays('2026-12-05', 2)).toBe('2026-12-08')
  })

  it('skips an extra day the owner gives', () => {
    expect(addBusinessDays('2026-12-04', 1, ['2026-12-07'])).toBe('2026-12-08')
    expect(addBusinessDays('2026-12-04', 1, new Set(['2026-12-07']))).toBe('2026-12-08')
  })

  it('refuses a count that is negative, fractional or over 365', () => {
    expect(() => addBusinessDays('2026-12-04', -1)).toThrow(RangeError)
    expect(() => addBusinessDays('2026-12-04', 1.5)).toThrow(RangeError)
    expect(() => addBusinessDays('2026-12-04', 366)).toThrow(RangeError)
    expect(addBusinessDays('2026-12-04', 365) > '2028-01-01').toBe(true)
  })

  it('lands on a business day with exactly n business days after a business-day start', () => {
    const start = fc
      .integer({ min: 0, max: 2556 }) // 2024-01-01 to 2030-12-31
      .map((offset) => plusDays('2024-01-01', offset))
    fc.assert(
      fc.property(start, fc.integer({ min: 0, max: 60 }), (from, n) => {
        const result = addBusinessDays(from, n)
        expect(isBusinessDay(result)).toBe(true)
        if (isBusinessDay(from)) expect(businessDaysBetween(from, result)).toBe(n)
      }),
    )
  })
})

describe('deliveryWindow', () => {
  const terms = { productionDays: 3, handlingDays: 1, transitMinDays: 2, transitMaxDays: 5 }

  it('adds production and handling, then the fastest and slowest transit', () => {
    // Friday 4 Dec 2026 at noon: ready Thursday 10 Dec, then 2 and 5 business days of transit.
    const window = deliveryWindow({ ...terms, orderedAt: new Date('2026-12-04T15:00:00Z') })
    expect(window).toEqual({ earliest: '2026-12-14', latest: '2026-12-17' })
    expect(deliveryText(window)).toBe('Chega entre 14 e 17 de dez.')
  })

  it('starts from the São Paulo day of the order, not the UTC one', () => {
    // 23:30 of Thursday 10 Dec 2026 in São Paulo is already Friday 11 Dec in UTC.
    const orderedAt = new Date('2026-12-11T02:30:00Z')
    const zero = { handlingDays: 0, transitMinDays: 0, transitMaxDays: 0 }
    expect(deliveryWindow({ ...zero, orderedAt, productionDays: 1 })).toEqual({
      earliest: '2026-12-11',
      latest: '2026-12-11',
    })
    // 23:30 of 31 Dec 2026 there: counted from 31 Dec, over New Year and the weekend.
    const newYearsEve = new Date('2027-01-01T02:30:00Z')
    expect(deliveryWindow({ ...zero, orderedAt: newYearsEve, productionDays: 2 })).toEqual({
      earliest: '2027-01-05',
      latest: '2027-01-05',
    })
  })

  it('skips Christmas and the owner’s extra days', () => {
    const orderedAt = new Date('2026-12-18T15:00:00Z') // a Friday
    const base = { orderedAt, productionDays: 2, handlingDays: 1, transitMinDays: 1 }
    expect(deliveryWindow({ ...base, transitMaxDays: 3 })).toEqual({
      earliest: '2026-12-24',
      latest: '2026-12-29',
    })
    expect(deliveryWindow({ ...base, transitMaxDays: 3, extraHolidays: ['2026-12-24'] })).toEqual({
      earliest: '2026-12-28',
      latest: '2026-12-30',
    })
  })

  it('refuses a fastest transit slower than the slowest', () => {
    const orderedAt = new Date('2026-12-04T15:00:00Z')
    expect(() => deliveryWindow({ ...terms, orderedAt, transitMinDays: 6 })).toThrow(RangeError)
  })
})

describe('deliveryText', () => {
  it('names the month once when both days are in it', () => {
    expect(deliveryText({ earliest: '2026-12-12', latest: '2026-12-15' })).toBe(
      'Chega entre 12 e 15 de dez.',
    )
  })

  it('names both months across months and years, without the year', () => {
    expect(deliveryText({ earliest: '2026-11-28', latest: '2026-12-03' })).toBe(
      'Chega entre 28 de nov. e 3 de dez.',
    )
    expect(deliveryText({ earliest: '2026-12-30', latest: '2027-01-05' })).toBe(
      'Chega entre 30 de dez. e 5 de jan.',
    )
  })

  it('gives one day when earliest and latest are the same', () => {
    expect(deliveryText({ earliest: '2026-12-12', latest: '2026-12-12' })).toBe(
      'Chega em 12 de dez.',
    )
  })

  it('abbreviates every month as written by hand, not by Intl', () => {
    const texts = Array.from({ length: 12 }, (_, i) => {
      const day = `2026-${String(i + 1).padStart(2, '0')}-01`
      return deliveryText({ earliest: day, latest: day })
    })
    const months = 'jan. fev. mar. abr. mai. jun. jul. ago. set. out. nov. dez.'.split(' ')
    expect(texts).toEqual(months.map((month) => `Chega em 1 de ${month}`))
  })

  it('refuses a window whose latest day comes before its earliest', () => {
    expect(() => deliveryText({ earliest: '2026-12-15', latest: '2026-12-12' })).toThrow(RangeError)
  })
})

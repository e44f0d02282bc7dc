import { describe, expect, it } from 'vitest'
import {
  LEGACY_DEFAULT_DATE,
  LEGACY_REASONS,
  parseLegacyEntry,
  parseLegacyTimestamp,
  parseNotifyList,
} from './legacy-lead.ts'
import { WHATSAPP_MESSAGES } from './whatsapp.ts'

function lead(raw: unknown) {
  const result = parseLegacyEntry(raw)
  if (!result.ok) throw new Error(`expected a lead, got: ${result.reason}`)
  return { ...result.lead, createdAt: result.lead.createdAt.toISOString() }
}

function reason(raw: unknown) {
  const result = parseLegacyEntry(raw)
  if (result.ok) throw new Error(`expected a skip, got a lead for ${String(raw)}`)
  return result.reason
}

describe('parseLegacyEntry: the packed format', () => {
  it('reads digits|car|iso as a notify lead', () => {
    expect(lead('11987654321|Civic 2020|2025-03-01T12:00:00.000Z')).toEqual({
      whatsapp: '11987654321',
      carInfo: 'Civic 2020',
      kind: 'notify',
      createdAt: '2025-03-01T12:00:00.000Z',
    })
  })

  it('strips the CUSTOM_ORDER: prefix and marks an interest', () => {
    expect(lead('21998765432|CUSTOM_ORDER:Onix 2019|2025-04-01T10:00:00Z')).toMatchObject({
      carInfo: 'Onix 2019',
      kind: 'interest',
      createdAt: '2025-04-01T10:00:00.000Z',
    })
    expect(lead('21998765432|CUSTOM_ORDER:|2025-04-01T10:00:00Z')).toMatchObject({
      carInfo: '',
      kind: 'interest',
    })
    // Only a prefix counts; the words elsewhere are car text.
    expect(lead('21998765432|Onix CUSTOM_ORDER:|x')).toMatchObject({ kind: 'notify' })
  })

  it.each([
    ['31999998888|', ''],
    ['31999998888', ''],
    ['31999998888||2025-01-02T00:00:00Z', ''],
    ['31999998888|   |2025-01-02T00:00:00Z', ''],
    ['31999998888|undefined|2025-01-02T00:00:00Z', ''],
    ['31999998888|null|2025-01-02T00:00:00Z', ''],
    ['31999998888|Não informado|2025-01-02T00:00:00Z', ''],
  ])('stores a missing car as empty text: %j', (raw, car) => {
    expect(lead(raw).carInfo).toBe(car)
  })

  it.each([
    '41988887777',
    '41988887777|Gol',
    '41988887777|Gol|',
    '41988887777|Gol|ontem',
    '41988887777|Gol|2025-02-30T10:00:00Z',
    '41988887777|Gol|2025-03-01T25:00:00Z',
    '41988887777|Gol|1740830400000',
  ])('uses 2024-01-01 for a missing or invalid timestamp: %j', (raw) => {
    expect(lead(raw).createdAt).toBe(LEGACY_DEFAULT_DATE)
  })

  it('keeps unicode car names as written', () => {
    expect(
      lead('11987654321|Citroën C4 Picasso — 2ª geração 🚗|2025-03-01T12:00:00Z').carInfo,
    ).toBe('Citroën C4 Picasso — 2ª geração 🚗')
    expect(lead('11987654321|CUSTOM_ORDER:Fusca 1972 «azul»|').carInfo).toBe('Fusca 1972 «azul»')
  })

  it('keeps pipes inside the car text (split at the first and the last pipe)', () => {
    expect(lead('11987654321|Civic | Honda|2025-03-01T12:00:00Z')).toMatchObject({
      carInfo: 'Civic | Honda',
      createdAt: '2025-03-01T12:00:00.000Z',
    })
    // A trailing pipe empties the timestamp slot; the rest is the car.
    expect(lead('11987654321|Civic|2020|')).toMatchObject({
      carInfo: 'Civic|2020',
      createdAt: LEGACY_DEFAULT_DATE,
    })
    expect(lead('11987654321||||')).toMatchObject({ carInfo: '||', createdAt: LEGACY_DEFAULT_DATE })
  })

  it('trims, drops control characters and cuts a car text at 200 characters', () => {
    expect(lead('  11987654321 | Corolla\u0000 2021\n | 2025-03-01T12:00:00Z  ')).toMatchObject({
      carInfo: 'Corolla 2021',
      createdAt: '2025-03-01T12:00:00.000Z',
    })
    expect(Array.from(lead(`11987654321|${'🚙'.repeat(250)}|`).carInfo)).toHaveLength(200)
  })

  it('accepts the old number with formatting around the digits', () => {
    expect(lead('(11) 98765-4321|Civic|').whatsapp).toBe('11987654321')
  })
})

describe('parseLegacyEntry: garbage is skipped with a reason', () => {
  it.each([
    ['1198765432|Civic|', LEGACY_REASONS.number(WHATSAPP_MESSAGES.length)],
    ['119876543210|Civic|', LEGACY_REASONS.number(WHATSAPP_MESSAGES.length)],
    ['5511987654321|Civic|', LEGACY_REASONS.number(WHATSAPP_MESSAGES.length)],
    ['20987654321|Civic|', LEGACY_REASONS.number(WHATSAPP_MESSAGES.ddd)],
    ['11887654321|Civic|', LEGACY_REASONS.number(WHATSAPP_MESSAGES.nine)],
    ['abc11987654321|Civic|', LEGACY_REASONS.numberChars],
    ['11987654321x|Civic|', LEGACY_REASONS.numberChars],
    ['|11987654321|Civic', LEGACY_REASONS.noNumber],
    ['Civic|2025-03-01T12:00:00Z', LEGACY_REASONS.noNumber],
    ['', LEGACY_REASONS.empty],
    ['   ', LEGACY_REASONS.empty],
  ])('%j', (raw, expected) => {
    expect(reason(raw)).toBe(expected)
  })

  it.each([null, 11987654321, { whatsapp: '11987654321' }, ['11987654321']])(
    'a non-text entry: %j',
    (raw) => {
      expect(reason(raw)).toBe(LEGACY_REASONS.notText)
    },
  )
})

describe('parseLegacyTimestamp', () => {
  it.each([
    ['2025-03-01T12:00:00.000Z', '2025-03-01T12:00:00.000Z'],
    ['2025-03-01T12:00:00Z', '2025-03-01T12:00:00.000Z'],
    ['2025-03-01T12:00:00.123456Z', '2025-03-01T12:00:00.123Z'],
    ['2025-03-01T09:00:00-03:00', '2025-03-01T12:00:00.000Z'],
    ['2025-03-01 12:00:00+00', '2025-03-01T12:00:00.000Z'],
    ['2025-03-01T12:00:00+0130', '2025-03-01T10:30:00.000Z'],
    ['2025-03-01T12:00', '2025-03-01T12:00:00.000Z'],
    ['2025-03-01', '2025-03-01T00:00:00.000Z'],
    ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00.000Z'],
  ])('%j is %s', (text, iso) => {
    expect(parseLegacyTimestamp(text)?.toISOString()).toBe(iso)
  })

  it.each(['', '2025', '01/03/2025', '2023-02-29', '2025-13-01', '2025-03-01T12:60:00Z', 'NaN'])(
    '%j is not a timestamp',
    (text) => {
      expect(parseLegacyTimestamp(text)).toBeUndefined()
    },
  )
})

describe('parseNotifyList', () => {
  it('keeps the newest entry per number and reports the replaced one', () => {
    const newer = '11987654321|Civic 2021|2025-05-01T00:00:00Z'
    const older = '11987654321|Civic 2020|2025-03-01T00:00:00Z'
    const { leads, skipped } = parseNotifyList([newer, '21998765432|Onix|', older])
    expect(leads.map((l) => [l.whatsapp, l.carInfo])).toEqual([
      ['11987654321', 'Civic 2021'],
      ['21998765432', 'Onix'],
    ])
    expect(skipped).toEqual([{ entry: older, reason: LEGACY_REASONS.replaced }])
  })

  it('on equal dates the later entry wins (the old app appended)', () => {
    const { leads, skipped } = parseNotifyList(['11987654321|Primeiro', '11987654321|Segundo'])
    expect(leads.map((l) => l.carInfo)).toEqual(['Segundo'])
    expect(skipped).toEqual([{ entry: '11987654321|Primeiro', reason: LEGACY_REASONS.replaced }])
  })

  it('treats formatted and plain spellings of one number as the same number', () => {
    const { leads } = parseNotifyList(['(11) 98765-4321|A|2025-01-01', '11987654321|B|2025-02-01'])
    expect(leads.map((l) => l.carInfo)).toEqual(['B'])
  })

  it('reports every unusable entry as text', () => {
    const { leads, skipped } = parseNotifyList(['lixo', 42, null, '11987654321|Ok|'])
    expect(leads).toHaveLength(1)
    expect(skipped).toEqual([
      { entry: 'lixo', reason: LEGACY_REASONS.noNumber },
      { entry: '42', reason: LEGACY_REASONS.notText },
      { entry: 'null', reason: LEGACY_REASONS.notText },
    ])
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CEP_RANGES,
  REGIONS,
  UFS,
  type Uf,
  regionOfCep,
  regionOfUf,
  ufOfCep,
} from './cep-regions.ts'

// One real CEP per UF, most of them a capital's centre (decision 054).
const KNOWN_CEPS: readonly [string, Uf][] = [
  ['01310-100', 'SP'], // Avenida Paulista, São Paulo
  ['20040-020', 'RJ'],
  ['29010-000', 'ES'],
  ['30130-000', 'MG'],
  ['40020-000', 'BA'],
  ['49010-000', 'SE'],
  ['50010-000', 'PE'],
  ['57020-000', 'AL'],
  ['58010-000', 'PB'],
  ['59010-000', 'RN'],
  ['60010-000', 'CE'],
  ['64000-000', 'PI'],
  ['65010-000', 'MA'],
  ['66010-000', 'PA'],
  ['68900-000', 'AP'],
  ['69005-000', 'AM'],
  ['69301-000', 'RR'],
  ['69900-000', 'AC'],
  ['70040-000', 'DF'],
  ['74000-000', 'GO'],
  ['76801-000', 'RO'],
  ['77001-000', 'TO'],
  ['78005-000', 'MT'],
  ['79002-000', 'MS'],
  ['80010-000', 'PR'],
  ['88010-000', 'SC'],
  ['90010-000', 'RS'],
]

// Where a UF's numbers stop and another's start, on both sides of each edge.
const BOUNDARIES: readonly [string, Uf][] = [
  ['68899', 'PA'],
  ['68900', 'AP'],
  ['69299', 'AM'],
  ['69300', 'RR'],
  ['69399', 'RR'],
  ['69400', 'AM'],
  ['72799', 'DF'],
  ['72800', 'GO'],
  ['72999', 'GO'],
  ['73000', 'DF'],
  ['73699', 'DF'],
  ['73700', 'GO'],
]

// The one block between 01000 and 99999 the Correios' table gives to no UF (decision 054).
const UNASSIGNED = { from: 78900, to: 78999 }

const prefix = (n: number) => String(n).padStart(5, '0')

describe('ufOfCep', () => {
  it.each(KNOWN_CEPS)('%s is in %s', (cep, uf) => {
    expect(ufOfCep(cep)).toBe(uf)
  })

  it.each(BOUNDARIES)('%s-000 is in %s', (five, uf) => {
    expect(ufOfCep(`${five}-000`)).toBe(uf)
    expect(ufOfCep(`${five}999`)).toBe(uf)
  })

  it('reads a CEP with or without its hyphen, and with surrounding spaces', () => {
    expect(ufOfCep('01310100')).toBe('SP')
    expect(ufOfCep('  01310-100 ')).toBe('SP')
    expect(ufOfCep('\t01310100\n')).toBe('SP')
  })

  it.each([
    ['0131010', '7 digits'],
    ['01310-1000', '9 digits'],
    ['abcde-fgh', 'letters'],
    ['01310-10a', 'a letter among digits'],
    ['01310--100', 'two hyphens'],
    ['00500-000', 'a prefix under 01000'],
    ['00000-000', 'zeros'],
    ['78950-000', 'the block no UF holds'],
    ['', 'nothing'],
    ['   ', 'only spaces'],
  ])('refuses %j (%s)', (cep) => {
    expect(ufOfCep(cep)).toBeUndefined()
    expect(regionOfCep(cep)).toBeUndefined()
  })

  it('gives the UF of the one range that holds any 8-digit CEP', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (n) => {
        const cep = String(n).padStart(8, '0')
        const five = Math.floor(n / 1000)
        const holding = CEP_RANGES.filter((r) => r.from <= five && five <= r.to)
        expect(ufOfCep(cep)).toBe(holding[0]?.uf)
        expect(ufOfCep(`${cep.slice(0, 5)}-${cep.slice(5)}`)).toBe(holding[0]?.uf)
      }),
    )
  })

  it('refuses any text that is not 8 digits once trimmed and unhyphenated', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/^\d{8}$/.test(text.trim().replace('-', '')))
        expect(ufOfCep(text)).toBeUndefined()
      }),
    )
  })
})

describe('CEP_RANGES', () => {
  it('is sorted, each range well formed', () => {
    for (const [i, range] of CEP_RANGES.entries()) {
      expect(range.from).toBeLessThanOrEqual(range.to)
      if (i > 0) expect(range.from).toBeGreaterThan(CEP_RANGES[i - 1]!.to)
    }
  })

  it('covers 01000 to 99999 with no overlap and no gap but the unassigned block', () => {
    const first = CEP_RANGES[0]!
    const last = CEP_RANGES[CEP_RANGES.length - 1]!
    expect(first.from).toBe(1000)
    expect(last.to).toBe(99_999)
    const gaps = CEP_RANGES.slice(1)
      .map((range, i) => ({ from: CEP_RANGES[i]!.to + 1, to: range.from - 1 }))
      .filter((gap) => gap.from <= gap.to)
    expect(gaps).toEqual([UNASSIGNED])
  })

  it('holds every prefix from 01000 to 99999 exactly once, outside the unassigned block', () => {
    for (let n = 0; n <= 99_999; n++) {
      const holding = CEP_RANGES.filter((r) => r.from <= n && n <= r.to).length
      const assigned = n >= 1000 && (n < UNASSIGNED.from || n > UNASSIGNED.to)
      if (holding !== (assigned ? 1 : 0)) expect.fail(`${prefix(n)} is in ${holding} ranges`)
    }
  })

  it('names every UF, and only UFs', () => {
    expect(new Set(CEP_RANGES.map((r) => r.uf))).toEqual(new Set(UFS))
  })

  it('gives AM, DF and GO two ranges each, every other UF one', () => {
    const split = UFS.filter((uf) => CEP_RANGES.filter((r) => r.uf === uf).length > 1)
    expect(split.sort()).toEqual(['AM', 'DF', 'GO'])
    expect(CEP_RANGES).toHaveLength(UFS.length + 3)
  })
})

describe('UFS', () => {
  it('lists the 27 UFs once each', () => {
    expect(UFS).toHaveLength(27)
    expect(new Set(UFS).size).toBe(27)
    for (const uf of UFS) expect(uf).toMatch(/^[A-Z]{2}$/)
  })
})

describe('REGIONS', () => {
  it('are the IBGE five, with their pt-BR names', () => {
    expect(REGIONS.map((r) => [r.id, r.name])).toEqual([
      ['norte', 'Norte'],
      ['nordeste', 'Nordeste'],
      ['centro-oeste', 'Centro-Oeste'],
      ['sudeste', 'Sudeste'],
      ['sul', 'Sul'],
    ])
  })

  it('put every UF in exactly one region', () => {
    const all = REGIONS.flatMap((r) => r.ufs)
    expect(all).toHaveLength(UFS.length)
    expect(new Set(all)).toEqual(new Set(UFS))
  })

  it.each([
    ['AM', 'norte'],
    ['TO', 'norte'],
    ['BA', 'nordeste'],
    ['MA', 'nordeste'],
    ['DF', 'centro-oeste'],
    ['MS', 'centro-oeste'],
    ['ES', 'sudeste'],
    ['SP', 'sudeste'],
    ['PR', 'sul'],
    ['RS', 'sul'],
  ] as const)('regionOfUf(%s) is %s', (uf, id) => {
    expect(regionOfUf(uf).id).toBe(id)
  })

  it('give each UF the region that lists it', () => {
    for (const uf of UFS) expect(regionOfUf(uf).ufs).toContain(uf)
  })
})

describe('regionOfCep', () => {
  it('is the region of the CEP’s UF', () => {
    expect(regionOfCep('01310-100')?.name).toBe('Sudeste')
    expect(regionOfCep('69301-000')?.name).toBe('Norte')
    expect(regionOfCep('73000-000')?.name).toBe('Centro-Oeste')
    for (const [cep, uf] of KNOWN_CEPS) expect(regionOfCep(cep)).toBe(regionOfUf(uf))
  })
})

/**
 * A CEP's state (UF) and region, told offline from the fixed ranges the Correios assign to each UF
 * (decision 054): no ViaCEP, no network. The range says where a CEP would be, not that it exists.
 */
import { BRAZILIAN_STATES, isCompleteCep } from '#domain/cep.ts'

/** The 27 UFs: the 26 states and the Distrito Federal, as the address form lists them. */
export const UFS = BRAZILIAN_STATES

export type Uf = (typeof UFS)[number]

export type RegionId = 'norte' | 'nordeste' | 'centro-oeste' | 'sudeste' | 'sul'

/** One of the IBGE's five regions, with its pt-BR display name and its UFs. */
export interface Region {
  readonly id: RegionId
  readonly name: 'Norte' | 'Nordeste' | 'Centro-Oeste' | 'Sudeste' | 'Sul'
  readonly ufs: readonly Uf[]
}

/** The IBGE's five regions; every UF is in exactly one (decision 054). */
export const REGIONS: readonly Region[] = [
  { id: 'norte', name: 'Norte', ufs: ['AC', 'AM', 'AP', 'PA', 'RO', 'RR', 'TO'] },
  {
    id: 'nordeste',
    name: 'Nordeste',
    ufs: ['AL', 'BA', 'CE', 'MA', 'PB', 'PE', 'PI', 'RN', 'SE'],
  },
  { id: 'centro-oeste', name: 'Centro-Oeste', ufs: ['DF', 'GO', 'MS', 'MT'] },
  { id: 'sudeste', name: 'Sudeste', ufs: ['ES', 'MG', 'RJ', 'SP'] },
  { id: 'sul', name: 'Sul', ufs: ['PR', 'RS', 'SC'] },
]

const REGION_BY_UF = new Map<Uf, Region>(
  REGIONS.flatMap((region) => region.ufs.map((uf) => [uf, region] as const)),
)

/** The region a UF is in: 'SP' -> Sudeste. */
export function regionOfUf(uf: Uf): Region {
  // Every UF is in REGIONS (the tests check it), so the lookup never misses.
  return REGION_BY_UF.get(uf)!
}

/** A run of CEP prefixes (the first five digits, both ends included) that belongs to one UF. */
export interface CepRange {
  readonly from: number
  readonly to: number
  readonly uf: Uf
}

/**
 * The Correios' ranges by UF, sorted by start and never overlapping (decision 054). AM, DF and GO
 * each have two: RR sits inside AM's numbers, and DF and GO interleave around Brasília. They cover
 * 01000 to 99999 but for 78900 to 78999, between MT and MS, which the table gives to no UF, so a
 * CEP there, like one under 01000, has no UF.
 */
export const CEP_RANGES: readonly CepRange[] = [
  { from: 1000, to: 19999, uf: 'SP' },
  { from: 20000, to: 28999, uf: 'RJ' },
  { from: 29000, to: 29999, uf: 'ES' },
  { from: 30000, to: 39999, uf: 'MG' },
  { from: 40000, to: 48999, uf: 'BA' },
  { from: 49000, to: 49999, uf: 'SE' },
  { from: 50000, to: 56999, uf: 'PE' },
  { from: 57000, to: 57999, uf: 'AL' },
  { from: 58000, to: 58999, uf: 'PB' },
  { from: 59000, to: 59999, uf: 'RN' },
  { from: 60000, to: 63999, uf: 'CE' },
  { from: 64000, to: 64999, uf: 'PI' },
  { from: 65000, to: 65999, uf: 'MA' },
  { from: 66000, to: 68899, uf: 'PA' },
  { from: 68900, to: 68999, uf: 'AP' },
  { from: 69000, to: 69299, uf: 'AM' },
  { from: 69300, to: 69399, uf: 'RR' },
  { from: 69400, to: 69899, uf: 'AM' },
  { from: 69900, to: 69999, uf: 'AC' },
  { from: 70000, to: 72799, uf: 'DF' },
  { from: 72800, to: 72999, uf: 'GO' },
  { from: 73000, to: 73699, uf: 'DF' },
  { from: 73700, to: 76799, uf: 'GO' },
  { from: 76800, to: 76999, uf: 'RO' },
  { from: 77000, to: 77999, uf: 'TO' },
  { from: 78000, to: 78899, uf: 'MT' },
  { from: 79000, to: 79999, uf: 'MS' },
  { from: 80000, to: 87999, uf: 'PR' },
  { from: 88000, to: 89999, uf: 'SC' },
  { from: 90000, to: 99999, uf: 'RS' },
]

/** The UF whose range holds a five-digit prefix, by binary search over CEP_RANGES. */
function ufOfPrefix(prefix: number): Uf | undefined {
  let low = 0
  let high = CEP_RANGES.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const range = CEP_RANGES[middle]!
    if (prefix < range.from) high = middle - 1
    else if (prefix > range.to) low = middle + 1
    else return range.uf
  }
  return undefined
}

/**
 * The UF a CEP belongs to, from its first five digits: '01310-100' and ' 01310100 ' -> 'SP'.
 * Surrounding spaces and one hyphen are allowed; anything else that is not exactly 8 digits, and a
 * prefix in no range (00000 to 00999, 78900 to 78999), gives undefined.
 */
export function ufOfCep(cep: string): Uf | undefined {
  const digits = cepDigits(cep)
  return digits === undefined ? undefined : ufOfPrefix(Number(digits.slice(0, 5)))
}

/** A typed CEP's 8 digits ('01310-100', ' 01310100 '); undefined for anything else. */
export function cepDigits(cep: string): string | undefined {
  const digits = cep.trim().replace('-', '')
  return isCompleteCep(digits) ? digits : undefined
}

/** The region a CEP belongs to: '01310-100' -> Sudeste; undefined where ufOfCep is. */
export function regionOfCep(cep: string): Region | undefined {
  const uf = ufOfCep(cep)
  return uf === undefined ? undefined : regionOfUf(uf)
}

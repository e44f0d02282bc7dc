import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LEGACY_REASONS } from '#domain/legacy-lead.ts'
import { WHATSAPP_MESSAGES } from '#domain/whatsapp.ts'
import { openDatabase, type Database, type Db } from '#server/db/client.ts'
import { productLeads } from '#server/db/schema/leads.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import legacyExport from '#server/testing/legacy-lead-fixtures.json' with { type: 'json' }
import { LEGACY_IMPORT_REASONS, importLegacyLeads, readLegacyExport } from './legacy-import.ts'

const FIXTURE = path.resolve(import.meta.dirname, '../../testing/legacy-lead-fixtures.json')
const CAPA = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a01'
const MANOPLA = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a02'
const GONE = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a99'

/** The fixture's products that still exist in the new shop (the '...a99' one does not). */
function insertFixtureProducts(db: Db) {
  const base = { priceCents: 1000, description: 'Descrição', image: '/p.svg', stock: 0 }
  return insertProducts(db, [
    { ...base, id: CAPA, name: 'Capa de volante em couro' },
    { ...base, id: MANOPLA, name: 'Manopla de câmbio', isCustomOrder: true },
    { ...base, id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a03', name: 'Sem avisos' },
    { ...base, id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a04', name: 'Lista vazia' },
  ])
}

const EXPECTED_SKIPS = [
  { productId: CAPA, entry: '11987654321|Civic 2019|2024-06-01T00:00:00.000Z' },
  { productId: CAPA, entry: '1198765432|Gol 2015|2025-01-01T00:00:00Z' },
  { productId: CAPA, entry: '20987654321|Gol 2016|2025-01-01T00:00:00Z' },
  { productId: GONE, entry: '11912345678|Uno 2010|2024-09-09T09:09:09Z' },
]

describe('importLegacyLeads', () => {
  let database: Database
  const leadsOf = (productId: string) =>
    database.db
      .select()
      .from(productLeads)
      .where(eq(productLeads.productId, productId))
      .orderBy(asc(productLeads.whatsapp))

  beforeAll(async () => {
    database = await openTestDatabase()
    await insertFixtureProducts(database.db)
  })
  afterAll(() => database.close())

  it('loads the valid entries and reports every skipped one with its reason', async () => {
    const report = await importLegacyLeads(database.db, legacyExport)
    expect(report.loaded).toBe(5)
    expect(report.alreadyPresent).toBe(0)
    expect(report.skipped.map(({ productId, entry }) => ({ productId, entry }))).toEqual(
      EXPECTED_SKIPS,
    )
    expect(report.skipped.map((s) => s.reason)).toEqual([
      LEGACY_REASONS.replaced,
      LEGACY_REASONS.number(WHATSAPP_MESSAGES.length),
      LEGACY_REASONS.number(WHATSAPP_MESSAGES.ddd),
      LEGACY_IMPORT_REASONS.unknownProduct,
    ])

    const capa = await leadsOf(CAPA)
    expect(capa.map((l) => [l.whatsapp, l.carInfo, l.kind, l.createdAt.toISOString()])).toEqual([
      ['11987654321', 'Civic 2020', 'notify', '2025-03-01T12:00:00.000Z'],
      ['31999998888', '', 'notify', '2024-01-01T00:00:00.000Z'],
      ['41988887777', '', 'notify', '2024-01-01T00:00:00.000Z'],
    ])
    // An upper-case id in the export still matches; the same number may wait on two products.
    const manopla = await leadsOf(MANOPLA)
    expect(manopla.map((l) => [l.whatsapp, l.carInfo, l.kind])).toEqual([
      ['11987654321', 'Citroën C4 | 2ª geração', 'interest'],
      ['21998765432', 'Onix 2019', 'interest'],
    ])
  })

  it('adds nothing when run again', async () => {
    const report = await importLegacyLeads(database.db, legacyExport)
    expect(report).toMatchObject({ loaded: 0, alreadyPresent: 5 })
    expect(report.skipped).toHaveLength(4)
    expect(await database.db.$count(productLeads)).toBe(5)
  })

  it('never overwrites a lead made in the new shop', async () => {
    const [product] = await insertProducts(database.db, [
      { name: 'Tapete', priceCents: 1, description: 'd', image: '/t.svg' },
    ])
    const id = product!.id
    const madeNow = new Date('2026-01-10T08:00:00.000Z')
    await database.db.insert(productLeads).values({
      productId: id,
      whatsapp: '11987654321',
      carInfo: 'HB20 2024',
      kind: 'notify',
      createdAt: madeNow,
    })
    const report = await importLegacyLeads(database.db, {
      products: [
        { id, whatsapp_notify_list: ['11987654321|CUSTOM_ORDER:Fusca|2025-12-01T00:00:00Z'] },
      ],
    })
    expect(report).toEqual({ loaded: 0, alreadyPresent: 1, skipped: [] })
    const [kept] = await leadsOf(id)
    expect(kept).toMatchObject({ carInfo: 'HB20 2024', kind: 'notify', createdAt: madeNow })
  })

  it('reports rows it cannot use: not an object, no valid id, a list that is not a list', async () => {
    const report = await importLegacyLeads(database.db, {
      data: [
        'lixo',
        { id: 42, whatsapp_notify_list: ['11987654321|Gol|'] },
        { whatsappNotifyList: ['21998765432|Onix|'] },
        { id: CAPA, whatsapp_notify_list: '{"11987654321|Gol|"}' },
      ],
    })
    expect(report).toEqual({
      loaded: 0,
      alreadyPresent: 0,
      skipped: [
        { productId: '', entry: 'lixo', reason: LEGACY_IMPORT_REASONS.notRow },
        { productId: '42', entry: '11987654321|Gol|', reason: LEGACY_IMPORT_REASONS.badProductId },
        { productId: '', entry: '21998765432|Onix|', reason: LEGACY_IMPORT_REASONS.badProductId },
        { productId: CAPA, entry: '{"11987654321|Gol|"}', reason: LEGACY_IMPORT_REASONS.badList },
      ],
    })
  })
})

describe('readLegacyExport', () => {
  const row = { id: CAPA, whatsapp_notify_list: [] }

  it('accepts an array, { products } and { data }, and an empty export', () => {
    expect(readLegacyExport([row])).toEqual([row])
    expect(readLegacyExport({ products: [row] })).toEqual([row])
    expect(readLegacyExport({ data: [row], error: null })).toEqual([row])
    expect(readLegacyExport([])).toEqual([])
  })

  it.each([{}, { rows: [row] }, 'texto', 42, null])('refuses the shape %j', (json) => {
    expect(() => readLegacyExport(json)).toThrow(/Formato não reconhecido/)
  })

  it('refuses an export of another table', () => {
    expect(() => readLegacyExport([{ id: CAPA, status: 'pago' }])).toThrow(
      /coluna whatsapp_notify_list/,
    )
  })
})

describe('npm run import:leads (child process, PGlite)', () => {
  const root = path.resolve(import.meta.dirname, '../../../..')
  let dir: string

  function run(dataDir: string, ...args: string[]) {
    const child = spawn(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'src/server/cli/import-leads.ts'), ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
      child.on('close', (code) => resolve({ code, stdout, stderr })),
    )
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vitrine-import-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  // Concurrent: each child boots tsx and PGlite, seconds apiece.
  it.concurrent(
    'refuses a missing argument, a missing or non-JSON file, without a stack',
    async () => {
      const dataDir = path.join(dir, 'never-created')
      const notJson = path.join(dir, 'export.csv')
      await writeFile(notJson, 'id,name\n1,Capa\n')
      const missing = path.join(dir, 'nao-existe.json')
      const [noArg, noFile, badJson] = await Promise.all([
        run(dataDir),
        run(dataDir, missing),
        run(dataDir, notJson),
      ])
      expect(noArg).toMatchObject({ code: 1, stdout: '' })
      expect(noArg.stderr).toContain('Uso: npm run import:leads -- ARQUIVO.json')
      expect(noFile).toMatchObject({ code: 1, stderr: `Arquivo não encontrado: ${missing}\n` })
      expect(badJson.code).toBe(1)
      expect(badJson.stderr).toContain(`${notJson} não é um JSON válido`)
      for (const { stderr } of [noArg, noFile, badJson]) expect(stderr).not.toMatch(/\n\s+at /)
      // A user error does not open, let alone create, the database.
      expect(existsSync(dataDir)).toBe(false)
    },
  )

  it.concurrent('imports the fixture and prints the report', async () => {
    const dataDir = path.join(dir, 'data')
    const seed = await openDatabase({ dataDir })
    await seed.migrate()
    await insertFixtureProducts(seed.db)
    await seed.close()

    const { code, stdout, stderr } = await run(dataDir, FIXTURE)
    expect(stderr).toBe('')
    expect(code).toBe(0)
    expect(stdout).toContain('Importados: 5\nJá existentes: 0\nIgnorados: 4\n')
    expect(stdout).toContain(
      `  - produto ${GONE}, entrada "11912345678|Uno 2010|2024-09-09T09:09:09Z": Produto não encontrado na loja`,
    )
    expect(stdout).toContain(
      `  - produto ${CAPA}, entrada "20987654321|Gol 2016|2025-01-01T00:00:00Z": WhatsApp inválido: DDD inválido`,
    )
  })
})

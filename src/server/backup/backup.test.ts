import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHOTO_FILE } from '#domain/photos.ts'
import { loadConfig } from '#server/config.ts'
import { openDatabase, type Database } from '#server/db/client.ts'
import { DataDirInUse } from '#server/db/data-dir-lock.ts'
import { rawRows } from '#server/db/raw-rows.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { createTestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'
import { createBackup, restoreBackup } from './backup.ts'
import { backupPglite } from './pglite-backup.ts'
import { backupPostgres } from './postgres-backup.ts'
import { readTarEntries } from './tar-reader.ts'

let workDir: string
beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-backup-'))
})
afterAll(() => rm(workDir, { recursive: true, force: true }))

/** Two customers place three orders through the API, as in the shop. */
async function placeOrders(database: Database) {
  const t = await createTestApp({}, { database })
  try {
    const product = await seedProduct(database.db, { stock: 50, priceCents: 8990 })
    for (const [n, count] of [
      [1, 2],
      [2, 1],
    ] as const) {
      const customer = new TestClient(t)
      await customer.post('/api/auth/register', {
        email: `cliente${n}@exemplo.com`,
        password: 'cliente-1',
        confirmPassword: 'cliente-1',
        address: ADDRESS,
      })
      for (let i = 0; i < count; i++) {
        const res = await customer.post('/api/orders', {
          items: [{ productId: product.id, quantity: 1 + i }],
          address: { ...ADDRESS, number: `${100 + i}` },
          paymentMethod: 'pix',
        })
        expect(res.status).toBe(201)
      }
    }
  } finally {
    await t.close()
  }
}

/** Every order with its items and shipping address, as one comparable value. */
async function ordersOf(database: Database) {
  return rawRows<Record<string, unknown>>(
    database.db,
    sql`
    select o.id, o.total_cents, o.pix_code, a.street, a.number,
      (select json_agg(json_build_object('product', i.product_id, 'quantity', i.quantity)
         order by i.product_id) from order_items i where i.order_id = o.id) as items
    from orders o join shipping_addresses a on a.order_id = o.id
    order by o.id`,
  )
}

/** Damage done after the backup: what the restore must undo. */
async function loseOrders(database: Database) {
  await database.db.execute(sql`delete from order_items`)
  await database.db.execute(sql`delete from shipping_addresses`)
  await database.db.execute(sql`delete from orders`)
}

const PHOTO = '0123456789abcdef0123456789abcdef'
const OTHER = 'fedcba9876543210fedcba9876543210'

/** Two photos' files (sizes off and on tar's 512-byte blocks), a write in progress, a stray file. */
async function writePhotos(mediaDir: string) {
  const photos: Record<string, Buffer> = {
    [`${PHOTO}-640.webp`]: randomBytes(700),
    [`${PHOTO}-1200.jpg`]: randomBytes(512),
    [`${OTHER}-320.webp`]: randomBytes(3000),
  }
  await mkdir(path.join(mediaDir, '.tmp'), { recursive: true })
  for (const name in photos) await writeFile(path.join(mediaDir, name), photos[name]!)
  await writeFile(path.join(mediaDir, '.tmp', `${PHOTO}-960.webp`), 'meia foto')
  await writeFile(path.join(mediaDir, 'notas.txt'), 'não é uma foto')
  return photos
}

/** The photo files of a MEDIA_DIR with their bytes (nothing when it is missing). */
async function photosIn(mediaDir: string) {
  const names = (await readdir(mediaDir).catch(() => [] as string[])).filter((n) =>
    PHOTO_FILE.test(n),
  )
  return Object.fromEntries(
    await Promise.all(names.map(async (n) => [n, await readFile(path.join(mediaDir, n))])),
  )
}

const COUNTS = { orders: 3, products: 1, customers: 2 }
const MEDIA = { photos: 2, files: 3, bytes: 700 + 512 + 3000 }

describe('npm run backup / npm run restore on the embedded database (PGlite)', () => {
  const dataDir = () => path.join(workDir, 'data')
  const config = () => ({ databaseUrl: undefined, dataDir: dataDir(), mediaDir: mediaDir() })
  const mediaDir = () => path.join(workDir, 'media')
  let before: Record<string, unknown>[]
  let photos: Record<string, Buffer>

  beforeAll(async () => {
    const database = await openDatabase({ dataDir: dataDir() })
    try {
      await database.migrate()
      await placeOrders(database)
      before = await ordersOf(database)
      photos = await writePhotos(mediaDir())
      // The shop holds the directory: a backup now would copy a database in the middle of writes.
      await expect(createBackup(config(), path.join(workDir, 'busy.tar'))).rejects.toBeInstanceOf(
        DataDirInUse,
      )
    } finally {
      await database.close()
    }
  })

  async function loseEverything() {
    const database = await openDatabase({ dataDir: dataDir() })
    await loseOrders(database)
    expect(await ordersOf(database)).toHaveLength(0)
    await database.close()
  }

  async function expectOrdersBack() {
    const database = await openDatabase({ dataDir: dataDir() })
    try {
      expect(await ordersOf(database)).toEqual(before)
    } finally {
      await database.close()
    }
  }

  it('restores the archive: every order, and the exact bytes of every photo', async () => {
    expect(before).toHaveLength(3)
    const file = path.join(workDir, 'backups', 'loja.backup.tar')
    expect(await createBackup(config(), file)).toEqual({ ...COUNTS, media: MEDIA })
    // Nothing but the archive: the dump and the partial file were removed.
    expect((await readdir(path.join(workDir, 'backups'))).sort()).toEqual(['loja.backup.tar'])

    await loseEverything()
    await rm(mediaDir(), { recursive: true })
    const restored = await restoreBackup(config(), file, path.join(workDir, 'backups'))
    expect(restored.summary).toEqual({ ...COUNTS, media: MEDIA })
    expect(restored.photos).toEqual({ written: 3, kept: 0 })
    expect(restored.previous).toMatch(/data\.antes-da-restauracao-/)
    await expectOrdersBack()
    expect(await photosIn(mediaDir())).toEqual(photos)
    // Neither the write in progress nor the stray file was in the backup.
    expect((await readdir(mediaDir())).sort()).toEqual(['.tmp', ...Object.keys(photos)].sort())
    expect(await readdir(path.join(mediaDir(), '.tmp'))).toEqual([])
    // The replaced directory is kept: restoring the wrong file can itself be undone.
    expect((await readdir(workDir)).some((f) => f.startsWith('data.antes-da-restauracao-'))).toBe(
      true,
    )
  })

  it("still restores today's .pglite.tar.gz, leaving the photos as they are", async () => {
    const file = path.join(workDir, 'antigo.pglite.tar.gz')
    await backupPglite(dataDir(), file)
    await loseEverything()
    await writeFile(path.join(mediaDir(), `${OTHER}-640.webp`), 'enviada depois')
    const photosNow = await photosIn(mediaDir())
    const restored = await restoreBackup(config(), file, workDir)
    expect(restored.summary).toEqual(COUNTS)
    expect(restored.photos).toBeUndefined()
    await expectOrdersBack()
    expect(await photosIn(mediaDir())).toEqual(photosNow)
  })
})

const serverUrl = loadConfig().databaseUrl

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

// CI runs the server tests a second time with DATABASE_URL: there, this is the pg_dump round trip.
describe.runIf(serverUrl)('npm run backup / npm run restore on PostgreSQL', () => {
  const name = `vitrine_backup_${randomBytes(6).toString('hex')}`
  const url = new URL(serverUrl ?? 'postgres://localhost')
  url.pathname = `/${name}`
  const config = () => ({ databaseUrl: url.toString(), dataDir: '', mediaDir: mediaDir() })
  const mediaDir = () => path.join(workDir, 'pg-media')
  let database: Database
  let before: Record<string, unknown>[]
  let photos: Record<string, Buffer>

  beforeAll(async () => {
    await adminQuery(`create database ${name}`)
    database = await openDatabase(config())
    await database.migrate()
    await placeOrders(database)
    before = await ordersOf(database)
    photos = await writePhotos(mediaDir())
  })
  afterAll(async () => {
    await database?.close()
    await adminQuery(`drop database if exists ${name} with (force)`)
  })

  it('restores the archive: every order, and the exact bytes of every photo', async () => {
    const file = path.join(workDir, 'loja-pg.backup.tar')
    // Taken while the shop's connections are open: pg_dump reads one consistent snapshot.
    expect(await createBackup(config(), file)).toEqual({ ...COUNTS, media: MEDIA })
    await loseOrders(database)
    await rm(mediaDir(), { recursive: true })
    const restored = await restoreBackup(config(), file, workDir)
    expect(restored.summary.orders).toBe(3)
    expect(restored.photos).toEqual({ written: 3, kept: 0 })
    expect(await ordersOf(database)).toEqual(before)
    expect(await photosIn(mediaDir())).toEqual(photos)
    // The safety copy is an archive too: the database as it was, and the photos MEDIA_DIR had.
    expect(restored.previous).toMatch(/antes-da-restauracao-vitrine-.*\.postgres\.backup\.tar$/)
    const safety = (await readTarEntries(restored.previous!)).map((e) => e.name)
    expect(safety.slice(0, 2)).toEqual(['manifest.json', 'database.pgdump'])
  })

  it("still restores today's .pgdump, leaving the photos as they are", async () => {
    const file = path.join(workDir, 'antigo.pgdump')
    await backupPostgres(url.toString(), file)
    await loseOrders(database)
    const restored = await restoreBackup(config(), file, workDir)
    expect(restored.summary).toEqual(COUNTS)
    expect(restored.photos).toBeUndefined()
    expect(await ordersOf(database)).toEqual(before)
    expect(await photosIn(mediaDir())).toEqual(photos)
    expect(restored.previous).toMatch(/antes-da-restauracao-vitrine-.*\.pgdump$/)
  })
})

import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '#server/config.ts'
import { openDatabase, type Database } from '#server/db/client.ts'
import { DataDirInUse } from '#server/db/data-dir-lock.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { createTestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'
import { BackupError } from './backup-file.ts'
import { createBackup, restoreBackup } from './backup.ts'
import { rawRows } from '#server/db/raw-rows.ts'

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

describe('npm run backup / npm run restore on the embedded database (PGlite)', () => {
  it('restores a backup and finds every order with its items and address', async () => {
    const dataDir = path.join(workDir, 'data')
    const config = { databaseUrl: undefined, dataDir }
    let database = await openDatabase({ dataDir })
    await database.migrate()
    await placeOrders(database)
    const before = await ordersOf(database)
    expect(before).toHaveLength(3)
    // The shop holds the directory: a backup now would copy a database in the middle of writes.
    await expect(createBackup(config, path.join(workDir, 'busy.tar.gz'))).rejects.toBeInstanceOf(
      DataDirInUse,
    )
    await database.close()

    const file = path.join(workDir, 'backups', 'loja.pglite.tar.gz')
    const summary = await createBackup(config, file)
    expect(summary).toEqual({ orders: 3, products: 1, customers: 2 })

    database = await openDatabase({ dataDir })
    await loseOrders(database)
    expect(await ordersOf(database)).toHaveLength(0)
    await database.close()

    const restored = await restoreBackup(config, file, path.join(workDir, 'backups'))
    expect(restored.summary.orders).toBe(3)
    expect(restored.previous).toMatch(/data\.antes-da-restauracao-/)
    database = await openDatabase({ dataDir })
    try {
      expect(await ordersOf(database)).toEqual(before)
    } finally {
      await database.close()
    }
    // The replaced directory is kept: restoring the wrong file can itself be undone.
    expect((await readdir(workDir)).some((f) => f.startsWith('data.antes-da-restauracao-'))).toBe(
      true,
    )
  })

  it('refuses what is not a backup, and a backup of the other kind of database', async () => {
    const config = { databaseUrl: undefined, dataDir: path.join(workDir, 'other') }
    const notBackup = path.join(workDir, 'notas.txt')
    await writeFile(notBackup, 'lista de compras')
    await expect(restoreBackup(config, notBackup)).rejects.toThrow(
      'não é um backup da loja (npm run backup)',
    )
    await expect(restoreBackup(config, path.join(workDir, 'nada.tar.gz'))).rejects.toThrow(
      BackupError,
    )
    const pgDump = path.join(workDir, 'outro.pgdump')
    await writeFile(pgDump, 'PGDMP\u0001\u000e')
    await expect(restoreBackup(config, pgDump)).rejects.toThrow('DATABASE_URL não está definido')
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
if (serverUrl) {
  describe('npm run backup / npm run restore on PostgreSQL', () => {
    it('restores a pg_dump backup and finds every order with its items and address', async () => {
      const name = `vitrine_backup_${randomBytes(6).toString('hex')}`
      await adminQuery(`create database ${name}`)
      const url = new URL(serverUrl!)
      url.pathname = `/${name}`
      const config = { databaseUrl: url.toString(), dataDir: '' }
      const database = await openDatabase(config)
      try {
        await database.migrate()
        await placeOrders(database)
        const before = await ordersOf(database)
        expect(before).toHaveLength(3)
        const file = path.join(workDir, 'loja.pgdump')
        // Taken while the shop's connections are open: pg_dump reads one consistent snapshot.
        expect(await createBackup(config, file)).toEqual({ orders: 3, products: 1, customers: 2 })
        await loseOrders(database)
        const restored = await restoreBackup(config, file, workDir)
        expect(restored.summary.orders).toBe(3)
        expect(await ordersOf(database)).toEqual(before)
        expect(restored.previous).toMatch(/antes-da-restauracao-vitrine-.*\.pgdump$/)
      } finally {
        await database.close()
        await adminQuery(`drop database if exists ${name} with (force)`)
      }
    })
  })
}

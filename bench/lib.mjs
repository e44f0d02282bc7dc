// Shared by the benchmarks: start the shop as `npm start` does and wait until it answers.
import { spawn } from 'node:child_process'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '..')

export const BENCH_ADMIN_PASSWORD = 'bench-senha-123'

/** The PostgreSQL server given to `npm run bench` (DATABASE_URL), or null: PGlite only. */
export const POSTGRES_URL = process.env.DATABASE_URL || null

/**
 * A fresh database on the PostgreSQL server of `serverUrl`, dropped by `drop()`: benchmarks never
 * touch the database named in DATABASE_URL itself.
 */
export async function createPostgresDatabase(serverUrl, label) {
  const { default: pg } = await import('pg')
  const name = `vitrine_bench_${label}_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: serverUrl })
      await again.connect()
      await again.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await again.end()
    },
  }
}

/** Runs `sql` (with `params`) on the database the shop uses; the shop must be stopped on PGlite. */
export async function runSql({ dataDir, databaseUrl }, sql, params = []) {
  if (databaseUrl) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      return (await client.query(sql, params)).rows
    } finally {
      await client.end()
    }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create(dataDir)
  try {
    return (await db.query(sql, params)).rows
  } finally {
    await db.close()
  }
}

/**
 * Fills the catalog up to `count` products (on top of what is there) with varied names,
 * categories, prices and stock, in one INSERT ... SELECT: 100,000 rows take seconds.
 */
export async function seedCatalog(target, count) {
  const [row] = await runSql(target, 'SELECT count(*)::int AS n FROM products')
  const missing = count - row.n
  if (missing <= 0) return
  await runSql(
    target,
    `INSERT INTO products (name, price_cents, description, image, category, stock, is_custom_order, created_at)
     SELECT
       (ARRAY['Capa de Volante','Tapete','Chaveiro','Manopla','Organizador','Kit LED','Protetor de Cinto','Almofada'])[1 + i % 8]
         || ' modelo ' || i,
       1990 + (i * 37) % 48000,
       'Acessório artesanal número ' || i || ', feito à mão com materiais selecionados para o seu carro.',
       '/demo/products/' || (ARRAY['capa-volante-couro','tapete-porta-malas','chaveiro-iniciais','manopla-cambio-trancada','organizador-encosto','kit-led-interno-rgb','protetor-cinto-seguranca','almofada-pescoco'])[1 + i % 8] || '.svg',
       (ARRAY['Volantes','Tapetes','Chaveiros','Câmbio','Organização','Iluminação','Conforto','Segurança'])[1 + i % 8],
       CASE WHEN i % 10 = 0 THEN 0 ELSE 1 + i % 40 END,
       i % 25 = 0,
       now() - (i || ' seconds')::interval
     FROM generate_series(1, $1::int) AS s(i)`,
    [missing],
  )
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * Starts `node scripts/start.mjs` on PGlite in `dataDir`, or on PostgreSQL at `databaseUrl`;
 * resolves with the ms until /api/health answered 200. `env` adds variables (e.g. SEED_DEMO).
 */
export async function startShop({ port, dataDir, databaseUrl = '', env = {} }) {
  const started = performance.now()
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir ?? path.join(ROOT, '.bench-unused-data'),
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: 'dona@bench.test',
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const deadline = started + 120_000
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited:\n${output}`)
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (res.ok) return { ms: performance.now() - started, child, output: () => output }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10))
  }
  child.kill('SIGKILL')
  throw new Error(`the shop did not answer within 120 s:\n${output}`)
}

export async function stopShop(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

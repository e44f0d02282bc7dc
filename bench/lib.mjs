// Shared by the benchmarks: start the shop as `npm start` does and wait until it answers.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { openStockBooks } from './variant-catalog.mjs'

export { openStockBooks }

export const ROOT = path.resolve(import.meta.dirname, '..')

export const BENCH_ADMIN_PASSWORD = 'bench-senha-123'

/** startShop's admin's session cookie: POST /api/auth/login, with the Origin the shop checks. */
export async function signInAsAdmin(base) {
  const body = JSON.stringify({ email: 'dona@bench.test', password: BENCH_ADMIN_PASSWORD })
  const headers = { 'content-type': 'application/json', origin: base }
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers, body })
  const cookie = res.headers.getSetCookie().find((l) => l.startsWith('vitrine_session='))
  if (res.status !== 200 || !cookie) throw new Error(`admin sign-in answered ${res.status}`)
  return cookie.split(';')[0]
}

/** The PostgreSQL server given to `npm run bench` (DATABASE_URL), or null: PGlite only. */
export const POSTGRES_URL = process.env.DATABASE_URL || null

/**
 * A fresh database on the PostgreSQL server of `serverUrl` (or a copy of `template`, the URL of
 * another bench database), dropped by `drop()`: benchmarks never touch the database named in
 * DATABASE_URL itself.
 */
export async function createPostgresDatabase(serverUrl, label, { template } = {}) {
  const { default: pg } = await import('pg')
  const name = `vitrine_bench_${label}_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  // A template copies another bench database as it is; nobody may be connected to it meanwhile,
  // and the backend of a client that just left can take a moment to go (55006).
  const from = template ? ` TEMPLATE "${new URL(template).pathname.slice(1)}"` : ''
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE "${name}"${from}`)
        break
      } catch (error) {
        if (error.code !== '55006' || attempt === 20) throw error
        await sleep(250)
      }
    }
  } finally {
    await admin.end()
  }
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

/**
 * PGlite on `dataDir` with the extensions the shop loads (src/server/db/client.ts): the catalog's
 * trigram index cannot be updated, or even planned, without pg_trgm.
 */
export async function openPglite(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  return PGlite.create({ dataDir, extensions: { pg_trgm } })
}

/**
 * Calls `fn(query)` with one connection to the database the shop uses (the shop must be stopped on
 * PGlite); `query(sql, params)` resolves with the rows.
 */
export async function withDatabase({ dataDir, databaseUrl }, fn) {
  if (databaseUrl) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      return await fn(async (sql, params = []) => (await client.query(sql, params)).rows)
    } finally {
      await client.end()
    }
  }
  const db = await openPglite(dataDir)
  try {
    return await fn(async (sql, params = []) => (await db.query(sql, params)).rows)
  } finally {
    await db.close()
  }
}

/** Runs `sql` (with `params`) on the database the shop uses; the shop must be stopped on PGlite. */
export function runSql(target, sql, params = []) {
  return withDatabase(target, (query) => query(sql, params))
}

/**
 * Fills the catalog up to `count` products (on top of what is there) with varied names,
 * categories, prices and stock, in one INSERT ... SELECT: 100,000 rows take seconds; each with its
 * 24 variants (bench/variant-catalog.mjs: 1,000 products take about 3 s on PGlite). Then ANALYZE,
 * as autovacuum would do on a live database, so the planner knows the table's new size.
 */
export function seedCatalog(target, count, options) {
  return withDatabase(target, (query) => seedProducts(query, count, options))
}

/**
 * seedCatalog on an open connection (`query` as withDatabase's); `books(query)` writes what the app
 * writes with the new products (openStockBooks: their variants and movements).
 */
export async function seedProducts(query, count, { books = openStockBooks } = {}) {
  const [row] = await query('SELECT count(*)::int AS n FROM products')
  const missing = count - row.n
  if (missing <= 0) return
  await query(
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
  await books(query)
  await query('ANALYZE products')
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
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_SHOP_NODE_ARGS ?? '').split(' ').filter(Boolean), 'scripts/start.mjs'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir ?? path.join(ROOT, '.bench-unused-data'),
        DATABASE_URL: databaseUrl,
        ADMIN_EMAIL: 'dona@bench.test',
        ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
        // The address the benches call (and name as Origin on posts): the one the shop accepts.
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const deadline = started + 120_000
  let ms
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited:\n${output}`)
    try {
      if (ms === undefined && (await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
        ms = performance.now() - started
      }
    } catch {
      // not listening yet
    }
    // Another process on this port (a bench of someone else's copy) answers /api/health too: the
    // shop is ours once it has also said it listens (src/server/main.ts), untimed.
    if (ms !== undefined && output.includes(READY)) return { ms, child, output: () => output }
    await new Promise((r) => setTimeout(r, 10))
  }
  child.kill('SIGKILL')
  throw new Error(`the shop did not answer within 120 s:\n${output}`)
}

/** What the shop prints once it listens (src/server/main.ts). */
const READY = 'Loja no ar:'

/** A port nobody listens on right now, from the OS: fixed ports collide with other runs. */
export async function freePort() {
  const { createServer } = await import('node:net')
  const server = createServer()
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * startShop for measuring the running server. When that start had to build first (sources changed,
 * e.g. by someone editing meanwhile), the build's memory stays in the process, so it starts again;
 * a start whose build failed (two builds writing dist/ at once) is tried again too.
 */
export async function startBuiltShop(options, attempts = 3) {
  let shop
  try {
    shop = await startShop(options)
  } catch (error) {
    if (attempts <= 1 || !String(error.message).includes('Compilando')) throw error
    await sleep(2000)
    return startBuiltShop(options, attempts - 1)
  }
  if (attempts <= 1 || !shop.output().includes('Compilando')) return shop
  await stopShop(shop.child)
  return startBuiltShop(options, attempts - 1)
}

export async function stopShop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

const benchStarted = performance.now()

/** A progress line on stderr, with the seconds since the benchmark process started. */
export function log(message) {
  console.error(`[bench ${((performance.now() - benchStarted) / 1000).toFixed(0)} s] ${message}`)
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** CPU model × count, RAM, Node and OS of this machine, for every figure's caption. */
export async function machine() {
  const { readFile } = await import('node:fs/promises')
  const os = await import('node:os')
  const release = await readFile('/etc/os-release', 'utf8').catch(() => '')
  const distro = /^PRETTY_NAME="?([^"\n]*)/m.exec(release)?.[1] ?? os.platform()
  const cpus = os.cpus()
  const ram = (os.totalmem() / 2 ** 30).toFixed(1)
  return `${cpus.length} × ${cpus[0]?.model.trim()}, ${ram} GiB RAM, Node ${process.version}, ${distro} (Linux ${os.release()})`
}

/** Total size of the files under `dir`, in bytes. */
export async function dirBytes(dir) {
  const { readdir, stat } = await import('node:fs/promises')
  let total = 0
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size
  }
  return total
}

/** The value of a `--name=value` command-line option, or `fallback`. */
export const option = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback

// WEB_CONCURRENCY (issue 20): `npm start` as several processes on one PostgreSQL. On a new, empty
// database, WEB_CONCURRENCY=2 starts a primary with 2 workers (the process tree, not a header, says
// so); the primary alone migrated, seeded and made the admin; both workers take connections on the
// one port; a worker killed with -9 is replaced; SIGTERM on the primary stops all of them, exit 0.
// On PGlite, WEB_CONCURRENCY=2 is ignored: one process, and the start log says why.
// `DATABASE_URL=postgres://... node bench/web-concurrency.mjs`; without it, the PGlite part only.
// Exits 1 on any failed check.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import {
  createPostgresDatabase,
  log,
  POSTGRES_URL,
  ROOT,
  sleep,
  startBuiltShop,
  stopShop,
  withDatabase,
} from './lib.mjs'

const PORT = 3352
const checks = []
function check(name, ok, detail = '') {
  checks.push({ name, ok: Boolean(ok) })
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok || !detail ? '' : ` (${detail})`}`)
}

/** The child processes of `pid`, from /proc. */
function children(pid) {
  const found = []
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const list = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim()
    if (list) found.push(...list.split(/\s+/).map(Number))
  }
  return found
}

const commandLine = (pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ')

function isGone(pid) {
  try {
    process.kill(pid, 0)
    return false
  } catch (error) {
    return error.code === 'ESRCH'
  }
}

/** Socket inodes of the established TCP connections whose local port is `port`. */
function establishedOn(port) {
  const inodes = new Set()
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/)
      // local_address is ADDR:PORT; st 01 is ESTABLISHED; the inode is the tenth field.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '01') inodes.add(fields[9])
    }
  }
  return inodes
}

/** How many of `inodes` the process `pid` holds open. */
function heldBy(pid, inodes) {
  let held = 0
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1]
      if (inode && inodes.has(inode)) held++
    } catch {
      // closed meanwhile
    }
  }
  return held
}

/**
 * `count` connections, each answered one GET /api/health (200) and kept open, so the process that
 * accepted each can be read from /proc; resolves with a close() for them all.
 */
async function openAnsweredConnections(count) {
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const socket = net.connect(PORT, '127.0.0.1')
          let answer = ''
          socket.on('error', reject)
          socket.on('data', (data) => {
            answer += data
            if (answer.includes('\r\n\r\n')) resolve({ socket, status: answer.slice(9, 12) })
          })
          socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\n\r\n`)
        }),
    ),
  )
  return {
    statuses: sockets.map((s) => s.status),
    close: () => sockets.forEach((s) => s.socket.destroy()),
  }
}

/** SIGTERM, then the exit code (a signal's name if it killed the process). */
function stopAndWait(child) {
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  )
  child.kill('SIGTERM')
  return exited
}

async function health() {
  const res = await fetch(`http://127.0.0.1:${PORT}/api/health`).catch(() => null)
  return res?.status ?? 0
}

/** Waits up to `ms` for `ok()`; true if it came. */
async function within(ms, ok) {
  const deadline = performance.now() + ms
  while (performance.now() < deadline) {
    if (await ok()) return true
    await sleep(100)
  }
  return false
}

async function onPostgres() {
  const db = await createPostgresDatabase(POSTGRES_URL, 'cluster')
  let shop
  try {
    log('web concurrency: PostgreSQL, WEB_CONCURRENCY=2 on an empty database')
    shop = await startBuiltShop({
      port: PORT,
      databaseUrl: db.url,
      env: { WEB_CONCURRENCY: '2' },
    })
    const primary = shop.child.pid
    check('GET /api/health answers 200', (await health()) === 200)
    // The start log comes once the workers listen: give it a moment to be printed.
    await within(5000, () => shop.output().includes('Senha:'))
    const workers = children(primary)
    check(
      'the primary has exactly 2 children, both running the server',
      workers.length === 2 && workers.every((pid) => commandLine(pid).includes('server/main.js')),
      workers.map(commandLine).join(' | '),
    )
    const output = shop.output()
    check('one start log, from the primary', output.split('Loja no ar').length === 2, output)
    check(
      'the start log names the 2 processes and their pids',
      output.includes(`Processos: 2 atendendo na mesma porta (WEB_CONCURRENCY), pids `) &&
        workers.every((pid) => output.includes(String(pid))),
    )
    const migrations = (await readdir(path.join(ROOT, 'src/server/db/migrations'))).filter((f) =>
      f.endsWith('.sql'),
    ).length
    const counts = await withDatabase({ databaseUrl: db.url }, async (query) => {
      const [row] = await query(
        `SELECT (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS migrations,
           (SELECT count(*)::int FROM products) AS products,
           (SELECT count(*)::int FROM users WHERE is_admin) AS admins`,
      )
      return row
    })
    check(
      `migrated once (${migrations} migrations), seeded once, one admin`,
      counts.migrations === migrations &&
        output.includes(`Catálogo de demonstração: ${counts.products} produtos`) &&
        counts.admins === 1,
      JSON.stringify(counts),
    )

    const connections = await openAnsweredConnections(8)
    const inodes = establishedOn(PORT)
    const held = workers.map((pid) => heldBy(pid, inodes))
    connections.close()
    check(
      '8 connections each answered 200',
      connections.statuses.every((s) => s === '200'),
      connections.statuses.join(),
    )
    check(
      'both workers accepted and answered connections on the one port',
      // At least the 8: fetch() keeps its own connections to the shop alive too.
      held.every((n) => n > 0) && held[0] + held[1] >= 8,
      `connections held: ${held.join(' + ')}`,
    )

    const [victim, survivor] = workers
    process.kill(victim, 'SIGKILL')
    const replaced = await within(20_000, () => {
      const now = children(primary)
      return now.length === 2 && !now.includes(victim) && now.includes(survivor)
    })
    check('a worker killed with -9 is replaced: 2 children again', replaced, `${children(primary)}`)
    const [replacement] = children(primary).filter((pid) => pid !== survivor)
    check(
      'the log says so, and that the new one listens',
      shop.output().includes(`o processo ${victim} terminou (sinal SIGKILL)`) &&
        (await within(20_000, () => shop.output().includes(`processo ${replacement} no ar`))),
      shop.output().split('\n').slice(-5).join('\n'),
    )
    check('the shop answers after the replacement', (await health()) === 200)

    const all = children(primary)
    const logBefore = shop.output().length
    const code = await stopAndWait(shop.child)
    check('SIGTERM on the primary: it exits 0', code === 0, `exit ${code}`)
    check('and no worker is left', all.every(isGone), all.filter((pid) => !isGone(pid)).join())
    const stopLog = shop.output().slice(logBefore)
    check('no worker was replaced while stopping', !stopLog.includes('terminou'), stopLog)
  } finally {
    if (shop) await stopShop(shop.child)
    await db.drop()
  }
}

async function onPglite() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-bench-cluster-'))
  try {
    log('web concurrency: PGlite, WEB_CONCURRENCY=2')
    const shop = await startBuiltShop({ port: PORT, dataDir, env: { WEB_CONCURRENCY: '2' } })
    await within(5000, () => shop.output().includes('Senha:'))
    check('PGlite: GET /api/health answers 200', (await health()) === 200)
    check('PGlite: one process, no children', children(shop.child.pid).length === 0)
    check(
      'PGlite: the start log says WEB_CONCURRENCY was ignored, and why',
      shop.output().includes('WEB_CONCURRENCY=2 ignorado: o banco embutido, PGlite, roda em um'),
      shop.output(),
    )
    const code = await stopAndWait(shop.child)
    check('PGlite: SIGTERM stops it, exit 0', code === 0, `exit ${code}`)
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}

async function main() {
  const started = performance.now()
  await onPglite()
  if (POSTGRES_URL) await onPostgres()
  else console.log('web concurrency: PostgreSQL part skipped: needs DATABASE_URL')
  const failed = checks.filter((c) => !c.ok).length
  const seconds = Math.round((performance.now() - started) / 1000)
  console.log(
    `web concurrency: ${checks.length - failed}/${checks.length} checks passed in ${seconds} s`,
  )
  console.log(
    JSON.stringify({ webConcurrency: { ok: failed === 0, checks: checks.length, failed } }),
  )
  return failed ? 1 : 0
}

process.exitCode = await main()

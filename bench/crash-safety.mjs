// Crash safety (issue 9, item 3): 20 signed-in buyers place PIX orders without pause, and the owner
// uploads photos (issue 57), while the shop is killed with SIGKILL at random moments and restarted
// on the same data, 5 times per database. Then, with the shop stopped, the database must hold every
// order the client saw acknowledged, intact, no half-written order, and stock = initial - sold
// (bench/reliability-crash-audit.mjs); and no photo file may be half-written, nor an acknowledged
// upload lost (bench/reliability-crash-photos.mjs).
// `node bench/crash-safety.mjs`: PGlite, then PostgreSQL too when DATABASE_URL is set (a fresh
// database it creates and drops). Exits 1 on any violation. Options: --crashes=5 --uptime=3-8 (s).
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Agent } from 'undici'
import { onFreshDatabases } from './fresh-database.mjs'
import {
  log,
  machine,
  option,
  median,
  POSTGRES_URL,
  signInAsAdmin,
  sleep,
  startBuiltShop,
  stopShop,
  withDatabase,
} from './lib.mjs'
import {
  addressFor,
  listOrders,
  pickLines,
  placePixOrder,
  prepareBuyers,
} from './reliability-buyers.mjs'
import { auditCrashRun, stockSnapshot } from './reliability-crash-audit.mjs'
import {
  auditCrashPhotos,
  crashPhotos,
  newUploads,
  uploaderLoop,
} from './reliability-crash-photos.mjs'

const PORT = 3330
const BUYERS = 20
const CRASHES = Number(option('crashes', '5'))
const [MIN_UP, MAX_UP] = option('uptime', '3-8').split('-').map(Number)

const uptime = () => (MIN_UP + Math.random() * (MAX_UP - MIN_UP)) * 1000

/**
 * What the buyers share: `up` resolves while the shop answers (a new promise from each kill until
 * the restart), `kills` tells a request cut by a kill from a failure of a running shop.
 */
function newTraffic(products) {
  return {
    products,
    agent: new Agent({ connections: BUYERS }),
    up: Promise.resolve(),
    kills: 0,
    stopping: false,
    acknowledged: [],
    soldOut: 0,
    cutByKill: 0,
    unexpected: [],
  }
}

async function buyerLoop(traffic, buyer, worker) {
  const base = `http://127.0.0.1:${PORT}`
  for (let sequence = 1; ; sequence++) {
    await traffic.up
    if (traffic.stopping) return
    const kills = traffic.kills
    const items = pickLines(traffic.products)
    const address = addressFor(worker, sequence)
    try {
      const res = await placePixOrder({
        base,
        dispatcher: traffic.agent,
        token: buyer.token,
        items,
        address,
      })
      if (res.status === 201) {
        const { id, totalCents } = res.body.order
        traffic.acknowledged.push({ id, userId: buyer.userId, items, address, totalCents })
      } else if (res.status === 409 && res.body?.error?.code === 'out-of-stock') {
        traffic.soldOut++
      } else {
        traffic.unexpected.push(`HTTP ${res.status} ${res.text.slice(0, 200)}`)
      }
    } catch (error) {
      if (traffic.kills !== kills) traffic.cutByKill++
      else traffic.unexpected.push(`network error ${error.code ?? error.message}`)
      await sleep(10)
    }
  }
}

/** kill -9 now, wait for the process to be gone, start again on the same data. */
async function crashAndRestart(traffic, shop, target) {
  let open
  traffic.up = new Promise((resolve) => (open = resolve))
  traffic.kills++
  const exited = once(shop.child, 'exit')
  shop.child.kill('SIGKILL')
  await exited
  // Its keep-alive sockets died with the server.
  const old = traffic.agent
  traffic.agent = new Agent({ connections: BUYERS })
  await old.destroy()
  try {
    return await startBuiltShop({ port: PORT, ...target })
  } finally {
    open()
  }
}

/** After the last restart: each buyer's acknowledged orders, as GET /api/orders shows them. */
async function missingFromApi(traffic, buyers) {
  const base = `http://127.0.0.1:${PORT}`
  let missing = 0
  for (const buyer of buyers) {
    const res = await listOrders({ base, dispatcher: traffic.agent, token: buyer.token })
    if (res.status !== 200) throw new Error(`GET /api/orders answered ${res.status}`)
    const shown = new Set(res.body.orders.map((o) => o.id))
    missing += traffic.acknowledged.filter(
      (a) => a.userId === buyer.userId && !shown.has(a.id),
    ).length
  }
  return missing
}

const photos = await crashPhotos()

async function crashRun(label, target) {
  log(`crash safety: ${label}, preparing ${BUYERS} buyers`)
  const { setup, before, since } = await withDatabase(target, async (query) => ({
    setup: await prepareBuyers(query, { count: BUYERS }),
    before: await stockSnapshot(query),
    since: (await query('SELECT now() AS now'))[0].now,
  }))
  // The photos' folder of this run only, kept across the restarts.
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-crash-media-'))
  target = { ...target, env: { MEDIA_DIR: mediaDir } }
  const traffic = newTraffic(setup.products)
  const uploads = newUploads()
  let shop = await startBuiltShop({ port: PORT, ...target })
  const base = `http://127.0.0.1:${PORT}`
  const cookie = await signInAsAdmin(base)
  const started = performance.now()
  const loops = [
    ...setup.buyers.map((buyer, worker) => buyerLoop(traffic, buyer, worker)),
    uploaderLoop(traffic, uploads, { base, cookie, photos }),
  ]
  const restartMs = []
  let apiMissing
  try {
    for (let crash = 1; crash <= CRASHES; crash++) {
      await sleep(uptime())
      const acked = traffic.acknowledged.length
      const killedAt = performance.now()
      shop = await crashAndRestart(traffic, shop, target)
      restartMs.push(performance.now() - killedAt)
      log(
        `crash safety: ${label}, kill -9 #${crash} after ${acked} orders, answering again after ` +
          `${restartMs.at(-1) | 0} ms`,
      )
    }
    await sleep(uptime())
    traffic.stopping = true
    await Promise.all(loops)
    apiMissing = await missingFromApi(traffic, setup.buyers)
  } finally {
    traffic.stopping = true
    await stopShop(shop.child)
    await traffic.agent.close()
  }
  const seconds = (performance.now() - started) / 1000
  log(`crash safety: ${label}, auditing ${traffic.acknowledged.length} acknowledged orders`)
  const { audit, photoAudit } = await withDatabase(target, async (query) => ({
    audit: await auditCrashRun(query, {
      before,
      acknowledged: traffic.acknowledged,
      products: setup.products,
    }),
    photoAudit: await auditCrashPhotos(query, {
      mediaDir,
      since,
      acknowledged: uploads.acknowledged,
    }),
  }))
  await rm(mediaDir, { recursive: true, force: true })
  return {
    database: label,
    seconds: Math.round(seconds),
    crashes: restartMs.length,
    restartMs: { median: Math.round(median(restartMs)), max: Math.round(Math.max(...restartMs)) },
    ...audit,
    missingFromApi: apiMissing,
    soldOut: traffic.soldOut,
    cutByKill: traffic.cutByKill,
    unexpected: traffic.unexpected.length + uploads.unexpected.length,
    unexpectedExamples: [...traffic.unexpected, ...uploads.unexpected].slice(0, 5),
    uploadsAcknowledged: uploads.acknowledged.length,
    uploadsCutByKill: uploads.cutByKill,
    ...photoAudit,
  }
}

const violations = (r) =>
  [
    r.crashes !== CRASHES && `${r.crashes} of ${CRASHES} crashes`,
    r.lost && `${r.lost} acknowledged orders lost`,
    r.damaged && `${r.damaged} acknowledged orders damaged`,
    r.missingFromApi && `${r.missingFromApi} acknowledged orders missing from GET /api/orders`,
    r.halfWritten && `${r.halfWritten} half-written orders ${JSON.stringify(r.halfWrittenDetail)}`,
    r.stockMismatches && `${r.stockMismatches} products whose stock is not initial - sold`,
    r.negativeStock && `${r.negativeStock} products with negative stock`,
    r.unexpected && `${r.unexpected} unexpected answers: ${r.unexpectedExamples.join(' | ')}`,
    r.acknowledged === 0 && 'no order was acknowledged',
    r.halfWrittenFiles &&
      `${r.halfWrittenFiles} photo files served half-written ${r.halfWrittenExamples.join(', ')}`,
    r.rowsMissingFiles && `${r.rowsMissingFiles} recorded photos missing some of their files`,
    r.acknowledgedNotRecorded && `${r.acknowledgedNotRecorded} acknowledged uploads not recorded`,
    r.uploadsAcknowledged === 0 && 'no photo upload was acknowledged',
    r.uploadsCutByKill === 0 && 'no kill landed during a photo upload',
  ].filter(Boolean)

function summary(r) {
  return [
    `${r.database}: ${r.crashes} crashes survived in ${r.seconds} s (restart median ${r.restartMs.median} ms)`,
    `  orders acknowledged ${r.acknowledged}, found ${r.found}, lost ${r.lost}, damaged ${r.damaged}`,
    `  orders in the database ${r.ordersInDatabase} (committed, answer lost: ${r.ordersInDatabase - r.found}), half-written ${r.halfWritten}`,
    `  stock mismatches ${r.stockMismatches}, negative stock ${r.negativeStock}, units sold ${r.unitsSold}`,
    `  requests cut by a kill ${r.cutByKill}, sold out ${r.soldOut}, unexpected answers ${r.unexpected}`,
    `  photo uploads acknowledged ${r.uploadsAcknowledged}, cut by a kill ${r.uploadsCutByKill}; ` +
      `files ${r.photoFiles} (half-written ${r.halfWrittenFiles}), photos recorded ${r.photosRecorded} ` +
      `(missing files ${r.rowsMissingFiles}), acknowledged not recorded ${r.acknowledgedNotRecorded}, ` +
      `work in progress left in .tmp ${r.workInProgressLeft}`,
  ].join('\n')
}

async function main() {
  const results = await onFreshDatabases('crash', crashRun)
  let failed = false
  for (const r of results) {
    console.log(summary(r))
    for (const v of violations(r)) {
      failed = true
      console.log(`  VIOLATION: ${v}`)
    }
  }
  if (!POSTGRES_URL) console.log('PostgreSQL: skipped (set DATABASE_URL to run it too)')
  console.log(failed ? 'crash safety: FAILED' : 'crash safety: OK')
  const figures = results.map((r) => ({
    ...r,
    examples: undefined,
    unexpectedExamples: undefined,
    halfWrittenExamples: undefined,
  }))
  const run = {
    ok: !failed,
    buyers: BUYERS,
    machine: await machine(),
    loadAverage: os.loadavg()[0],
  }
  console.log(JSON.stringify({ crashSafety: { ...run, databases: figures } }))
  return failed ? 1 : 0
}

process.exitCode = await main()

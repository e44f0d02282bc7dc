// Photo uploads (issue 42, 'Memory and speed'), PGlite only (the cost is sharp's, in the shop's
// photo worker, whatever the database): processPhoto's time on a 12-megapixel JPEG, in this process
// through tsx as bench/checkout-sql.mjs loads the shop's code (and the upload's round trip minus a
// tiny photo's); page views' p50/p99 alone, then during 10 uploads; the RSS of the shop's process
// and of its photo worker every 250 ms, during the uploads and for 60 s after, the shop started
// with MALLOC_ARENA_MAX=2. Prints JSON:
// `node bench/photo-uploads.mjs [--seconds=15] [--clients=4] [--uploads=10] [--settle=60]`.
import { fork } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os, { setPriority } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { Agent, request } from 'undici'
import { BROWSER_HEADERS } from './catalog.mjs'
import { cleanupTemplates, freshPglite } from './fresh-database.mjs'
import { freePort, log, option, signInAsAdmin, startBuiltShop, stopShop } from './lib.mjs'
import { percentile } from './load.mjs'
import { makePhotos, PHOTO_SIZE } from './photo-files.mjs'
import { upload as uploadOne } from './photo-upload-sender.mjs'
import { ownRssBytes, rssBytes } from './rss.mjs'

/**
 * `clients` visitors, one request at a time each, `rate` page views a second in all (a very busy
 * shop; back to back, the bench's own threads and the shop's would fight over 2 cores and the
 * figure would measure that fight); page views alone for `seconds` (timed).
 */
const VIEWS = { seconds: 15, warmUpSeconds: 3, clients: 4, rate: 200 }
/** `inFlight` 2: the shop processes one at a time, the second one's bytes arrive meanwhile. */
const UPLOADS = { uploads: 10, inFlight: 2, settleSeconds: 60, runs: 3 }
export const PHOTO_DEFAULTS = { ...VIEWS, ...UPLOADS }
export const SHOP_ENV = { MALLOC_ARENA_MAX: '2' }

/**
 * processPhoto here, run after run: the shop's own code and settings (one libvips thread, no cache);
 * the tiny photo first, untimed (libvips loads its codecs); its warnings to stderr (stdout: JSON).
 */
async function timeProcessing(photos, runs) {
  const { register } = await import('tsx/esm/api')
  const api = register({ namespace: 'bench-photo-uploads' })
  const load = (file) => api.import(`../src/server/${file}`, import.meta.url)
  const pipeline = await load('media/photo-pipeline.ts')
  const logging = await load('logging/logger.ts') // the same instance the pipeline logs through
  logging.configureLogging({ logLevel: 'warn', logFormat: 'pretty' }, process.stderr)
  await pipeline.processPhoto(photos.tiny.file)
  const times = []
  for (let run = 0; run < runs; run++) {
    const t0 = performance.now()
    await pipeline.processPhoto(photos.big[0].file)
    times.push(performance.now() - t0)
  }
  await api.unregister()
  return { bytes: photos.big[0].bytes.length, times, medianMs: percentile(times, 50) }
}

/** The product pages of the seeded catalog's first page. */
async function storePaths(base) {
  const { items } = await (await fetch(`${base}/api/products`)).json()
  if (!items?.length) throw new Error('the seeded catalog has no products')
  return items.map((p) => `/product/${p.id}`)
}

/** One upload, from this thread (the single timed upload, with nothing else running). */
const upload = (base, cookie, photo) =>
  uploadOne(base, cookie, { path: photo.file, name: photo.name })

/** The photos uploaded `inFlight` at a time by a child process at nice 19 (photo-upload-sender.mjs). */
function uploadAll(base, cookie, photos, inFlight) {
  const files = photos.map((p) => ({ path: p.file, name: p.name }))
  const sender = fork(fileURLToPath(new URL('./photo-upload-sender.mjs', import.meta.url)))
  setPriority(sender.pid, 19)
  sender.send({ base, cookie, files, inFlight })
  return new Promise((resolve, reject) => {
    sender.once('message', resolve)
    sender.once('error', reject)
  })
}

/**
 * `clients` visitors, one request at a time each (a browser's headers), `rate` a second in all,
 * alternating `/` and a product page until `keepGoing()` is false; each answer timed to its last
 * byte.
 */
async function viewPages({ base, products, dispatcher, clients, rate, keepGoing }) {
  const [started, loadAverage] = [performance.now(), os.loadavg()[0]]
  const [times, errors] = [[], []]
  // This thread's own event-loop delays (the uploads go from another process): a page view may
  // wait here too, on a machine whose two cores the shop shares with the bench.
  const lag = monitorEventLoopDelay({ resolution: 5 })
  lag.enable()
  // Each client's own pace, the clients' starts spread over one interval: `rate` views a second.
  const every = (clients * 1000) / rate
  const client = async (index) => {
    let next = performance.now() + (index * every) / clients
    for (let step = index; keepGoing(); step++) {
      await sleep(Math.max(0, next - performance.now()))
      next += every
      const page = step % 2 ? products[(step >> 1) % products.length] : '/'
      const t0 = performance.now()
      try {
        const res = await request(`${base}${page}`, { dispatcher, headers: BROWSER_HEADERS })
        await res.body.arrayBuffer()
        if (res.statusCode === 200) times.push(performance.now() - t0)
        else errors.push(`${page}: ${res.statusCode}`)
      } catch (error) {
        errors.push(`${page}: ${error.message}`)
      }
    }
  }
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i)))
  lag.disable()
  const seconds = (performance.now() - started) / 1000
  const [p50, p99, max] = [50, 99, 100].map((p) => percentile(times, p))
  const figures = { seconds, requests: times.length, p50, p99, max, loadAverage }
  const benchLagP99 = lag.percentile(99) / 1e6
  return { ...figures, benchLagP99, errors: errors.length, errorExamples: errors.slice(0, 5) }
}

/** RSS of the shop every 250 ms, with the time of each sample; peak(from) since a moment. */
function rssTimeline(pid) {
  const samples = []
  // The shop's own process, and its children (the photo worker) apart.
  const sample = () => {
    const shop = ownRssBytes(pid)
    samples.push({ at: performance.now(), bytes: shop, worker: rssBytes(pid) - shop })
  }
  const timer = setInterval(sample, 250)
  const now = () => (sample(), samples.at(-1))
  const since = (from, key) => samples.filter((s) => s.at >= from).map((s) => s[key])
  const peak = (from, key = 'bytes') => (now(), Math.max(...since(from, key)))
  return { now, peak, stop: () => clearInterval(timer) }
}

/** A viewPages `keepGoing`: true for `s` seconds from now. */
function forSeconds(s) {
  const end = performance.now() + s * 1000
  return () => performance.now() < end
}

/** RSS every 15 s for `seconds` after the last upload, the shop left idle meanwhile. */
async function settle(rss, seconds) {
  const points = []
  for (let s = 0; s <= seconds; s += 15) {
    if (s > 0) await sleep(15_000)
    const { bytes, worker } = rss.now()
    points.push({ seconds: s, bytes, worker })
  }
  return points
}

/** The phases against one shop on a fresh PGlite: page views alone, then during the uploads. */
async function measureShop(workDir, photos, o) {
  const { dataDir } = await freshPglite(path.join(workDir, 'data'))
  const port = await freePort()
  const env = { ...SHOP_ENV, MEDIA_DIR: path.join(workDir, 'media') }
  const shop = await startBuiltShop({ port, dataDir, env })
  const base = `http://127.0.0.1:${port}`
  const rss = rssTimeline(shop.child.pid)
  const dispatcher = new Agent({ connections: o.clients })
  try {
    const cookie = await signInAsAdmin(base)
    const views = {
      base,
      products: await storePaths(base),
      dispatcher,
      clients: o.clients,
      rate: o.rate,
    }
    await viewPages({ ...views, keepGoing: forSeconds(o.warmUpSeconds) })
    const idleRss = rss.now().bytes
    log(`photos: page views alone, ${o.seconds} s`)
    let from = performance.now()
    const alone = await viewPages({ ...views, keepGoing: forSeconds(o.seconds) })
    const aloneRss = rss.peak(from)
    // One 12-MP upload alone, against a tiny one: the API's cost of processing, minus transport.
    // The first photo starts the shop's photo worker: untimed, so both round trips find it running.
    await upload(base, cookie, photos.tiny)
    const tiny = await upload(base, cookie, photos.tiny)
    const single = await upload(base, cookie, photos.big[0])
    log(`photos: page views during ${o.uploads} uploads, ${o.inFlight} at a time`)
    from = performance.now()
    let sending = true
    const viewing = viewPages({ ...views, keepGoing: () => sending })
    const uploads = await uploadAll(base, cookie, photos.big.slice(1), o.inFlight)
    sending = false
    const during = await viewing
    const [peakRss, peakWorkerRss] = [rss.peak(from), rss.peak(from, 'worker')]
    log(`photos: shop left idle for ${o.settleSeconds} s`)
    const after = await settle(rss, o.settleSeconds)
    return {
      idleRss,
      aloneRss,
      alone,
      tiny,
      single,
      uploads,
      during,
      peakRss,
      peakWorkerRss,
      after,
    }
  } finally {
    rss.stop()
    await dispatcher.close()
    await stopShop(shop.child)
  }
}

export async function measurePhotoUploads(options = {}) {
  const o = { ...PHOTO_DEFAULTS, ...options }
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-bench-photos-'))
  try {
    log(`photos: making ${o.uploads + 1} JPEGs of 12 MP, then processPhoto here ${o.runs} times`)
    const photos = await makePhotos(workDir, o.uploads)
    const processing = await timeProcessing(photos, o.runs)
    const shop = await measureShop(workDir, photos, o)
    const photoBytes = photos.big.slice(1).map((p) => p.bytes.length)
    return { options: o, size: PHOTO_SIZE, shopEnv: SHOP_ENV, photoBytes, processing, ...shop }
  } finally {
    await rm(workDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // No build here: a start that had to build (the template's first) is started again by
  // startBuiltShop, so no figure pays for it, and the build's lines stay off stdout (the JSON).
  const read = (key, flag = key) => Number(option(flag, PHOTO_DEFAULTS[key]))
  const o = {
    seconds: read('seconds'),
    clients: read('clients'),
    rate: read('rate'),
    uploads: read('uploads'),
  }
  const result = await measurePhotoUploads({ ...o, settleSeconds: read('settleSeconds', 'settle') })
  console.log(JSON.stringify(result, null, 2))
  await cleanupTemplates()
}

// One cold page load on an emulated mid-range phone over slow mobile data, and the Web Vitals it
// produced: LCP, CLS, total blocking time and the bytes that crossed the network.
/* global window -- the functions handed to page.evaluate run in the browser */
import { devices } from '@playwright/test'
import { median } from './lib.mjs'
import { lcpFetches } from './mobile-photos.mjs'

/** Lighthouse's historic mobile reference device: 360×640 CSS px, DPR 3, touch, mobile UA. */
export const DEVICE_NAME = 'Moto G4'
export const DEVICE = devices[DEVICE_NAME]

/** The performance issue's phone: 4× CPU slowdown, 1.6 Mbps down / 750 kbps up, 150 ms RTT. */
export const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
}

export const BROWSER_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

// Quiet time after `networkidle` before the metrics are read, so the last paint is in.
const SETTLE_MS = 1000
const LONG_TASK_MS = 50
// The usual CLS session window: shifts less than 1 s apart, at most 5 s long.
const SESSION_GAP_MS = 1000
const SESSION_MAX_MS = 5000
// The main thread's tasks come from a Chrome trace, as Lighthouse takes them: the Long Tasks API
// (PerformanceObserver 'longtask') leaves out the tasks that only restyle, lay out and paint, which
// block input just the same (on the store page, some of 100-300 ms after FCP on this phone). Only
// the 'toplevel' category (one event per task) and the navigation's mark: a light trace.
const TRACE_CATEGORIES = 'toplevel,blink.user_timing'
const TASK_EVENTS = new Set(['ThreadControllerImpl::RunTask', 'RunTask'])

/** Installed before any page script: observers that record every entry, including buffered ones. */
function observeVitals() {
  const vitals = { fcp: null, lcp: null, lcpElement: '', lcpUrl: '', shifts: [] }
  window.__benchVitals = vitals
  const describe = (entry) => {
    const el = entry.element
    if (!el) return '(element removed)'
    if (entry.url) return `${el.tagName.toLowerCase()} ${new URL(entry.url).pathname}`
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)
    return `${el.tagName.toLowerCase()} "${text}"`
  }
  const observe = (type, onEntry) =>
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({
      type,
      buffered: true,
    })
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') vitals.fcp = e.startTime
  })
  observe('largest-contentful-paint', (e) => {
    vitals.lcp = e.startTime
    vitals.lcpUrl = e.url
    vitals.lcpElement = `${describe(e)} (${Math.round(e.size)} px²)`
  })
  observe('layout-shift', (e) => {
    if (e.hadRecentInput) return
    const sources = (e.sources ?? []).map((s) =>
      s.node?.nodeType === 1
        ? `${s.node.tagName.toLowerCase()}.${[...s.node.classList].slice(0, 3).join('.')}`
        : '#text',
    )
    vitals.shifts.push({ at: e.startTime, value: e.value, sources })
  })
}

/** Largest session-window sum of layout shifts (the definition Chrome's CLS uses since 2021). */
export function sessionWindowCls(shifts) {
  let worst = 0
  let current = 0
  let windowStart = -Infinity
  let previous = -Infinity
  for (const { at, value } of [...shifts].sort((a, b) => a.at - b.at)) {
    if (at - previous > SESSION_GAP_MS || at - windowStart > SESSION_MAX_MS) {
      current = 0
      windowStart = at
    }
    current += value
    previous = at
    worst = Math.max(worst, current)
  }
  return worst
}

/**
 * The top-level tasks of the page's main thread in a trace, as { at, duration } in ms from the
 * navigation's start (the page's performance.now() origin, so they compare with FCP). The thread is
 * the one that marked the navigation to `url`; tasks nested in another (a nested run loop) are part
 * of it.
 */
export function mainThreadTasks(events, url) {
  const marks = events.filter(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isOutermostMainFrame !== false &&
      /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''),
  )
  const nav = marks.findLast((e) => e.args.data.documentLoaderURL === url) ?? marks.at(-1)
  if (!nav) throw new Error(`${url}: the trace has no navigationStart, so no main-thread tasks`)
  const tasks = []
  let end = -Infinity
  const own = events
    .filter(
      (e) => e.ph === 'X' && TASK_EVENTS.has(e.name) && e.pid === nav.pid && e.tid === nav.tid,
    )
    .sort((a, b) => a.ts - b.ts)
  for (const e of own) {
    if (e.ts < end) continue
    end = e.ts + e.dur
    tasks.push({ at: (e.ts - nav.ts) / 1000, duration: e.dur / 1000 })
  }
  return tasks
}

/** The events of a trace recorded with transferMode 'ReturnAsStream'. */
async function readTrace(cdp, handle) {
  const chunks = []
  for (;;) {
    const { data, eof, base64Encoded } = await cdp.send('IO.read', { handle })
    chunks.push(base64Encoded ? Buffer.from(data, 'base64').toString('utf8') : data)
    if (eof) break
  }
  await cdp.send('IO.close', { handle })
  const parsed = JSON.parse(chunks.join(''))
  return Array.isArray(parsed) ? parsed : parsed.traceEvents
}

/** Lighthouse's TBT, with the end of the window at "network quiet + settle" instead of TTI. */
export function totalBlockingTime(longTasks, fcp, end) {
  let total = 0
  for (const task of longTasks) {
    const start = Math.max(task.at, fcp)
    const stop = Math.min(task.at + task.duration, end)
    total += Math.max(0, stop - start - LONG_TASK_MS)
  }
  return total
}

/**
 * Loads `url` once in a fresh browser context (empty cache, no cookies, new connections) with the
 * phone's CPU and network, waits until the network has been idle for 500 ms plus a settle time,
 * and reads the metrics. `check` (a page predicate) guards against measuring an error screen.
 * `interact(page)`, when given, runs on the settled page once the metrics are read, still throttled;
 * its result is the load's `interaction`.
 */
export async function measureLoad(browser, url, check = () => true, interact = null) {
  const context = await browser.newContext({ ...DEVICE, locale: 'pt-BR' })
  try {
    await context.addInitScript(observeVitals)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: THROTTLING.downloadBytesPerSecond,
      uploadThroughput: THROTTLING.uploadBytesPerSecond,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown })
    let bytes = 0
    let requests = 0
    // Every address fetched, for the LCP picture's count (a preload that names another file than
    // the <img> picks makes two).
    const fetched = []
    cdp.on('Network.requestWillBeSent', (event) => fetched.push(event.request.url))
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength
      requests += 1
    })
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    // Kept in the browser until the end (a stream), so that no trace crosses CDP during the load.
    await cdp.send('Tracing.start', {
      categories: TRACE_CATEGORIES,
      transferMode: 'ReturnAsStream',
      streamFormat: 'json',
    })

    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await page.waitForLoadState('networkidle', { timeout: 60_000 })
    await page.waitForTimeout(SETTLE_MS)
    if (!(await page.evaluate(check))) throw new Error(`${url} did not show the expected page`)
    const vitals = await page.evaluate(() => {
      const found = window.__benchVitals
      const image = found.lcpUrl ? performance.getEntriesByName(found.lcpUrl)[0] : undefined
      return {
        ...found,
        lcpRequestAt: image?.startTime ?? null,
        lcpImageBytes: image?.encodedBodySize ?? null,
        now: performance.now(),
      }
    })
    await cdp.send('Tracing.end')
    const trace = await readTrace(cdp, (await traced).stream)
    // The load's bytes, before whatever the interaction fetches.
    const loaded = { bytes, requests }
    const interaction = interact ? await interact(page) : null
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    if (vitals.lcp === null || vitals.fcp === null) throw new Error(`${url}: no FCP/LCP recorded`)
    // Tasks over 50 ms that overlap the window (from FCP to the read), for the record.
    const longTasks = mainThreadTasks(trace, url).filter(
      (t) => t.duration > LONG_TASK_MS && t.at + t.duration > vitals.fcp && t.at < vitals.now,
    )
    return {
      fcpMs: vitals.fcp,
      lcpMs: vitals.lcp,
      lcpElement: vitals.lcpElement,
      // When the LCP image was requested: what the page had to do before it knew the picture.
      lcpRequestMs: vitals.lcpRequestAt,
      // The LCP picture's file, its compressed bytes, and how it was fetched.
      lcpUrl: vitals.lcpUrl,
      lcpImageBytes: vitals.lcpImageBytes,
      lcpFetches: lcpFetches(fetched, vitals.lcpUrl),
      cls: sessionWindowCls(vitals.shifts),
      shifts: vitals.shifts,
      tbtMs: totalBlockingTime(longTasks, vitals.fcp, vitals.now),
      longTasks,
      ...loaded,
      interaction,
    }
  } finally {
    await context.close()
  }
}

/**
 * How much slower a fixed piece of script runs on a page loaded as measureLoad loads it (throttling
 * set before the navigation, so this also checks that it survives it) than at full speed, timed
 * alternately on the same page: the CPU slowdown actually applied, for the record.
 */
export async function measureCpuSlowdown(browser, url, rounds = 5) {
  const context = await browser.newContext({ ...DEVICE })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown })
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    const loop = () => {
      const t0 = performance.now()
      let x = 0
      for (let i = 0; i < 1e7; i++) x = (x + i) % 1000003
      return performance.now() - t0 + (x < 0 ? 1 : 0)
    }
    const throttled = []
    const full = []
    for (let round = 0; round < rounds; round++) {
      throttled.push(await page.evaluate(loop))
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      full.push(await page.evaluate(loop))
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown })
    }
    return median(throttled) / median(full)
  } finally {
    await context.close()
  }
}

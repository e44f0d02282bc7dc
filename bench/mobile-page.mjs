// Store page on a phone (performance issue, item 1; targets of issue 21): LCP, CLS, TBT and bytes of `/` and
// `/product/{id}` with 1,000 products, next to a static copy of the same first screen (the limit)
// served by the same server and loaded with the same throttling; and, on each loaded shop page,
// the time from tapping 'Adicionar ao Carrinho' to the cart badge showing 1 (issue 41).
// `node bench/mobile-page.mjs` prints a table; `npm run bench` renders measureMobilePages()'s
// result into docs/performance.md.
/* global document -- the functions handed to page.evaluate run in the browser */
import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { median, ROOT, seedCatalog, startBuiltShop, stopShop } from './lib.mjs'
import {
  assertServed,
  ensureLimitFiles,
  isLimitPage,
  removeLimitPages,
  writeLimitPage,
} from './mobile-limit.mjs'
import { BROWSER_ARGS, measureCpuSlowdown, measureLoad, THROTTLING } from './mobile-measure.mjs'
import { METHOD, TARGETS } from './mobile-method.mjs'
import { bannerSwitch, withTwelveMegapixelCover } from './mobile-photos.mjs'
import { measureTapToBadge } from './mobile-tap.mjs'
import { measureChoiceRepaint, withThreeOptions } from './mobile-variants.mjs'
import { openStockBooks } from './variant-catalog.mjs'

const PRODUCTS = 1000

// Each page is measured with the store's banner (decision 048) off, except 'home-banner'.
const PAGES = [
  {
    name: 'home',
    label: 'Loja (/)',
    path: () => '/',
    ready: () => document.querySelectorAll('article img').length > 0,
  },
  {
    name: 'home-banner',
    label: 'Loja (/) com banner',
    path: () => '/',
    banner: true,
    ready: () => document.querySelectorAll('article img').length > 0,
  },
  {
    name: 'product',
    label: 'Produto (/product/{id})',
    path: (product) => `/product/${product.id}?variante=${product.first.id}`,
    ready: () => document.querySelector('article img') !== null,
    // The choice first: the variant it picks is in stock, so the cart tap after it adds one.
    interact: (product) => async (page) => ({
      choice: await measureChoiceRepaint(page, product),
      ...(await measureTapToBadge(page)),
    }),
  },
]

/** A port nobody listens on: another benchmark's shop on a fixed port would answer our health check. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function summarise(runs) {
  const medianOf = (values) => {
    const found = values.filter((value) => value !== null && value !== undefined)
    return found.length ? median(found) : null
  }
  const pick = (key) => medianOf(runs.map((run) => run[key]))
  // Only the shop's loads tap (the limit pages have no script): null for the limit.
  const tap = (key) => medianOf(runs.map((run) => run.interaction?.[key]))
  const lcpMs = pick('lcpMs')
  const closest = runs.reduce((a, b) =>
    Math.abs(b.lcpMs - lcpMs) < Math.abs(a.lcpMs - lcpMs) ? b : a,
  )
  return {
    lcpMs,
    fcpMs: pick('fcpMs'),
    lcpRequestMs: pick('lcpRequestMs'),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    longestTaskMs: median(runs.map((run) => Math.max(0, ...run.longTasks.map((t) => t.duration)))),
    bytes: pick('bytes'),
    requests: pick('requests'),
    tapToBadgeMs: tap('tapToBadgeMs'),
    tapToChangeMs: tap('tapToChangeMs'),
    tapToPresentMs: tap('tapToPresentMs'),
    choiceToPriceMs: medianOf(runs.map((run) => run.interaction?.choice?.tapToPriceMs)),
    lcpElement: closest.lcpElement,
    lcpUrl: closest.lcpUrl,
    lcpImageBytes: pick('lcpImageBytes'),
    lcpRequests: Math.max(...runs.map((run) => run.lcpFetches.requests)),
    lcpPhotoFiles: closest.lcpFetches.photoFiles,
    runs,
  }
}

/**
 * Starts the shop on a fresh PGlite database with 1,000 products, writes the two limit pages,
 * loads each page and its limit `runs` times (interleaved, so machine noise hits both alike) and
 * returns the medians, ratios and pass/fail against TARGETS.
 */
export async function measureMobilePages({ runs = 3, log = () => {} } = {}) {
  const started = performance.now()
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-bench-mobile-'))
  const webDir = path.join(ROOT, 'dist/web')
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const limits = []
  let shop = null
  let browser = null
  try {
    // The first start builds if needed, migrates and seeds the demo catalog.
    shop = await startBuiltShop({ port, dataDir })
    await stopShop(shop.child)
    shop = null
    await seedCatalog({ dataDir }, PRODUCTS, {
      books: (query) => openStockBooks(query, { variants: false }),
    })
    shop = await startBuiltShop({ port, dataDir })
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: BROWSER_ARGS })
    // The store's first card and its page show two uploaded 12-MP photos (issue 43), and its page
    // three options (decision 053).
    const product = await withThreeOptions(baseUrl, await withTwelveMegapixelCover(baseUrl))
    const setBanner = await bannerSwitch(baseUrl)
    const targets = []
    for (const page of PAGES) {
      await setBanner(page.banner === true)
      const shopPath = page.path(product)
      const limit = await writeLimitPage(browser, {
        url: baseUrl + shopPath,
        ready: page.ready,
        webDir,
        // Named per process, so two benchmark runs sharing dist/web never serve each other's.
        fileName: `bench-limit-${page.name}-${process.pid}.html`,
      })
      limits.push(limit)
      const served = await assertServed(baseUrl, limit.path)
      targets.push({ page, shopPath, limit, served, shopRuns: [], limitRuns: [] })
    }
    // The slowdown the CPU throttling really applies, on the first limit page (no script of its own).
    const cpuSlowdown = await measureCpuSlowdown(browser, baseUrl + targets[0].limit.path)
    log(
      `CPU throttling ${THROTTLING.cpuSlowdown}×: a fixed script loop ran ${cpuSlowdown.toFixed(1)}× slower`,
    )
    for (let run = 1; run <= runs; run++) {
      for (const t of targets) {
        // The settings' save redraws the cached pages: a load without measuring draws it again.
        await setBanner(t.page.banner === true)
        await fetch(baseUrl + t.shopPath)
        t.shopRuns.push(
          await measureLoad(
            browser,
            baseUrl + t.shopPath,
            t.page.ready,
            t.page.interact?.(product) ?? measureTapToBadge,
          ),
        )
        await ensureLimitFiles(t.limit)
        t.limitRuns.push(await measureLoad(browser, baseUrl + t.limit.path, isLimitPage))
        const tap = t.shopRuns.at(-1).interaction
        const c = tap.choice
        const choice = c
          ? `, choice → price ${ms(c.tapToPriceMs)} (DOM ${ms(c.priceChangeMs)}, frame ${ms(c.priceFrameMs)}, input delay ${ms(c.priceInputDelayMs)})`
          : ''
        log(
          `${t.page.name} run ${run}: shop LCP ${Math.round(t.shopRuns.at(-1).lcpMs)} ms, limit LCP ${Math.round(t.limitRuns.at(-1).lcpMs)} ms, tap → badge ${ms(tap.tapToBadgeMs)} (DOM ${ms(tap.tapToChangeMs)}, frame ${ms(tap.tapToFrameMs)}, Event Timing ${ms(tap.tapToPresentMs)}, input delay ${ms(tap.inputDelayMs)})${choice}`,
        )
      }
    }
    const pages = targets.map((t) => {
      const shopFigures = summarise(t.shopRuns)
      const limitFigures = summarise(t.limitRuns)
      const lcpRatio = shopFigures.lcpMs / limitFigures.lcpMs
      const pass = {
        lcpRatio: lcpRatio <= TARGETS.lcpRatio,
        lcpMs: shopFigures.lcpMs < TARGETS.lcpMs,
        cls: shopFigures.cls <= TARGETS.cls,
        tbt: shopFigures.tbtMs <= TARGETS.tbtMs,
        tapToBadge:
          shopFigures.tapToBadgeMs !== null && shopFigures.tapToBadgeMs <= TARGETS.tapToBadgeMs,
        lcpImage:
          shopFigures.lcpImageBytes !== null &&
          shopFigures.lcpImageBytes <= TARGETS.lcpImageBytes &&
          shopFigures.lcpRequests === 1,
        // Only the product page chooses.
        choice: !t.page.interact || shopFigures.choiceToPriceMs <= TARGETS.choiceToPriceMs,
      }
      return {
        name: t.page.name,
        label: t.page.label,
        path: t.shopPath,
        photo: product.photos[0],
        limitPath: t.limit.path,
        limitHtmlBytes: t.limit.htmlBytes,
        limitImages: t.limit.images,
        contentEncoding: t.served.contentEncoding,
        shop: shopFigures,
        limit: limitFigures,
        lcpRatio,
        pass: {
          ...pass,
          all:
            pass.lcpRatio &&
            pass.lcpMs &&
            pass.cls &&
            pass.tbt &&
            pass.tapToBadge &&
            pass.lcpImage &&
            pass.choice,
        },
      }
    })
    return {
      runs,
      products: PRODUCTS,
      method: METHOD,
      cpuSlowdown,
      targets: TARGETS,
      pages,
      runtimeMs: performance.now() - started,
    }
  } finally {
    await removeLimitPages(limits)
    await browser?.close()
    if (shop) await stopShop(shop.child)
    await rm(dataDir, { recursive: true, force: true })
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value) => (value === null ? '–' : `${Math.round(value)} ms`)

/** The result as a Markdown table (used when run alone; the suite may render its own). */
export function mobileTable(result) {
  const mark = (ok) => (ok ? 'ok' : 'FAIL')
  const rows = result.pages.map(
    (p) =>
      `| ${p.label} | ${ms(p.shop.lcpMs)} | ${ms(p.limit.lcpMs)} | **${p.lcpRatio.toFixed(2)}×** ${mark(p.pass.lcpRatio && p.pass.lcpMs)} | ${p.shop.cls.toFixed(3)} ${mark(p.pass.cls)} | ${p.limit.cls.toFixed(3)} | ${ms(p.shop.tbtMs)} ${mark(p.pass.tbt)} | ${ms(p.limit.tbtMs)} | ${ms(p.shop.tapToBadgeMs)} ${mark(p.pass.tapToBadge)} | ${kb(p.shop.bytes)} | ${kb(p.limit.bytes)} | ${ms(p.shop.lcpRequestMs)} / ${ms(p.limit.lcpRequestMs)} |`,
  )
  return [
    '| page | LCP | limit LCP | LCP ratio | CLS | limit CLS | TBT | limit TBT | tap → cart badge | bytes | limit bytes | LCP image requested at (shop / limit) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv[2] ?? 3)
  const result = await measureMobilePages({ runs, log: (line) => console.error(line) })
  console.log(mobileTable(result))
  for (const p of result.pages) {
    console.log(`${p.label} LCP element: shop ${p.shop.lcpElement}; limit ${p.limit.lcpElement}`)
    console.log(
      `${p.label} LCP picture: ${p.shop.lcpUrl} (${kb(p.shop.lcpImageBytes ?? 0)}, requested ${p.shop.lcpRequests} time(s); files of its photo: ${p.shop.lcpPhotoFiles.join(', ')})`,
    )
  }
  console.log(`runtime ${(result.runtimeMs / 1000).toFixed(1)} s`)
  console.log(
    JSON.stringify(result, (k, v) => (k === 'runs' && Array.isArray(v) ? v.length : v), 2),
  )
}

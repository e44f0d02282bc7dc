// The JavaScript a new visitor's browser downloads for the store page (/), gzipped: loads the page
// in Chromium, collects every script response, and gzips each body (level 9, as the build does).
// Also reports a product page (/product/{id}), opened by another new visitor.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { startShop, stopShop } from './lib.mjs'

const PORT = 3292
const BASE = `http://127.0.0.1:${PORT}`

/** Opens `url` in a fresh context (empty cache, no cookies) until `ready` resolves. */
async function scriptsOf(browser, url, ready) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const pending = []
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return
      pending.push(
        res.body().then((body) => ({
          url: new URL(res.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      )
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await ready(page)
    const files = (await Promise.all(pending)).sort((a, b) => b.gzip - a.gzip)
    return {
      url: new URL(url).pathname,
      files,
      totalGzipBytes: files.reduce((s, f) => s + f.gzip, 0),
    }
  } finally {
    await context.close()
  }
}

export async function measureStoreJs() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-bench-js-'))
  const shop = await startShop({ port: PORT, dataDir })
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update'],
  })
  try {
    const store = await scriptsOf(browser, `${BASE}/`, (page) =>
      page.getByRole('article').first().waitFor(),
    )
    const { items } = await (await fetch(`${BASE}/api/products`)).json()
    const productPage = await scriptsOf(browser, `${BASE}/product/${items[0].id}`, (page) =>
      page.getByRole('heading', { level: 1, name: items[0].name }).waitFor(),
    )
    return { ...store, productPage }
  } finally {
    await browser.close()
    await stopShop(shop.child)
    await rm(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
  const result = await measureStoreJs()
  for (const route of [result, result.productPage]) {
    console.log(`\n${route.url}: ${kb(route.totalGzipBytes)} gzipped JavaScript\n`)
    console.log('| file | raw | gzip |\n|---|---|---|')
    for (const f of route.files) console.log(`| \`${f.url}\` | ${kb(f.raw)} | ${kb(f.gzip)} |`)
  }
}

// The JavaScript a new visitor's browser downloads for the store page (/), gzipped: loads the page
// in Chromium, collects every script response, and gzips each body (level 9, as the build does).
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { startShop, stopShop } from './lib.mjs'

const PORT = 3292

export async function measureStoreJs() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-bench-js-'))
  const shop = await startShop({ port: PORT, dataDir })
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update'],
  })
  try {
    const page = await browser.newPage()
    const scripts = []
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return
      const body = await res.body()
      scripts.push({
        url: new URL(res.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      })
    })
    await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'networkidle' })
    await page.getByRole('article').first().waitFor()
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0)
    return { files: scripts.sort((a, b) => b.gzip - a.gzip), totalGzipBytes: total }
  } finally {
    await browser.close()
    await stopShop(shop.child)
    await rm(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await measureStoreJs())
}

// The limit for the phone benchmark: the shop's own first screen frozen into one static HTML file
// (same markup and images, the built CSS inlined, no JavaScript), served by the shop's server.
/* global document, window -- the functions handed to page.evaluate run in the browser */
import { existsSync } from 'node:fs'
import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { DEVICE } from './mobile-measure.mjs'

/** Marks a limit page, so the benchmark can tell it from the SPA shell served for unknown paths. */
const MARKER = '<meta name="vitrine-bench-limit" content="1">'

/**
 * Runs in the shop's page once it has fully rendered: keeps what intersects the first screen
 * (everything whose top edge is above the fold, so the first card is whole), drops every script
 * and preload hint, and replaces the stylesheet links with the stylesheets' text.
 */
async function freezeFirstScreen(marker) {
  const fold = window.innerHeight
  const below = [...document.body.querySelectorAll('*')].filter(
    (el) => el.getBoundingClientRect().top >= fold,
  )
  below.forEach((el) => el.setAttribute('data-bench-below', ''))
  const copy = document.documentElement.cloneNode(true)
  below.forEach((el) => el.removeAttribute('data-bench-below'))
  copy
    .querySelectorAll(
      '[data-bench-below], script, link[rel=modulepreload], link[rel=preload], link[rel=prefetch], link[rel=stylesheet]',
    )
    .forEach((el) => el.remove())
  const sheets = [...document.querySelectorAll('link[rel=stylesheet]')]
  const css = await Promise.all(sheets.map((link) => fetch(link.href).then((r) => r.text())))
  const style = document.createElement('style')
  style.textContent = css.join('\n')
  copy.querySelector('head').append(style)
  copy.querySelector('head').insertAdjacentHTML('afterbegin', marker)
  return {
    html: `<!doctype html>\n${copy.outerHTML}`,
    images: [...copy.querySelectorAll('img')].map((img) => img.getAttribute('src')),
  }
}

/**
 * Opens `url` without throttling on the same phone, freezes its first screen and writes it (with
 * the .br/.gz twins the build writes for every file, so the server sends it compressed exactly as
 * it does the shop's files) as `webDir/fileName`. Resolves with what the benchmark needs to serve
 * and later delete it.
 */
export async function writeLimitPage(browser, { url, ready, webDir, fileName }) {
  const context = await browser.newContext({ ...DEVICE, locale: 'pt-BR' })
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.waitForFunction(ready)
    await page.waitForFunction(() =>
      [...document.images].every((img) => img.complete || img.loading === 'lazy'),
    )
    const { html, images } = await page.evaluate(freezeFirstScreen, MARKER)
    const file = path.join(webDir, fileName)
    const contents = new Map([
      [file, Buffer.from(html)],
      [`${file}.gz`, await promisify(gzip)(html, { level: 9 })],
      [
        `${file}.br`,
        await promisify(brotliCompress)(html, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }),
      ],
    ])
    const limit = { path: `/${fileName}`, htmlBytes: Buffer.byteLength(html), images, contents }
    await ensureLimitFiles(limit)
    return limit
  } finally {
    await context.close()
  }
}

/** A page predicate: the limit file itself was served, not the SPA shell (e.g. after a rebuild). */
export function isLimitPage() {
  return document.querySelector('meta[name="vitrine-bench-limit"]') !== null
}

/** Fails unless the server answers `limitPath` with the limit file itself (not the SPA shell). */
export async function assertServed(baseUrl, limitPath) {
  const res = await fetch(baseUrl + limitPath, { headers: { 'accept-encoding': 'br, gzip' } })
  const body = await res.text()
  if (!res.ok || !body.includes(MARKER)) {
    throw new Error(`the server does not serve ${limitPath} from dist/web (status ${res.status})`)
  }
  return { contentEncoding: res.headers.get('content-encoding') ?? 'identity' }
}

/** (Re)writes the limit's files: a build running meanwhile (`npm start` elsewhere) empties dist/. */
export async function ensureLimitFiles(limit) {
  for (const [file, data] of limit.contents) {
    if (!existsSync(file)) await writeFile(file, data)
  }
}

export async function removeLimitPages(limits) {
  await Promise.all(
    limits.flatMap((l) => [...l.contents.keys()].map((f) => rm(f, { force: true }))),
  )
}

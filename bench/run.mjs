// `npm run bench`: runs every benchmark of issue 8, issue 17's order search, issue 20's browsing
// while people buy and issue 21's targets (phone TBT, server rendering of `/`), on PGlite, and on
// PostgreSQL too when DATABASE_URL is set (the bench creates and drops its own databases on that
// server), and rewrites docs/performance.md. Progress goes to stderr; the whole suite takes about
// 12 minutes on 2 cores (the browsing load alone about 5). Issue 42's photo uploads (PGlite only)
// add about 2 minutes, issue 63's migration of 100,000 products (PGlite only) about 1.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { build, needsBuild } from '../scripts/build.mjs'
import { measureCatalog } from './catalog.mjs'
import { measureCheckout } from './checkout.mjs'
import { measureOrderSearch, orderSearchSection } from './order-search.mjs'
import { measureColdStart } from './cold-start.mjs'
import { footprintFrom } from './footprint.mjs'
import { measurePhotoUploads } from './photo-uploads.mjs'
import { measureLoad } from './reliability-load.mjs'
import { cleanupTemplates } from './fresh-database.mjs'
import { log, machine, POSTGRES_URL, ROOT, runSql } from './lib.mjs'
import { catalogSection } from './report-catalog.mjs'
import { checkoutSection } from './report-checkout.mjs'
import { footprintSection } from './report-footprint.mjs'
import { loadSection } from './report-load.mjs'
import { mark, target } from './report-format.mjs'
import { jsSection, mobileSection } from './report-pages.mjs'
import { photosSection } from './report-photos.mjs'
import { measureStoreJs } from './store-js-size.mjs'
import { variantsSection } from './report-variants.mjs'
import { measureVariantsMigration } from './variants-migration.mjs'

const started = performance.now()
const steps = []

/** Runs one benchmark; a failure is reported in its section instead of ending the suite. */
async function step(name, fn) {
  log(`${name}: start`)
  const t0 = performance.now()
  try {
    return { value: await fn() }
  } catch (error) {
    log(`${name}: FAILED\n${error.stack ?? error}`)
    return { error }
  } finally {
    steps.push({ name, seconds: (performance.now() - t0) / 1000 })
    log(`${name}: ${steps.at(-1).seconds.toFixed(0)} s`)
  }
}

function render(title, command, run, fn) {
  let error = run.error
  if (!error) {
    try {
      return fn(run.value)
    } catch (failed) {
      error = failed
    }
  }
  const message = String(error.message ?? error).split('\n')[0]
  return {
    targets: [target(`${title}: not measured`, 'failed', '–', '–', 'a figure', false)],
    markdown: `## ${title}\n\n\`${command}\` failed in this run: ${message}\n`,
  }
}

/** The mobile benchmark is optional: without it the section says it was not measured. */
async function mobile() {
  const found = await import('./mobile-page.mjs').catch((error) => {
    log(`mobile pages: not available (${error.message})`)
    return null
  })
  if (!found?.measureMobilePages) return { value: null }
  const run = await step('mobile pages', () => found.measureMobilePages({ log }))
  return run.error ? run : { value: { result: run.value, table: found.mobileTable } }
}

async function jsBudget() {
  const found = await import('../scripts/check-js-budget.mjs').catch(() => null)
  return found?.BUDGET_BYTES ?? 90 * 1024
}

async function postgresVersion() {
  if (!POSTGRES_URL) return 'unset: PGlite only'
  const [row] = await runSql({ databaseUrl: POSTGRES_URL }, 'SHOW server_version')
  return `set: PGlite and PostgreSQL ${row.server_version} (fresh databases, dropped afterwards)`
}

const env = { machine: await machine(), date: new Date().toISOString().slice(0, 10) }
const database = await postgresVersion()
// Built once up front, so that no measured start pays for a build.
if (await needsBuild()) await step('build', () => build({ quiet: true }))
const cold = await step('cold start', measureColdStart)
const js = await step('store JavaScript', measureStoreJs)
const phone = await mobile()
const catalog = await step('catalog API', () => measureCatalog())
const checkout = await step('checkout', () => measureCheckout())
const orderSearch = await step('order search', measureOrderSearch)
const load = await step('browsing while buying', () => measureLoad())
const photos = await step('photo uploads', () => measurePhotoUploads())
const migration = await step('variants migration', () => measureVariantsMigration())
await cleanupTemplates()
const budget = await jsBudget()
const sources = [catalog, checkout, cold]
const footprint = sources.every((r) => r.value)
  ? { value: footprintFrom({ catalog: catalog.value, checkout: checkout.value, cold: cold.value }) }
  : { error: new Error('it needs the cold start, catalog and checkout figures') }

const sections = [
  render('1. Store page on a phone', 'node bench/mobile-page.mjs', phone, (m) =>
    mobileSection(m?.result, env, m?.table),
  ),
  render('2. JavaScript budget', 'node bench/store-js-size.mjs', js, (value) =>
    jsSection(value, env, budget),
  ),
  render('3. Catalog API', 'node bench/catalog.mjs', catalog, (c) => catalogSection(c, env)),
  render('4. Checkout under contention', 'node bench/checkout.mjs', checkout, (c) =>
    checkoutSection(c, env),
  ),
  render('5. Footprint', 'node bench/footprint.mjs', footprint, (f) => footprintSection(f, env)),
  render('6. Order search in the panel', 'node bench/order-search.mjs', orderSearch, (r) =>
    orderSearchSection(r, env),
  ),
  render('7. Browsing while people buy', 'node bench/reliability-load.mjs', load, (r) =>
    loadSection(r, env),
  ),
  render('8. Photo uploads', 'node bench/photo-uploads.mjs', photos, (r) => photosSection(r, env)),
  render('9. Variants (issue 63)', 'node bench/variants-migration.mjs', migration, (m) =>
    variantsSection({ migration: m, checkout: checkout.value, catalog: catalog.value }, env),
  ),
]
const targets = sections.flatMap((s) => s.targets)
const unmeasured = targets.filter((t) => t.notMeasured).length
const totalSeconds = (performance.now() - started) / 1000
const minutes = `${Math.floor(totalSeconds / 60)} min ${Math.floor(totalSeconds % 60)} s`

const doc = `# Performance

Written by \`npm run bench\` (bench/run.mjs) on ${env.date}, on ${env.machine}; DATABASE_URL ${database}.
Every figure is measured next to its limit in the same run and reported as a ratio, because absolute
times vary from machine to machine. A figure whose limit errored or measured nothing (no operation,
a ratio that is not a finite number) says 'not measured' in place of its ratio and counts as missed;
\`node bench/smoke.mjs\` runs every limit for a few seconds and fails when one does. Benchmarks never
run in \`npm test\`; re-run them to refresh this page. Whole suite: **${minutes}** (${steps.map((s) => `${s.name} ${Math.round(s.seconds)} s`).join(', ')}).

## Summary

${targets.filter((t) => t.ok).length} of ${targets.length} targets met${unmeasured ? `; ${unmeasured} not measured (a limit errored or measured nothing: counted as missed)` : ''}.

| figure | measured | ratio | target | |
|---|---|---|---|---|
${targets.map((t) => `| ${t.figure} | ${t.measured} | ${t.ratio} | ${t.goal} | ${mark(t.ok)} |`).join('\n')}

${sections.map((s) => s.markdown).join('\n')}`

await writeFile(path.join(ROOT, 'docs/performance.md'), doc)
console.log(doc)
log(`docs/performance.md written; total ${minutes}`)

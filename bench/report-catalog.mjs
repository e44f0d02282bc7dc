// Section 3 of docs/performance.md: the catalog API next to its in-memory and SQL limits.
import { int, kb, limitRun, ms, ratio, section, target } from './report-format.mjs'
import { VARIANT_OPTIONS, VARIANTS_PER_PRODUCT } from './variant-catalog.mjs'
import { PRICE_ORDER } from './catalog-urls.mjs'
import { searchTable, searchTargets, typoSearchTable, typoSearchTargets } from './report-search.mjs'

// pageRatio (issue 21): req/s of the server-rendered `/` ÷ req/s of the in-memory JSON limit.
export const CATALOG_TARGETS = { memoryRatio: 0.7, p50Growth: 1.5, pageRatio: 0.5 }

/** A load's run (load.mjs) for the judging: answers under 400, and the rest as its errors. */
function loadRun(name, run) {
  const failed = Object.entries(run.statuses ?? {})
    .filter(([code]) => Number(code) >= 400)
    .map(([code, n]) => `${int(n)}× HTTP ${code}`)
  if (run.networkErrors) failed.unshift(`${int(run.networkErrors)}× network error or timeout`)
  return limitRun(name, run.served, run.errors, failed.join(', '))
}

const label = (row) => (row.name === 'list' ? 'first page' : `${row.name} \`${row.path}\``)

/** How `/` answered its first request: status, type, encoding and size. */
function pageAnswer(page) {
  const type = page.contentType?.split(';')[0] ?? 'no content type'
  const size =
    page.contentEncoding && page.contentEncoding !== 'identity'
      ? `${page.contentEncoding}, ${kb(page.wireBytes)} of ${kb(page.htmlBytes)}`
      : `uncompressed, ${kb(page.htmlBytes)}`
  return `${page.status} ${type}, ${size}`
}

function pageRow(size) {
  const p = size.page
  return `| ${int(size.count)} | server rendering of \`/\` (HTML as a browser asks; ${pageAnswer(p)}) | ${int(p.shop.rps)} | ${ms(p.shop.p50)} / ${ms(p.shop.p99)} | ${int(p.failures)} | ${int(p.memory.rps)} (${ms(p.memory.p50)}) | ${ratio(p.shop.rps / p.memory.rps)} | – | – |`
}

function detailTable(db) {
  const lines = [
    '| products | request | shop req/s | shop p50 / p99 | errors | in-memory limit req/s (p50) | shop ÷ in-memory | SQL limit req/s (p50) | shop ÷ SQL |',
    '|---|---|---|---|---|---|---|---|---|',
  ]
  for (const size of db.sizes) {
    for (const row of size.rows) {
      const memory = row.memory ? `${int(row.memory.rps)} (${ms(row.memory.p50)})` : '–'
      const vsMemory = row.memory ? ratio(row.shop.rps / row.memory.rps) : '–'
      lines.push(
        `| ${int(size.count)} | ${label(row)} | ${int(row.shop.rps)} | ${ms(row.shop.p50)} / ${ms(row.shop.p99)} | ${row.shop.errors} | ${memory} | ${vsMemory} | ${int(row.sql.rps)} (${ms(row.sql.p50)}) | ${ratio(row.shop.rps / row.sql.rps)} |`,
      )
      if (row.name === 'list' && size.page) lines.push(pageRow(size))
    }
    if (size.revisit) {
      const r = size.revisit
      const codes = Object.entries(r.statuses)
        .map(([code, n]) => `${int(n)}× ${code}`)
        .join(', ')
      lines.push(
        `| ${int(size.count)} | revisit with \`If-None-Match\` (${codes}) | ${int(r.rps)} | ${ms(r.p50)} / ${ms(r.p99)} | ${r.errors} | – | – | – | – |`,
      )
    }
  }
  return lines.join('\n')
}

function notes(db) {
  const out = []
  for (const size of db.sizes) {
    for (const row of size.rows) {
      if (row.filterApplied === false) {
        out.push(
          `${db.database}, ${int(size.count)}: the API ignored \`${row.path.split('?')[1]}\` when this ran (the answer was not filtered); the row measures the unfiltered page.`,
        )
      }
      if (!row.sqlSameJson) {
        out.push(
          `${db.database}, ${int(size.count)}, ${label(row)}: the SQL limit's JSON differs from the shop's (different query or mapping), so that ratio compares unlike work.`,
        )
      }
    }
    if (size.page && size.page.failures > 0) {
      const codes = Object.entries(size.page.shop.statuses)
        .map(([code, n]) => `${int(n)}× ${code}`)
        .join(', ')
      out.push(
        `${db.database}, ${int(size.count)}: \`/\` did not always answer 200 (first answer ${size.page.status}; under load ${codes}, ${int(size.page.shop.networkErrors)} network errors or timeouts).`,
      )
    }
    if (size.page && !size.page.rendered) {
      out.push(
        `${db.database}, ${int(size.count)}: \`/\` has no product in its markup (the first product's name appears only in scripts, if at all): the page is rendered in the browser, so the row measures the HTML shell the shop sends today, not server rendering.`,
      )
    }
    if (size === db.sizes.at(-1) && !size.revisit) {
      out.push(`${db.database}, ${int(size.count)}: the shop sent no ETag, so no revisit row.`)
    }
  }
  return out.map((n) => `- ${n}`).join('\n')
}

function targetsOf(db) {
  const lists = db.sizes.map((s) => ({
    count: s.count,
    row: s.rows.find((r) => r.name === 'list'),
  }))
  const out = lists.map(({ count, row }) => {
    const r = row.shop.rps / row.memory.rps
    const nearSql = row.shop.rps < row.sql.rps * 1.5
    return target(
      `${db.database}: req/s, first page, ${int(count)} products`,
      int(row.shop.rps),
      `${int(row.memory.rps)} (in-memory)`,
      r,
      `≥ ${CATALOG_TARGETS.memoryRatio}×`,
      r >= CATALOG_TARGETS.memoryRatio,
      nearSql
        ? `${db.database}: the shop answered about as many requests as the SQL-per-request limit, which suggests its catalog cache was not serving the first page (cold, invalidated by writes, or suspended while LISTEN was down); the page has to come from memory to approach the in-memory limit.`
        : `${db.database}: the shop is far above the SQL-per-request limit, so the page comes from its cache; the gap to a bare node:http server is per-request work between the socket and the cached bytes (Hono's Request/Response objects, the middleware chain, a dozen security headers). A CPU profile under this load (\`node --cpu-prof\`) shows which part dominates; answering cache hits with precomputed headers ahead of the generic middleware would close most of it.`,
      {
        threshold: CATALOG_TARGETS.memoryRatio,
        limits: [loadRun('the in-memory limit', row.memory)],
      },
    )
  })
  for (const size of db.sizes) {
    const price = size.rows.find((r) => r.name === PRICE_ORDER.name)
    if (price) out.push(priceTarget(db, size.count, price))
  }
  const paged = db.sizes.find((s) => s.page)
  if (paged) out.push(pageTarget(db, paged))
  out.push(...searchTargets(db), ...typoSearchTargets(db))
  const [small, large] = lists
  const growth = large.row.shop.p50 / small.row.shop.p50
  out.push(
    target(
      `${db.database}: p50, ${int(large.count)} vs ${int(small.count)} products`,
      ms(large.row.shop.p50),
      `${ms(small.row.shop.p50)} (at ${int(small.count)})`,
      growth,
      `≤ ${CATALOG_TARGETS.p50Growth}×`,
      growth <= CATALOG_TARGETS.p50Growth,
      `${db.database}: the first page costs more as the table grows (SQL limit p50 ${ms(small.row.sql.p50)} at ${int(small.count)}, ${ms(large.row.sql.p50)} at ${int(large.count)}): an index matching the ORDER BY (check with EXPLAIN) and the cached page make it independent of the table size.`,
      {
        threshold: CATALOG_TARGETS.p50Growth,
        limits: [loadRun(`the first page at ${int(small.count)} products`, small.row.shop)],
      },
    ),
  )
  return out
}

/**
 * The price order's first page (by products.lowest_price_cents, decision 053) against
 * the in-memory limit of its bytes, as the first page is judged; it must also be in that order.
 */
function priceTarget(db, count, row) {
  const r = row.shop.rps / row.memory.rps
  const goal = CATALOG_TARGETS.memoryRatio
  const gap =
    row.filterApplied === false
      ? `${db.database}: \`${row.path}\` did not answer its products by lowest price.`
      : `${db.database}: the price order's first page is served from the catalog cache as the first page is; the gap is the same per-request work (see the first page's).`
  return target(
    `${db.database}: req/s, price order's first page, ${int(count)} products`,
    int(row.shop.rps),
    `${int(row.memory.rps)} (in-memory)`,
    r,
    `≥ ${goal}×, in order`,
    r >= goal && row.filterApplied !== false,
    gap,
    { threshold: goal, limits: [loadRun('the in-memory limit', row.memory)] },
  )
}

/** Issue 21: the server-rendered `/` against the in-memory JSON limit, every answer a 200. */
function pageTarget(db, size) {
  const p = size.page
  const r = p.shop.rps / p.memory.rps
  const goal = CATALOG_TARGETS.pageRatio
  const compressed = p.contentEncoding && p.contentEncoding !== 'identity'
  const gap =
    p.failures > 0
      ? `${db.database}: \`/\` answered ${int(p.failures)} times with something other than a 200 (or not at all) under the load; each answer of the page must be a 200.`
      : `${db.database}: \`/\` served ${int(p.shop.rps)} req/s against ${int(p.memory.rps)} for the in-memory JSON: per request the shop makes the page's HTML (${kb(p.htmlBytes)})${compressed ? ` and ${p.contentEncoding}-compresses it (${kb(p.wireBytes)} on the wire)` : ''}; keeping the rendered${compressed ? ', compressed' : ''} page in memory per catalog version (dropped with the catalog cache) and answering it as the JSON is answered would close most of it.`
  return target(
    `${db.database}: server rendering of / req/s, ${int(size.count)} products`,
    int(p.shop.rps),
    `${int(p.memory.rps)} (in-memory JSON)`,
    r,
    `≥ ${goal}×, every answer 200`,
    r >= goal && p.failures === 0,
    gap,
    { threshold: goal, limits: [loadRun('the in-memory limit', p.memory)] },
  )
}

function pageMethod(result) {
  const headers = Object.entries(result.pageHeaders)
    .map(([name, value]) => `\`${name}: ${value}\``)
    .join(', ')
  return `- **server rendering of \`/\`** (issue 21), at ${int(result.pageProducts)} products: \`GET /\` with the headers a browser sends when it opens the page (${headers}), same connections, warm-up and seconds as the first page. Its limit is the in-memory limit above answering the first page's JSON (the exact bytes of \`/api/products\`), asked with the same headers, which it ignores: it sends the JSON uncompressed, as to the plain GETs, so compressing the page counts against the shop. Target: \`/\` req/s ÷ that limit's req/s ≥ ${CATALOG_TARGETS.pageRatio}, every answer a 200 (any other status, a network error or a timeout is counted in the errors column and fails the row).`
}

/** Which sizes' products were seeded with their 24 variants (issue 63), which with one. */
function variantsSeeded(result) {
  const sizes = result.databases[0]?.sizes ?? []
  const many = sizes.filter((s) => s.variants).map((s) => int(s.count))
  const one = sizes.filter((s) => s.variants === false).map((s) => int(s.count))
  if (many.length === 0) return ''
  const rest = one.length
    ? ` Those added to reach ${one.join(', ')} have one variant each: 100,000 products with 24 variants each are 2.4 million variant rows and as many movements, measured at 282 s to write on PGlite and a 2.7 GB data directory, copied for the SQL limit (\`node bench/catalog.mjs --all-variants\` measures it so).`
    : ''
  return `Up to ${many.join(', ')} products, each seeded product has ${VARIANT_OPTIONS.length} options (${VARIANT_OPTIONS.map((o) => o.values.join(', ')).join('; ')}) and their ${VARIANTS_PER_PRODUCT} variants (bench/variant-catalog.mjs, decision 053), its stock split across them and each variant's opening movement; the demo products the shop's first start made have one each, but the demo cover its two sizes and three colours.${rest}`
}

export function catalogSection(result, env) {
  const intro = `${result.connections} connections, plain GETs (a first visit, no \`If-None-Match\`), ${result.warmup} s warm-up then ${result.duration} s for the first page (shop and both limits), 1 s warm-up then ${result.sideDuration} s for the price order, search, category filter and a revisit with \`If-None-Match\`. Each server is its own process: the shop (\`node scripts/start.mjs\`, as \`npm start\`) and, from bench/catalog-limit-server.mjs:

- **in-memory limit**: a bare \`node:http\` server answering, from memory, the exact bytes the shop returned for that URL;
- **SQL limit**: a bare \`node:http\` server running per request the shop's query (product-repository.ts \`findCatalogPage\`: \`SELECT <the product's columns>, to_char(created_at …) FROM products WHERE made_for_client = false AND hidden = false ORDER BY created_at DESC, id DESC LIMIT 49 OFFSET 0\`, or \`ORDER BY is_custom_order, lowest_price_cents, id\` for the price order \`?sort=menor-preco\` (decision 053: a product in variants at its cheapest offered one's price), each row with its variants' summary as store-card-repository.ts \`variantSummarySql\` reads it (decision 053), with \`search_text LIKE $n\` for each word of \`q\` (bench/search-words.mjs, as src/domain/search-text.ts) and \`category = $1\` for \`category\`; a search that finds nothing then tried again with its words corrected as product-service.ts \`correctedPage\` does: each word of 3 letters or more to the most similar word of \`catalog_words\` (\`word % $w\`, pg_trgm's default threshold 0.3) that a store product has, then the same page query for the corrected words) and mapping the rows to the same JSON, through \`pg\` with a pool of 10 like the shop, or, for PGlite, through its own PGlite on a copy of the data directory (PGlite allows one process per directory);
${pageMethod(result)}

Products are added in SQL (bench/lib.mjs \`seedCatalog\`) with the shop stopped, then \`ANALYZE products\`; the shop restarts on the grown catalog. ${variantsSeeded(result)} Ratios are shop ÷ limit; latencies are exact (not autocannon's whole-millisecond histogram).
`
  const targets = result.databases.flatMap(targetsOf)
  const body = result.databases
    .map((db) =>
      [`\n### ${db.database}`, detailTable(db), searchTable(db), typoSearchTable(db), notes(db)]
        .filter(Boolean)
        .join('\n\n'),
    )
    .join('\n')
  return {
    targets,
    markdown: section({
      title: '3. Catalog API',
      command: 'node bench/catalog.mjs',
      env,
      intro,
      body,
      targets,
    }),
  }
}

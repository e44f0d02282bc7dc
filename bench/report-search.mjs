// Issue 37, item 3, in section 3 of docs/performance.md: the store's search at 100,000 products
// against the same SQL run bare (bench/catalog-search.mjs).
import { int, limitRun, ms, target } from './report-format.mjs'

export const SEARCH_TARGETS = { p50: 20, limitRatio: 0.5 }
/** Decision 050: a misspelt search, tried as typed, then with its typos corrected. */
export const TYPO_SEARCH_TARGETS = { p50: 30, limitRatio: 0.5 }

const searched = (db) => db.sizes.find((size) => size.search)

/** The SQL limit's searches, for the judging: those not answered 200 are its errors. */
const sqlRun = (s) =>
  limitRun('the SQL limit', s.searches - (s.sqlFailures ?? 0), s.sqlFailures, s.sqlFirstFailure)

/** p50 ≤ 20 ms, and the limit's p50 ÷ the shop's ≥ 0.5 (the shop at most twice the bare SQL). */
export function searchTargets(db) {
  const size = searched(db)
  if (!size) return []
  const s = size.search
  const r = s.sql.p50 / s.shop.p50
  const honest = s.same === s.searches && s.failures === 0
  const ok = s.shop.p50 <= SEARCH_TARGETS.p50 && r >= SEARCH_TARGETS.limitRatio && honest
  const slowSql = s.sql.p50 > SEARCH_TARGETS.p50 * SEARCH_TARGETS.limitRatio
  return [
    target(
      `${db.database}: search p50, ${int(s.searches)} distinct searches, ${int(size.count)} products`,
      ms(s.shop.p50),
      `${ms(s.sql.p50)} (same SQL, bare)`,
      r,
      `≤ ${SEARCH_TARGETS.p50} ms and ≥ ${SEARCH_TARGETS.limitRatio}×`,
      ok,
      !honest
        ? `${db.database}: the SQL limit answered other JSON than the shop for ${int(s.searches - s.same)} searches (or the shop failed ${int(s.failures)}): bench/search-words.mjs must split and fold as src/domain/search-text.ts does.`
        : slowSql
          ? `${db.database}: the query itself is slow (bare SQL p50 ${ms(s.sql.p50)}): check with EXPLAIN that each word is an Index Cond on products_search_idx, or that a common word walks products_created_at_idx.`
          : `${db.database}: the shop adds ${ms(s.shop.p50 - s.sql.p50)} per search to the bare SQL: Drizzle's query building and the catalog cache's bookkeeping for a search it has not seen.`,
      {
        threshold: SEARCH_TARGETS.limitRatio,
        limits: [sqlRun(s)],
      },
    ),
  ]
}

export function searchTable(db) {
  const size = searched(db)
  if (!size) return ''
  const s = size.search
  return `Search (issue 37), ${int(s.searches)} distinct searches one at a time at ${int(size.count)} products (e.g. ${s.examples.map((q) => `\`${q}\``).join(', ')}): ${int(s.full)} filled a page of 48, ${int(s.empty)} found nothing; the limit answered the shop's very JSON for ${int(s.same)} of ${int(s.searches)}.

| | p50 | p99 |
|---|---|---|
| shop \`GET /api/products?q=…\` | ${ms(s.shop.p50)} | ${ms(s.shop.p99)} |
| same SQL, bare | ${ms(s.sql.p50)} | ${ms(s.sql.p99)} |`
}

/** p50 ≤ 30 ms, and the limit's p50 ÷ the shop's ≥ 0.5, for the misspelt searches. */
export function typoSearchTargets(db) {
  const size = db.sizes.find((s) => s.typoSearch)
  if (!size) return []
  const s = size.typoSearch
  const r = s.sql.p50 / s.shop.p50
  const honest = s.same === s.searches && s.failures === 0
  const t = TYPO_SEARCH_TARGETS
  const ok = s.shop.p50 <= t.p50 && r >= t.limitRatio && honest
  return [
    target(
      `${db.database}: misspelt search p50, ${int(s.searches)} distinct typos, ${int(size.count)} products`,
      ms(s.shop.p50),
      `${ms(s.sql.p50)} (same SQL, bare)`,
      r,
      `≤ ${t.p50} ms and ≥ ${t.limitRatio}×`,
      ok,
      !honest
        ? `${db.database}: the SQL limit answered other JSON than the shop for ${int(s.searches - s.same)} misspelt searches (or the shop failed ${int(s.failures)}): bench/catalog-limit-server.mjs must correct as search-correction-repository.ts and product-service.ts correctedPage do.`
        : s.sql.p50 > t.p50 * t.limitRatio
          ? `${db.database}: the correction itself is slow (bare SQL p50 ${ms(s.sql.p50)}): check with EXPLAIN that the \`%\` is an Index Cond on catalog_words_trgm_idx and that each candidate's EXISTS is a bitmap scan of products_search_idx.`
          : `${db.database}: the shop adds ${ms(s.shop.p50 - s.sql.p50)} per misspelt search to the bare SQL: Drizzle's query building of its three statements, and the catalog cache's bookkeeping.`,
      { threshold: t.limitRatio, limits: [sqlRun(s)] },
    ),
  ]
}

export function typoSearchTable(db) {
  const size = db.sizes.find((s) => s.typoSearch)
  if (!size) return ''
  const s = size.typoSearch
  return `Misspelt search (decision 050), ${int(s.searches)} distinct typos one at a time at ${int(size.count)} products (e.g. ${s.examples.map((q) => `\`${q}\``).join(', ')}), each found nothing as typed: ${int(s.corrected)} were corrected and found something (${int(s.full)} a full page of 48), ${int(s.empty)} found nothing still; the limit answered the shop's very JSON for ${int(s.same)} of ${int(s.searches)}.

| | p50 | p99 |
|---|---|---|
| shop \`GET /api/products?q=…\` | ${ms(s.shop.p50)} | ${ms(s.shop.p99)} |
| same SQL, bare | ${ms(s.sql.p50)} | ${ms(s.sql.p99)} |`
}

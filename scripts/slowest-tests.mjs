// The slowest test files of a Vitest JSON report and the slowest tests of a Playwright one, as the
// Markdown tables of docs/decisions/042 (issue 58: measure before cutting).
// `node scripts/slowest-tests.mjs vitest REPORT [N]` / `node scripts/slowest-tests.mjs playwright REPORT [N]`
import { readFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const seconds = (ms) => (ms / 1000).toFixed(1)

/** Each file's wall time (its start to its end, setup and database included) and test count. */
export function vitestFiles(report) {
  return report.testResults.map((file) => ({
    name: path.relative(ROOT, file.name),
    ms: file.endTime - file.startTime,
    tests: file.assertionResults.length,
  }))
}

/** Each test's duration, over its attempts, with its spec and title. */
export function playwrightTests(report) {
  const tests = []
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0)
        tests.push({
          name: `${test.projectName} › ${spec.file} › ${[...titles, spec.title].join(' › ')}`,
          ms,
        })
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  for (const suite of report.suites) walk(suite, [])
  return tests
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [runner, file, most = '20'] = process.argv.slice(2)
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const rows = (runner === 'playwright' ? playwrightTests(report) : vitestFiles(report))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, Number(most))
  const total = (runner === 'playwright' ? playwrightTests(report) : vitestFiles(report)).reduce(
    (sum, row) => sum + row.ms,
    0,
  )
  console.log(`| ${runner === 'playwright' ? 'test' : 'file (tests)'} | s |`)
  console.log('| --- | --- |')
  for (const row of rows) {
    console.log(
      `| ${row.name}${row.tests === undefined ? '' : ` (${row.tests})`} | ${seconds(row.ms)} |`,
    )
  }
  console.log(`\nall: ${seconds(total)} s`)
}

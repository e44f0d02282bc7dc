// How many tests each runner ran, read from its JSON report: printed beside each step's time by
// scripts/test.mjs and .ci/run (issue 58), so that a change that drops tests shows in CI's summary.
// `node scripts/test-counts.mjs vitest|playwright FILE` prints the line for one report.
import { readFileSync } from 'node:fs'

const count = (n) => n.toLocaleString('en-US')

/** Vitest's JSON reporter (Jest's shape): files and tests, by outcome. */
export function vitestCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const skipped = report.numPendingTests + report.numTodoTests
  return [
    `${count(report.numPassedTests)} tests passed`,
    report.numFailedTests ? `${count(report.numFailedTests)} failed` : null,
    skipped ? `${count(skipped)} skipped` : null,
    `${count(report.testResults.length)} files`,
  ]
    .filter(Boolean)
    .join(', ')
}

/** Playwright's JSON reporter: its stats. */
export function playwrightCounts(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'))
  return [
    `${count(stats.expected)} tests passed`,
    stats.unexpected ? `${count(stats.unexpected)} failed` : null,
    stats.flaky ? `${count(stats.flaky)} flaky` : null,
    stats.skipped ? `${count(stats.skipped)} skipped` : null,
  ]
    .filter(Boolean)
    .join(', ')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [runner, file] = process.argv.slice(2)
  try {
    console.log(runner === 'playwright' ? playwrightCounts(file) : vitestCounts(file))
  } catch (error) {
    console.log(`(no test counts: ${error.message})`)
  }
}

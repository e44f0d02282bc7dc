// `npm test`: typecheck, lint and formatting side by side, then unit + component + server-integration
// tests, then end-to-end in Chromium. Each step's time is printed at the end (and added to the file
// CI_TIMES names, where .ci/run collects its own steps' times).
import { spawn } from 'node:child_process'
import { appendFileSync, existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { playwrightCounts, vitestCounts } from './test-counts.mjs'

const CHROMIUM = '/usr/bin/chromium'
const inCI = Boolean(process.env.CI)
const times = []

/** Where the runners write their JSON reports, read for the test counts. */
const reports = mkdtempSync(path.join(tmpdir(), 'vitrine-test-reports-'))

function record(title, seconds, counts) {
  const line = counts ? `${title} (${counts})` : title
  times.push([line, seconds])
  if (process.env.CI_TIMES)
    appendFileSync(process.env.CI_TIMES, `${String(seconds).padStart(7)} s    ${line}\n`)
}

/**
 * Runs one step; `quiet` keeps its output until it ends (for steps that run side by side);
 * `counts` reads how many tests it ran once it ends.
 */
function run(title, command, args, { quiet = false, counts, env } = {}) {
  if (!quiet) console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const child = spawn(command, args, {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  })
  const output = []
  child.stdout?.on('data', (chunk) => output.push(chunk))
  child.stderr?.on('data', (chunk) => output.push(chunk))
  return new Promise((resolve) => {
    child.on('close', (status, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000)
      if (quiet) {
        console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`)
        process.stdout.write(Buffer.concat(output))
      }
      let tally
      try {
        tally = counts?.()
      } catch {
        tally = 'no test counts: its report is missing'
      }
      record(title, seconds, tally)
      if (status !== 0) {
        console.error(`\n✖ ${title} failed (exit ${status ?? signal}) after ${seconds} s.`)
        printTimes()
        process.exit(status || 1)
      }
      console.log(`✔ ${title}: ${seconds} s`)
      resolve()
    })
  })
}

function printTimes() {
  console.log('\nnpm test, step by step:')
  for (const [title, seconds] of times) console.log(`  ${String(seconds).padStart(4)} s  ${title}`)
}

const bin = (name) => `node_modules/.bin/${name}`

// Three independent checks on two cores: side by side they take about as long as the slowest.
await Promise.all([
  run('Typecheck', bin('tsc'), ['--noEmit'], { quiet: true }),
  run('Lint', bin('eslint'), ['.', '--max-warnings=0'], { quiet: true }),
  run('Formatting', bin('prettier'), ['--check', '.'], { quiet: true }),
])
const vitestReport = path.join(reports, 'vitest.json')
await run(
  'Unit, component and server tests',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  { counts: () => vitestCounts(vitestReport) },
)

if (existsSync(CHROMIUM)) {
  const playwrightReport = path.join(reports, 'playwright.json')
  await run('End-to-end tests (Chromium)', bin('playwright'), ['test', '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
    counts: () => playwrightCounts(playwrightReport),
  })
} else if (inCI) {
  console.error(
    `\n✖ End-to-end tests need Chromium at ${CHROMIUM}, and CI is set: install it with 'apt-get install chromium'.`,
  )
  process.exit(1)
} else {
  console.log(
    `\n⚠ End-to-end tests SKIPPED: no Chromium at ${CHROMIUM}. Enable them with 'sudo apt-get install chromium', then run npm test again.`,
  )
}
printTimes()
console.log('\n✔ npm test: all steps passed.')

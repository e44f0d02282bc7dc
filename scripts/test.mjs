// `npm test`: typecheck, lint, unit + component + server-integration tests, then end-to-end in Chromium.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM = '/usr/bin/chromium'
const inCI = Boolean(process.env.CI)

function run(title, command, args) {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false })
  const seconds = Math.round((Date.now() - started) / 1000)
  if (result.status !== 0) {
    console.error(
      `\n✖ ${title} failed (exit ${result.status ?? result.signal}) after ${seconds} s.`,
    )
    process.exit(result.status || 1)
  }
  console.log(`✔ ${title}: ${seconds} s`)
}

const bin = (name) => `node_modules/.bin/${name}`

run('Typecheck', bin('tsc'), ['--noEmit'])
run('Lint', bin('eslint'), ['.', '--max-warnings=0'])
run('Formatting', bin('prettier'), ['--check', '.'])
run('Unit, component and server tests', bin('vitest'), ['run'])

if (existsSync(CHROMIUM)) {
  run('End-to-end tests (Chromium)', bin('playwright'), ['test'])
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
console.log('\n✔ npm test: all steps passed.')

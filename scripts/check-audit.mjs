// CI check (issue 9): no high or critical advisory in the packages the shop runs in production
// (`npm audit --omit=dev`). Prints the count per severity; fails on any high or critical finding,
// naming the package, the advisories and the fix npm knows. When the registry's advisory service
// cannot be asked (offline, a mirror without the audit endpoint), it fails too: a check that could
// not look must not pass, unless --allow-unreachable says that this machine cannot ask (then it
// says loudly that nothing was checked, and passes).
//   node scripts/check-audit.mjs [--allow-unreachable]
//   node scripts/check-audit.mjs --report FILE   judge a saved `npm audit --omit=dev --json` output
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const BLOCKING = new Set(['critical', 'high'])
const SEVERITIES = ['critical', 'high', 'moderate', 'low', 'info']

function fail(lines) {
  console.error(`\n✖ npm audit --omit=dev:\n  ${lines.join('\n  ')}`)
  process.exit(1)
}

function runAudit() {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const result = spawnSync(npm, ['audit', '--omit=dev', '--json'], {
    encoding: 'utf8',
    timeout: 180_000,
    maxBuffer: 64 * 1024 * 1024,
    shell: process.platform === 'win32',
  })
  if (result.error) fail([`could not run npm audit: ${result.error.message}`])
  let report
  try {
    report = JSON.parse(result.stdout)
  } catch {
    fail([
      `npm audit did not answer with JSON (exit ${result.status ?? result.signal}).`,
      ...result.stderr.trim().split('\n').slice(-5),
    ])
  }
  return { report, stderr: result.stderr }
}

/** npm prints its own failures (network, registry) as JSON too, with no vulnerability counts. */
function unreachable(report, stderr) {
  const allowed = process.argv.includes('--allow-unreachable')
  const reason =
    report.error?.summary ||
    report.error?.code ||
    report.message ||
    stderr.trim().split('\n').at(-1) ||
    'no vulnerability counts in the answer'
  const lines = [
    `the advisory service could not be asked: ${reason}`,
    `endpoint: ${report.uri ?? '(see npm config get registry)'}`,
  ]
  if (allowed) {
    console.warn(
      `\n⚠ npm audit --omit=dev NOT CHECKED on this machine:\n  ${lines.join('\n  ')}\n` +
        '  (--allow-unreachable: the registry here refuses the audit request; run\n' +
        '  node scripts/check-audit.mjs where it answers.)',
    )
    process.exit(0)
  }
  fail([
    ...lines,
    'Nothing was checked, so this check does not pass. Run it where the npm registry answers',
    '(POST /-/npm/v1/security/advisories/bulk), or fix the network/registry settings.',
  ])
}

function describeFinding(vuln) {
  const advisories = vuln.via
    .filter((via) => typeof via === 'object')
    .map((via) => `${via.title} (${via.url ?? via.source})`)
  const through = vuln.via.filter((via) => typeof via === 'string')
  const fix =
    vuln.fixAvailable === true
      ? 'fix: npm audit fix'
      : vuln.fixAvailable
        ? `fix: ${vuln.fixAvailable.name}@${vuln.fixAvailable.version}${
            vuln.fixAvailable.isSemVerMajor ? ' (semver major)' : ''
          }`
        : 'no fix available yet'
  return [
    `${vuln.severity.toUpperCase()} ${vuln.name} ${vuln.range}${vuln.isDirect ? ' (direct dependency)' : ''}`,
    ...advisories.map((a) => `    ${a}`),
    ...(through.length > 0 ? [`    through: ${through.join(', ')}`] : []),
    `    ${fix}`,
  ]
}

const saved = process.argv.indexOf('--report')
const { report, stderr } =
  saved > 0
    ? { report: JSON.parse(readFileSync(process.argv[saved + 1], 'utf8')), stderr: '' }
    : runAudit()
const counts = report.metadata?.vulnerabilities
if (!counts || typeof counts.total !== 'number') unreachable(report, stderr)

const dependencies = report.metadata.dependencies?.prod ?? report.metadata.dependencies?.total
console.log(
  `npm audit --omit=dev (${dependencies ?? '?'} production packages): ` +
    SEVERITIES.map((s) => `${counts[s] ?? 0} ${s}`).join(', '),
)

const blocking = Object.values(report.vulnerabilities ?? {}).filter((v) => BLOCKING.has(v.severity))
if (blocking.length > 0 || (counts.high ?? 0) + (counts.critical ?? 0) > 0) {
  fail([
    `${blocking.length} package(s) with a high or critical advisory:`,
    ...blocking.flatMap(describeFinding),
  ])
}
console.log('✔ No high or critical advisory in the production dependencies.')

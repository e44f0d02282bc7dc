// Load generation for the benchmarks: autocannon with exact latencies, and the bare limit servers
// started in processes of their own.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { ROOT } from './lib.mjs'

/** The value below which `p` percent of `values` fall (nearest rank); NaN when there are none. */
export function percentile(values, p) {
  if (values.length === 0) return NaN
  const sorted = Float64Array.from(values).sort()
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/**
 * autocannon against `url` after a warm-up. Latencies are kept exactly (autocannon's histogram rounds
 * to whole milliseconds) for every answer below 400, so a 304 counts as served.
 */
export async function load(
  url,
  { connections = 50, duration = 10, warmup = 2, headers = {} } = {},
) {
  const { default: autocannon } = await import('autocannon')
  const times = []
  const run = autocannon({
    url,
    connections,
    duration,
    headers,
    warmup: { connections, duration: warmup },
  })
  run.on('response', (_client, status, _bytes, ms) => {
    if (status < 400) times.push(ms)
  })
  const result = await run
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)]),
  )
  const failed = Object.entries(statuses)
    .filter(([code]) => Number(code) >= 400)
    .reduce((sum, [, count]) => sum + count, 0)
  return {
    rps: times.length / result.duration,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    served: times.length,
    errors: result.errors + failed,
    // Network errors and timeouts alone, and every answer outside 200-299 (a 304 included).
    networkErrors: result.errors,
    non2xx: result.non2xx,
    statuses,
    seconds: result.duration,
  }
}

/**
 * Spawns `node bench/<script> ...args` and waits for the line `listening` on its output: the limits
 * run in their own process so that, like the shop, they get a core of their own.
 */
export async function startHelper(script, args, env = {}) {
  const child = spawn(process.execPath, [path.join(ROOT, 'bench', script), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr.on('data', (d) => (output += d))
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      output += d
      if (output.includes('listening')) resolve()
    })
    child.once('exit', () => reject(new Error(`${script} exited:\n${output}`)))
  })
  return child
}

// Shared by the benchmarks: start the shop as `npm start` does and wait until it answers.
import { spawn } from 'node:child_process'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '..')

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Starts `node scripts/start.mjs`; resolves with the ms until /api/health answered 200. */
export async function startShop({ port, dataDir }) {
  const started = performance.now()
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const deadline = started + 120_000
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited:\n${output}`)
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (res.ok) return { ms: performance.now() - started, child, output: () => output }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10))
  }
  child.kill('SIGKILL')
  throw new Error(`the shop did not answer within 120 s:\n${output}`)
}

export async function stopShop(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

// Cold start of `npm start` on an existing build and an existing database: process spawn until
// /api/health answers. Also the very first start (empty data directory: migrations, seed, admin).
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { median, startShop, stopShop } from './lib.mjs'

const RUNS = 5
const PORT = 3291

export async function measureColdStart() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-bench-'))
  try {
    const first = await startShop({ port: PORT, dataDir }) // builds if needed, migrates, seeds
    await stopShop(first.child)
    const fresh = await mkdtemp(path.join(os.tmpdir(), 'vitrine-bench-fresh-'))
    const firstStart = await startShop({ port: PORT, dataDir: fresh })
    await stopShop(firstStart.child)
    await rm(fresh, { recursive: true, force: true })
    const times = []
    for (let i = 0; i < RUNS; i++) {
      const run = await startShop({ port: PORT, dataDir })
      times.push(run.ms)
      await stopShop(run.child)
    }
    return { runs: RUNS, medianMs: median(times), times, firstStartMs: firstStart.ms }
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await measureColdStart())
}

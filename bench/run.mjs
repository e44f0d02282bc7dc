// `npm run bench`: runs every benchmark and writes docs/performance.md.
import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { measureColdStart } from './cold-start.mjs'
import { ROOT } from './lib.mjs'
import { measureStoreJs } from './store-js-size.mjs'

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value) => `${Math.round(value)} ms`

const cold = await measureColdStart()
const js = await measureStoreJs()
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`
const date = new Date().toISOString().slice(0, 10)

const doc = `# Performance

Figures written by \`npm run bench\` (bench/run.mjs) on ${date}, on ${machine}.
Benchmarks never run in \`npm test\`; re-run them to refresh this page.

## Cold start of \`npm start\`

Measured by \`node bench/cold-start.mjs\` (part of \`npm run bench\`): from spawning
\`node scripts/start.mjs\` until \`GET /api/health\` answers 200, with the web app already built and
the embedded PGlite database already created (migrations applied, demo data present).

| what | time |
|---|---|
| cold start on an existing build and database (median of ${cold.runs}) | **${ms(cold.medianMs)}** |
| each run | ${cold.times.map(ms).join(', ')} |
| very first start (empty \`DATA_DIR\`: migrations, demo seed, admin password hash) | ${ms(cold.firstStartMs)} |

## JavaScript loaded by the store page

Measured by \`node bench/store-js-size.mjs\` (part of \`npm run bench\`): Chromium opens \`/\` as a new
visitor, every script response is collected and gzipped at level 9 (the server sends the
precompressed \`.br\`/\`.gz\` files the build writes, so the bytes on the wire are at most this).

**Total: ${kb(js.totalGzipBytes)} gzipped** (budget from the performance issue: 90 KB).

| file | raw | gzip |
|---|---|---|
${js.files.map((f) => `| \`${f.url}\` | ${kb(f.raw)} | ${kb(f.gzip)} |`).join('\n')}
`

await writeFile(path.join(ROOT, 'docs/performance.md'), doc)
console.log(doc)

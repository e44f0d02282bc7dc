// Builds the web app (Vite: for the browser, and its server entry for drawing the public pages)
// and the server (one ESM file, dependencies left in node_modules).
import { existsSync } from 'node:fs'
import { cp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

export const ROOT = path.resolve(import.meta.dirname, '..')
export const DIST = path.join(ROOT, 'dist')
export const STAMP = path.join(DIST, '.build-stamp')

const INPUTS = ['src', 'public', 'package.json', 'package-lock.json', 'vite.config.ts']

async function newestInput() {
  let newest = 0
  for (const input of INPUTS) {
    const full = path.join(ROOT, input)
    if (!existsSync(full)) continue
    const info = await stat(full)
    if (!info.isDirectory()) {
      newest = Math.max(newest, info.mtimeMs)
      continue
    }
    for (const entry of await readdir(full, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) continue
      newest = Math.max(newest, (await stat(path.join(entry.parentPath, entry.name))).mtimeMs)
    }
  }
  return newest
}

/** True when there is no build yet or a source is newer than the last one (tests do not count). */
export async function needsBuild() {
  if (!existsSync(STAMP) || !existsSync(path.join(DIST, 'server/main.js'))) return true
  return (await newestInput()) > (await stat(STAMP)).mtimeMs
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/

async function precompress(dir) {
  const brotli = promisify(brotliCompress)
  const gz = promisify(gzip)
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const data = await readFile(file)
    if (data.length < 1024) continue
    await writeFile(`${file}.gz`, await gz(data, { level: 9 }))
    await writeFile(
      `${file}.br`,
      await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    )
  }
}

export async function build({ quiet = false } = {}) {
  // Vite sets NODE_ENV=production in this process when it is unset; `npm start` builds and then
  // runs the shop in the same process, which would read that as production mode.
  const nodeEnv = process.env.NODE_ENV
  try {
    await buildAll(quiet)
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}

async function buildAll(quiet) {
  const started = Date.now()
  await rm(DIST, { recursive: true, force: true })
  const vite = await import('vite')
  await vite.build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: quiet ? 'warn' : 'info',
  })
  await precompress(path.join(DIST, 'web'))
  // The same app for the server, which draws the public pages with it (docs/decisions/022);
  // its packages (React, React Router...) are loaded from node_modules.
  await vite.build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: quiet ? 'warn' : 'info',
    build: {
      ssr: path.join(ROOT, 'src/web/entry-server.tsx'),
      outDir: path.join(DIST, 'ssr'),
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  })
  const esbuild = await import('esbuild')
  await esbuild.build({
    // The photo worker (a child process the server starts: decision 035) beside main.js.
    entryPoints: {
      main: path.join(ROOT, 'src/server/main.ts'),
      'photo-worker': path.join(ROOT, 'src/server/media/photo-worker.ts'),
    },
    outdir: path.join(DIST, 'server'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: quiet ? 'warning' : 'info',
  })
  await cp(path.join(ROOT, 'src/server/db/migrations'), path.join(DIST, 'server/migrations'), {
    recursive: true,
  })
  // The demo catalog's photos, already processed, which the seed copies into MEDIA_DIR.
  await cp(path.join(ROOT, 'src/server/seed/demo-photos'), path.join(DIST, 'server/demo-photos'), {
    recursive: true,
  })
  await writeFile(STAMP, new Date().toISOString())
  console.log(`Build pronto em ${((Date.now() - started) / 1000).toFixed(1)} s (dist/)`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await build()
}

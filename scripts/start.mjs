// `npm start`: builds when the sources are newer than the last build, then runs the server.
import { existsSync } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, DIST, ROOT, STAMP } from './build.mjs'

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

async function needsBuild() {
  if (!existsSync(STAMP) || !existsSync(path.join(DIST, 'server/main.js'))) return true
  return (await newestInput()) > (await stat(STAMP)).mtimeMs
}

if (await needsBuild()) {
  console.log('Compilando a loja (primeira vez ou código alterado)...')
  await build({ quiet: true })
}
await import(pathToFileURL(path.join(DIST, 'server/main.js')).href)

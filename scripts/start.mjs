// `npm start`: builds when the sources are newer than the last build, then runs the server.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, DIST, needsBuild } from './build.mjs'

if (await needsBuild()) {
  console.log('Compilando a loja (primeira vez ou código alterado)...')
  await build({ quiet: true })
}
await import(pathToFileURL(path.join(DIST, 'server/main.js')).href)

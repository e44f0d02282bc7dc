// The server test files that open a database, found by their imports (issue 58): CI runs the
// server project again on PostgreSQL, and a file that never reaches the database code answers the
// same there, so only these are run again. A file reaches it when it imports, directly or through
// any module it imports, one of DATABASE_MODULES, or reads DATABASE_URL itself. `node scripts/database-test-files.mjs` prints
// them, one per line; `--others` prints the rest.
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
/** What opens a database: the client itself, and the tests' copies of the template. */
const DATABASE_MODULES = ['src/server/db/client.ts', 'src/server/testing/test-database.ts']
const ALIASES = { '#domain/': 'src/domain/', '#server/': 'src/server/', '#web/': 'src/web/' }
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g

function resolve(from, specifier) {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix))
  const target = alias
    ? path.join(ROOT, ALIASES[alias], specifier.slice(alias.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined
  if (!target) return undefined
  return [target, `${target}.ts`, `${target}.tsx`].find(
    (file) => existsSync(file) && !file.endsWith('/'),
  )
}

function importsOf(file) {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(SPECIFIER)].map((m) => resolve(file, m[1])).filter(Boolean)
}

/** Every file `file` reaches through its imports, itself included. */
function reach(file, seen = new Set()) {
  if (seen.has(file)) return seen
  seen.add(file)
  for (const next of importsOf(file)) reach(next, seen)
  return seen
}

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
}

/** The server test files, split by whether they reach the database code. */
export function serverTestFiles() {
  const database = new Set(DATABASE_MODULES.map((file) => path.join(ROOT, file)))
  const files = testFiles(path.join(ROOT, 'src/server'))
  // A file that reads DATABASE_URL itself behaves by it, whatever it imports.
  const readsUrl = (file) => /process\.env\.DATABASE_URL/.test(readFileSync(file, 'utf8'))
  const opens = (file) =>
    readsUrl(file) || [...reach(file)].some((reached) => database.has(reached))
  const rel = (file) => path.relative(ROOT, file)
  return {
    database: files.filter(opens).map(rel),
    others: files.filter((file) => !opens(file)).map(rel),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { database, others } = serverTestFiles()
  console.log((process.argv.includes('--others') ? others : database).join('\n'))
}

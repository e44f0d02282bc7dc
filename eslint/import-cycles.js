// No import circle (issue 39). A file may not import, directly or through others, a file that
// imports it back: anywhere in src, type imports included (they tie the two files as much). And two
// server modules (a folder of src/server, each src/server/modules/<area> its own) may not import
// each other: one of them knows the other, never both. Imports are resolved as boundaries.js
// resolves them (#domain/*, #server/*, #web/* through package.json's `imports`, and './'), which
// madge cannot. Tests and test support are left out of the module ties: they may reach anywhere.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { resolveTarget, SRC } from './boundaries.js'

const STATIC_IMPORT = /^\s*(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]/gm
const BARE_IMPORT = /^\s*import\s*['"]([^'"]+)['"]/gm
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g
const SOURCE = /\.(ts|tsx|js|mjs)$/
const TEST = /\.test\.tsx?$/

/** What a file imports, by path; read again when the file changes. */
const importsCache = new Map()

function sourcesIn(text) {
  const found = []
  for (const pattern of [STATIC_IMPORT, BARE_IMPORT, DYNAMIC_IMPORT]) {
    for (const match of text.matchAll(pattern)) found.push(match[1])
  }
  return found
}

function existing(target) {
  for (const candidate of [
    target,
    `${target}.ts`,
    `${target}.tsx`,
    path.join(target, 'index.ts'),
  ]) {
    try {
      if (statSync(candidate).isFile()) return candidate
    } catch {
      // not this one
    }
  }
  return undefined
}

/** The file an import names, when it is one of src's; undefined for a package. */
function resolved(source, fromFile, src) {
  const target = resolveTarget(source, fromFile, src)
  const found = target && existing(target)
  return found && found.startsWith(src + path.sep) ? found : undefined
}

/** The src files a saved file imports, read again when it changes. */
function importsOf(file, src) {
  let mtime
  try {
    mtime = statSync(file).mtimeMs
  } catch {
    return []
  }
  const cached = importsCache.get(file)
  if (cached && cached.mtime === mtime) return cached.targets
  const targets = sourcesIn(readFileSync(file, 'utf8'))
    .map((source) => resolved(source, file, src))
    .filter((target) => target !== undefined)
  importsCache.set(file, { mtime, targets })
  return targets
}

/** The shortest way from `start` back to `goal`, as files; undefined when there is none. */
function pathBack(start, goal, src) {
  const cameFrom = new Map([[start, undefined]])
  const queue = [start]
  while (queue.length > 0) {
    const file = queue.shift()
    for (const next of importsOf(file, src)) {
      if (cameFrom.has(next)) continue
      cameFrom.set(next, file)
      if (next === goal) {
        const way = [goal]
        for (let at = file; at !== undefined; at = cameFrom.get(at)) way.unshift(at)
        return way
      }
      queue.push(next)
    }
  }
  return undefined
}

/** The server module a file belongs to ('payments', 'modules/orders'); none for a root file. */
function moduleOf(file, src) {
  const parts = path.relative(path.join(src, 'server'), file).split(path.sep)
  if (parts[0] === '..' || parts.includes('testing') || TEST.test(file)) return undefined
  if (parts[0] === 'modules') return parts.length > 2 ? `modules/${parts[1]}` : undefined
  return parts.length > 1 ? parts[0] : undefined
}

function filesUnder(dir) {
  const files = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) files.push(...filesUnder(full))
    else if (SOURCE.test(entry.name)) files.push(full)
  }
  return files
}

/** A file of module `from` that imports module `to`, or undefined. */
function tieBack(from, to, src) {
  for (const file of filesUnder(path.join(src, 'server', from))) {
    if (moduleOf(file, src) !== from) continue
    const target = importsOf(file, src).find((imported) => moduleOf(imported, src) === to)
    if (target) return { file, target }
  }
  return undefined
}

const shown = (file, src) => path.relative(src, file)

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Refuse import circles between files, and two server modules tied both ways',
    },
    schema: [
      {
        type: 'object',
        properties: {
          /** Another src folder (the rule's own tests). */
          src: { type: 'string' },
          /** Module pairs allowed to import each other for now, each named in a decision. */
          allowTies: {
            type: 'array',
            items: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const options = context.options[0] ?? {}
    const src = options.src ?? SRC
    const file = context.filename
    if (!file.startsWith(src + path.sep)) return {}
    const allowed = new Set(
      (options.allowTies ?? []).flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]),
    )
    const fromModule = moduleOf(file, src)
    const tiesSeen = new Set()

    function check(node, source) {
      if (typeof source !== 'string') return
      const found = resolved(source, file, src)
      if (!found) return
      const way = found === file ? [file] : pathBack(found, file, src)
      if (way) {
        const circle = [file, ...way].map((step) => shown(step, src)).join(' → ')
        context.report({
          node,
          message: `Import circle: ${circle}. Move what both need into a third file.`,
        })
        return
      }
      const toModule = moduleOf(found, src)
      if (!fromModule || !toModule || fromModule === toModule) return
      if (allowed.has(`${fromModule}|${toModule}`) || tiesSeen.has(toModule)) return
      const back = tieBack(toModule, fromModule, src)
      if (!back) return
      tiesSeen.add(toModule)
      context.report({
        node,
        message: `Modules '${fromModule}' and '${toModule}' import each other (${shown(back.file, src)} imports ${shown(back.target, src)}): one may know the other, not both.`,
      })
    }

    // This file's own imports are read from its text as it is now (an editor's unsaved one too);
    // the files they lead to, as saved.
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    }
  },
}

export default { rules: { 'no-import-cycles': rule } }

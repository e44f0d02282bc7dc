// Import boundaries of design.md and docs/architecture.md: domain is pure; web takes only route
// *types* from the server; the server never imports web; web feature folders do not import each
// other, nor do the admin's areas (what two share lives in admin/shell or components/ui); test
// support (the testing folders) is imported only by tests; anything outside the importing file's
// folder is named by its alias (#domain/*, #server/*, #web/*), never by '../'.
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
export const SRC = path.join(root, 'src')

/** The admin folder that is not an area: the panel around them, which the areas may use. */
const ADMIN_SHELL = 'shell'

function layerOf(file) {
  const rel = path.relative(SRC, file)
  if (rel.startsWith('..')) return undefined
  const parts = rel.split(path.sep)
  const [layer, area, feature, adminArea] = parts
  const inFeature = layer === 'web' && area === 'features'
  return {
    layer,
    feature: inFeature ? feature : undefined,
    // Only a folder counts: a file directly in features/admin belongs to no area.
    adminArea: inFeature && feature === 'admin' && parts.length > 4 ? adminArea : undefined,
    testSupport: parts.slice(0, -1).includes('testing'),
    test: /\.test\.tsx?$/.test(rel),
  }
}

/** The path an import names: an alias of package.json's `imports` under `src`, or a './'. */
export function resolveTarget(source, fromFile, src = SRC) {
  const alias = /^#(domain|server|web)\/(.*)$/.exec(source)
  if (alias) return path.join(src, alias[1], alias[2])
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source)
  return undefined
}

/**
 * The web app's server entry: the server loads its build at run time (dist/ssr); the server's
 * tests load its source instead, the one web file they may import (docs/decisions/022).
 */
const WEB_SERVER_ENTRY = path.join(SRC, 'web', 'entry-server.tsx')

const DOMAIN_FORBIDDEN_PACKAGES =
  /^(node:|react|react-dom|react-router|hono|drizzle-orm|pg$|@electric-sql|sonner|zustand|@tanstack)/

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import boundaries of design.md' },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename)
    if (!from) return {}

    function check(node, source, typeOnly) {
      if (typeof source !== 'string') return
      if (from.layer === 'domain' && DOMAIN_FORBIDDEN_PACKAGES.test(source)) {
        context.report({
          node,
          message: `src/domain is pure (no DOM, Node or I/O): do not import '${source}'.`,
        })
        return
      }
      if (source.startsWith('../')) {
        context.report({
          node,
          message: `Name what is outside this folder by its alias (#domain/*, #server/* or #web/*), not '${source}'.`,
        })
        return
      }
      const target = resolveTarget(source, context.filename)
      const to = target && layerOf(target)
      if (!to) return
      if (to.testSupport && !from.test && !from.testSupport) {
        context.report({
          node,
          message: `Test support ('${source}') is for tests only: production code never imports a testing folder.`,
        })
        return
      }
      if (from.layer === 'domain' && to.layer !== 'domain') {
        context.report({
          node,
          message: `src/domain imports neither server nor web ('${source}').`,
        })
      } else if (
        from.layer === 'server' &&
        to.layer === 'web' &&
        !((from.test || from.testSupport) && target === WEB_SERVER_ENTRY)
      ) {
        context.report({ node, message: `The server does not import web code ('${source}').` })
      } else if (from.layer === 'web' && to.layer === 'server' && !typeOnly) {
        context.report({
          node,
          message: `Web imports only route types from the server: use 'import type' ('${source}').`,
        })
      } else if (from.feature && to.feature && from.feature !== to.feature) {
        context.report({
          node,
          message: `Feature '${from.feature}' imports feature '${to.feature}': compose them in src/web/app instead.`,
        })
      } else if (
        from.adminArea &&
        to.adminArea &&
        from.adminArea !== to.adminArea &&
        from.adminArea !== ADMIN_SHELL &&
        to.adminArea !== ADMIN_SHELL
      ) {
        context.report({
          node,
          message: `Admin area '${from.adminArea}' imports admin area '${to.adminArea}': share it through admin/${ADMIN_SHELL} or components/ui.`,
        })
      }
    }

    return {
      ImportDeclaration(node) {
        const typeOnly =
          node.importKind === 'type' ||
          (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))
        check(node, node.source.value, typeOnly)
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, node.exportKind === 'type')
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, node.exportKind === 'type')
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value, false)
      },
    }
  },
}

export default { rules: { 'import-boundaries': rule } }

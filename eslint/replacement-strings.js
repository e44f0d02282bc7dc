// A replacement *string* is a pattern: in `text.replace(search, replacement)` the replacement's
// '$&', '$`', "$'", '$$' and '$1' are rewritten into parts of `text`. Text built from data (a
// page's HTML, a search the visitor typed, a product's description) must therefore never be one:
// issue 34's search of 48 '$`' made a 410 MB page, and 100 of them a RangeError. A replacement
// is a function (called with the match, whose answer is used as it is), or a string literal with
// no '$' in it.

import { findVariable, methodName, unwrap } from './ast-helpers.js'

const METHODS = new Set(['replace', 'replaceAll'])

/** The text of a string literal or of a template without expressions; undefined otherwise. */
function constantText(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0].value.cooked ?? node.quasis[0].value.raw
  }
  return undefined
}

const isFunction = (node) =>
  node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression'

/**
 * What an identifier is known to hold: a function declared in this file ('function'), a `const`
 * whose value is a string literal ('text', with that text), or nothing known (undefined).
 */
function knownValue(variable) {
  if (!variable || variable.defs.length !== 1) return undefined
  const [def] = variable.defs
  if (def.type === 'FunctionName') return { kind: 'function' }
  if (def.type !== 'Variable' || def.parent.kind !== 'const' || def.node.id.type !== 'Identifier') {
    return undefined
  }
  const init = def.node.init && unwrap(def.node.init)
  if (!init) return undefined
  if (isFunction(init)) return { kind: 'function' }
  const text = constantText(init)
  return text === undefined ? undefined : { kind: 'text', text }
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Pass .replace/.replaceAll a function or a '$'-free string literal, never text built from data",
    },
    schema: [],
    messages: {
      pattern:
        ".{{method}}() reads the '$' in {{text}} as a replacement pattern ($&, $`, $', $$, $1 copy parts of the string): write the replacement as a function, `(match, ...groups) => ...`.",
      notConstant:
        ".{{method}}()'s replacement is not a function or a string literal: any $`, $', $& or $$ in its text would be read as a pattern and copy parts of the string into the answer (issue 34: one search made a 410 MB page). Pass a function, `() => text`.",
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const method = methodName(node.callee)
        if (!METHODS.has(method)) return
        // A spread may put anything second.
        const spread = node.arguments.find((arg) => arg.type === 'SpreadElement')
        if (spread && node.arguments.indexOf(spread) < 2) {
          context.report({ node: spread, messageId: 'notConstant', data: { method } })
          return
        }
        if (node.arguments.length < 2) return
        const raw = node.arguments[1]
        const replacement = unwrap(raw)
        if (isFunction(replacement)) return
        let text = constantText(replacement)
        if (text === undefined && replacement.type === 'Identifier') {
          const scope = context.sourceCode.getScope(node)
          const known = knownValue(findVariable(scope, replacement.name))
          if (known?.kind === 'function') return
          if (known?.kind === 'text') text = known.text
        }
        if (text === undefined) {
          context.report({ node: raw, messageId: 'notConstant', data: { method } })
        } else if (text.includes('$')) {
          context.report({
            node: raw,
            messageId: 'pattern',
            data: { method, text: JSON.stringify(text) },
          })
        }
      },
    }
  },
}

export default { rules: { 'no-replacement-patterns': rule } }

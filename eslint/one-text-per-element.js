// The public pages are drawn on the server (preact-render-to-string) and hydrated by Preact in the
// browser. In the server's HTML, texts side by side are ONE text node (the HTML parser merges
// them), but Preact hydrates one DOM text node per JSX text child: `<p>Adicionado em {date}</p>`
// holds "Adicionado em 12/03" in one node, which Preact rewrites to "Adicionado em " before it
// inserts a new node for the date (preact/src/diff: "we still have to split merged text from
// SSR'd HTML"). A quiet repair on every visit: React used to put <!-- --> between such texts,
// Preact does not. A child that renders one text avoids it: a template literal,
// {`Adicionado em ${date}`}, or one of the texts wrapped in an element.

import { findVariable, methodName, unwrap } from './ast-helpers.js'

/**
 * Whether an expression in braces may render as a text node. Elements, null, undefined and
 * booleans do not; nor does `cond && <X />` (taken as rendering nothing when `cond` is false,
 * though a 0 or '' would show), nor `list.map(...)` (taken as a list of elements), nor a variable
 * of this file whose every value is one of those (`const error = failed && <p>…</p>`). Anything
 * else may: literals, templates, parameters, properties, other calls.
 */
function mayBeText(node, sourceCode, seen = new Set()) {
  const inner = unwrap(node)
  const text = (child) => mayBeText(child, sourceCode, seen)
  switch (inner.type) {
    case 'JSXElement':
    case 'JSXFragment':
      return false
    case 'Literal':
      return inner.value !== null && typeof inner.value !== 'boolean'
    case 'Identifier':
      return inner.name !== 'undefined' && variableMayBeText(inner, sourceCode, seen)
    case 'UnaryExpression':
      return inner.operator !== 'void'
    case 'ConditionalExpression':
      return text(inner.consequent) || text(inner.alternate)
    case 'LogicalExpression':
      // `a && b` shows b (a being false); `a || b` and `a ?? b` show a when it is set.
      return inner.operator === '&&' ? text(inner.right) : text(inner.left) || text(inner.right)
    case 'CallExpression':
      return methodName(inner.callee) !== 'map'
    default:
      return true
  }
}

/**
 * A variable declared in this file (`const`, or a `let` given values further on) may be text if
 * one of the values it is given may be; a parameter, an import or a global may be anything.
 */
function variableMayBeText(identifier, sourceCode, seen) {
  const variable = findVariable(sourceCode.getScope(identifier), identifier.name)
  if (!variable || variable.defs.length !== 1 || variable.defs[0].type !== 'Variable') return true
  if (variable.defs[0].node.id.type !== 'Identifier') return true // destructured: anything
  if (seen.has(variable)) return false // its other values decide
  seen.add(variable)
  return variable.references.some(
    (ref) => ref.isWrite() && (!ref.writeExpr || mayBeText(ref.writeExpr, sourceCode, seen)),
  )
}

/**
 * JSX drops a text of spaces, tabs and line breaks that holds a line break (the indentation
 * between children on their own lines): it is no child at all, and so separates nothing. A
 * whitespace text within one line (`{a} {b}`) is kept, as is any text with something else in it.
 */
const isDropped = (text) => /^[ \t\r\n]*$/.test(text.value) && /[\r\n]/.test(text.value)

/** What a child is: 'text' if it may render as text, 'none' if it is not there, else 'other'. */
function kindOf(child, sourceCode) {
  if (child.type === 'JSXText') return isDropped(child) ? 'none' : 'text'
  if (child.type === 'JSXExpressionContainer') {
    // A comment, {/* … */}, renders nothing and separates nothing.
    if (child.expression.type === 'JSXEmptyExpression') return 'none'
    return mayBeText(child.expression, sourceCode) ? 'text' : 'other'
  }
  return 'other'
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Give a hydrated element one text child in a row, not texts side by side that the server merges into one node',
    },
    schema: [],
    messages: {
      sideBySide:
        "{{count}} texts side by side: the server's HTML holds them as one text node and Preact's hydration rewrites it and inserts the rest. Make them one text (a template literal) or wrap one in an element.",
    },
  },
  create(context) {
    const { sourceCode } = context
    // A text's own characters, without the indentation JSX trims, so a report starts on its line.
    function start(child) {
      if (child.type !== 'JSXText') return child.loc.start
      const indent = /^[ \t\r\n]*/.exec(sourceCode.getText(child))[0]
      return sourceCode.getLocFromIndex(child.range[0] + indent.length)
    }
    function end(child) {
      if (child.type !== 'JSXText') return child.loc.end
      const indent = /[ \t\r\n]*$/.exec(sourceCode.getText(child))[0]
      return sourceCode.getLocFromIndex(child.range[1] - indent.length)
    }

    // One report for each run of texts: they are one node on the server, and one fix.
    function check(node) {
      let run = []
      const flush = () => {
        if (run.length > 1) {
          context.report({
            loc: { start: start(run[0]), end: end(run[run.length - 1]) },
            messageId: 'sideBySide',
            data: { count: String(run.length) },
          })
        }
        run = []
      }
      for (const child of node.children) {
        const kind = kindOf(child, sourceCode)
        if (kind === 'text') run.push(child)
        else if (kind === 'other') flush()
      }
      flush()
    }
    return { JSXElement: check, JSXFragment: check }
  },
}

export default { rules: { 'one-text-per-element': rule } }

// What the project's ESLint rules share about reading the syntax tree.

/** Wrappers around an expression that change nothing at run time: TypeScript's, and `a?.b`'s chain. */
const WRAPPERS = new Set([
  'TSAsExpression',
  'TSNonNullExpression',
  'TSSatisfiesExpression',
  'TSTypeAssertion',
  'TSInstantiationExpression',
  'ChainExpression',
])

/** The expression inside any wrappers. */
export function unwrap(node) {
  let inner = node
  while (inner && WRAPPERS.has(inner.type)) inner = inner.expression
  return inner
}

/** `replace` for `text.replace(…)` or `text['replace'](…)`; undefined for anything else. */
export function methodName(callee) {
  const member = unwrap(callee)
  if (member.type !== 'MemberExpression') return undefined
  if (!member.computed && member.property.type === 'Identifier') return member.property.name
  if (member.computed && member.property.type === 'Literal') return String(member.property.value)
  return undefined
}

/** The variable `name` refers to from `scope`, looking outwards. */
export function findVariable(scope, name) {
  for (let s = scope; s; s = s.upper) {
    const variable = s.set.get(name)
    if (variable) return variable
  }
  return undefined
}

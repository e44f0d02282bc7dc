/**
 * Whether an API answer gives away what no client may see. It judges by what a leak looks like,
 * never by words a customer or the owner may type: a download titled
 * "' UNION SELECT password_hash FROM users" is honest data, echoed back by later answers.
 * - Secret values (password and token hashes, passwords, raw session tokens, the connection
 *   string) must appear in no answer.
 * - JSON keys of a secret column or of a serialised error must appear in no answer.
 * - Error answers echo nothing the client sent or stored (a fixed pt-BR message), so there any
 *   trace of a stack, a source path or a driver message counts too.
 */

interface Leak {
  kind: string
  evidence: string
}

interface AnswerText {
  status: number
  text: string
}

/** Shorter values would match by chance; every real secret is longer. */
const MIN_SECRET_LENGTH = 8

/** A secret column's key, as a row (snake_case) or a mapped object (camelCase) would carry it. */
const SECRET_KEY = /^(password|password_?hash|token_?hash|session_?token|access_?token)$/i
/** Keys an Error, a DrizzleQueryError or a pg DatabaseError carries when serialised whole. */
const ERROR_KEY = /^(stack|cause|sql_?state|routine|constraint|internal_?query)$/i

const ERROR_TEXT_LEAKS: [kind: string, pattern: RegExp][] = [
  ['stack frame', /^\s*at \S.*:\d+:\d+\)?$/m],
  ['stack frame', /\bat \S+ \(\S+:\d+:\d+\)/],
  ['error class', /\b\w*Error:/],
  ['source path', /\/src\/|\.ts:\d+|file:\/\//],
  ['dependency path', /node_modules/],
  ['driver error', /syntax error at or near|violates|relation "|invalid input syntax/i],
  ['driver error', /duplicate key|Failed query|SQLSTATE|DrizzleQueryError|pglite/i],
  ['password hash', /\$argon2/],
  ['secret column', /password_?hash|token_?hash/i],
  ['connection string', /postgres(ql)?:\/\//],
]

export function findLeaks(answer: AnswerText, secrets: readonly string[]): Leak[] {
  const leaks: Leak[] = []
  const { keys, strings } = jsonParts(answer.text)
  for (const secret of secrets) {
    if (secret.length < MIN_SECRET_LENGTH) continue
    // The raw text, and each string as decoded: a \u escape must not hide a secret.
    if (answer.text.includes(secret) || strings.some((s) => s.includes(secret))) {
      leaks.push({ kind: 'secret value', evidence: `${secret.slice(0, 6)}…` })
    }
  }
  for (const key of keys) {
    if (SECRET_KEY.test(key)) leaks.push({ kind: 'secret key', evidence: key })
    else if (ERROR_KEY.test(key)) leaks.push({ kind: 'error key', evidence: key })
  }
  if (answer.status >= 400) {
    for (const [kind, pattern] of ERROR_TEXT_LEAKS) {
      const match = pattern.exec(answer.text)
      if (match) leaks.push({ kind, evidence: match[0].slice(0, 80) })
    }
  }
  return leaks
}

/** Every key and every string value of a JSON text, at any depth; none when it is not JSON. */
function jsonParts(text: string): { keys: string[]; strings: string[] } {
  const keys: string[] = []
  const strings: string[] = []
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { keys, strings }
  }
  const pending = [value]
  while (pending.length > 0) {
    const next = pending.pop()
    if (typeof next === 'string') strings.push(next)
    if (next === null || typeof next !== 'object') continue
    if (Array.isArray(next)) {
      pending.push(...(next as unknown[]))
      continue
    }
    for (const [key, inner] of Object.entries(next)) {
      keys.push(key)
      pending.push(inner)
    }
  }
  return { keys, strings }
}

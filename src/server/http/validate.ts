import type { Env, MiddlewareHandler, ValidationTargets } from 'hono'
import { validator } from 'hono/validator'
import type { z } from 'zod'
import { invalid, invalidField } from '#domain/errors.ts'

type Validated<Target extends keyof ValidationTargets, Schema extends z.ZodType> = {
  in: { [K in Target]: z.input<Schema> }
  out: { [K in Target]: z.output<Schema> }
}

/**
 * Validates one part of the request with a shared zod schema; the first problem becomes a 400 with
 * the schema's own pt-BR message. The schema's input and output types flow to the handler and to
 * the typed web client.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  /** Whether the refusal names its field ('variants.3.sku'), for a form of many rows. */
  tied = false,
): MiddlewareHandler<Env, string, Validated<Target, Schema>> {
  return validator(target, (value) => {
    // A problem the schema has no message for (a body that is not an object, a repeated query
    // parameter) gets a pt-BR one instead of zod's English.
    const result = schema.safeParse(value, { error: () => INVALID_DATA })
    if (!result.success) {
      const first = result.error.issues[0]
      const message = first?.message ?? INVALID_DATA
      if (tied && first) throw invalidField('validation', message, first.path.join('.'))
      throw invalid('validation', message)
    }
    // PostgreSQL text cannot hold U+0000, and its JSON refuses a lone UTF-16 surrogate (half of an
    // emoji): refused here, either would otherwise fail the query (a 500). Only what the handler
    // gets counts: unknown keys were dropped by the schema.
    if (holdsInvalidText(result.data)) {
      throw invalid('validation', 'O texto contém caracteres inválidos.')
    }
    return result.data
  }) as MiddlewareHandler<Env, string, Validated<Target, Schema>>
}

const INVALID_DATA = 'Dados inválidos.'

// With the u flag a surrogate pair is one code point: only a lone surrogate is \p{Cs}.
const LONE_SURROGATE = /\p{Cs}/u
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text)

/** Whether any string (or key) in a value cannot be stored. Iterative: a value may nest deep. */
export function holdsInvalidText(value: unknown): boolean {
  const pending = [value]
  while (pending.length > 0) {
    const next = pending.pop()
    if (typeof next === 'string') {
      if (unstorable(next)) return true
    } else if (next !== null && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (unstorable(key)) return true
        pending.push(inner)
      }
    }
  }
  return false
}

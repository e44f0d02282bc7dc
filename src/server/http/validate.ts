import type { Env, MiddlewareHandler, ValidationTargets } from 'hono'
import { validator } from 'hono/validator'
import type { z } from 'zod'
import { invalid } from '#domain/errors.ts'

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
): MiddlewareHandler<Env, string, Validated<Target, Schema>> {
  return validator(target, (value) => {
    const result = schema.safeParse(value)
    if (!result.success) {
      const first = result.error.issues[0]
      throw invalid('validation', first?.message ?? 'Dados inválidos.')
    }
    return result.data
  }) as MiddlewareHandler<Env, string, Validated<Target, Schema>>
}

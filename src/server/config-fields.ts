import { z } from 'zod'

/** An environment variable set to '' counts as unset. */
export const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value)

export const optionalText = z.preprocess(emptyAsUndefined, z.string().optional())

/** A whole number of `unit` between min and max, with `fallback` when unset; pt-BR messages. */
export const intSetting = (unit: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ message: `deve ser um número inteiro de ${unit}` })
      .int({ message: `deve ser um número inteiro de ${unit}` })
      .min(min, { message: `deve estar entre ${min} e ${max} ${unit}` })
      .max(max, { message: `deve estar entre ${min} e ${max} ${unit}` })
      .default(fallback),
  )

import { z } from 'zod'

/** An environment variable set to '' counts as unset. */
export const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value)

export const optionalText = z.preprocess(emptyAsUndefined, z.string().optional())

import { desc, sql } from 'drizzle-orm'
import { DEFAULT_FREIGHT_RULES, type FreightRules } from '#domain/delivery/freight-rules.ts'
import { freightRulesSchema } from '#domain/schemas/freight-rules.ts'
import type { Db } from '#server/db/client.ts'
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '#server/db/pg-error.ts'
import { freightRuleVersions } from '#server/db/schema/freight.ts'
import { logger } from '#server/logging/logger.ts'

/** The rules in force and the version they are (0: never saved, the default). */
export interface VersionedFreightRules {
  rules: FreightRules
  version: number
  publishedAt: Date | null
  publishedByEmail: string | null
}

const DEFAULT: VersionedFreightRules = {
  rules: DEFAULT_FREIGHT_RULES,
  version: 0,
  publishedAt: null,
  publishedByEmail: null,
}

/**
 * The latest saved version of the freight rules, or the default (free for everyone) before any.
 * A stored version its schema no longer reads (typed by hand in the database) is logged and the
 * default applies: the shop keeps selling, the owner saves again.
 */
export async function latestFreightRules(db: Db): Promise<VersionedFreightRules> {
  const [row] = await db
    .select()
    .from(freightRuleVersions)
    .orderBy(desc(freightRuleVersions.version))
    .limit(1)
  if (!row) return DEFAULT
  const parsed = freightRulesSchema.safeParse(row.rules)
  if (!parsed.success) {
    logger.error(
      { version: row.version },
      '[frete] regras salvas ilegíveis: frete grátis até salvar de novo',
    )
    return { ...DEFAULT, version: row.version }
  }
  return {
    rules: parsed.data,
    version: row.version,
    publishedAt: row.publishedAt,
    publishedByEmail: row.publishedByEmail,
  }
}

/**
 * Saves `rules` as the version after `after`, if `after` is still the latest (0: none yet);
 * undefined when another save came first (the stale tab's).
 */
export async function publishFreightRules(
  db: Db,
  input: { after: number; rules: FreightRules; by: { id: string; email: string } },
): Promise<VersionedFreightRules | undefined> {
  const rules = JSON.stringify(input.rules)
  try {
    const [row] = await db
      .insert(freightRuleVersions)
      .select(
        sql`select ${input.after + 1}, ${rules}::jsonb, now(), ${input.by.id}::uuid, ${input.by.email}
          where coalesce((select max(version) from freight_rule_versions), 0) = ${input.after}`,
      )
      .returning()
    return (
      row && {
        rules: input.rules,
        version: row.version,
        publishedAt: row.publishedAt,
        publishedByEmail: row.publishedByEmail,
      }
    )
  } catch (error) {
    // Two saves of the same version at once: the second finds the first's row.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) return undefined
    throw error
  }
}

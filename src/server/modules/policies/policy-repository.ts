import { and, desc, eq, sql } from 'drizzle-orm'
import { POLICY_KINDS, type PolicyKind, type PolicyVersions } from '#domain/policies.ts'
import type { Db } from '#server/db/client.ts'
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '#server/db/pg-error.ts'
import { policyVersions } from '#server/db/schema/policies.ts'

export type PolicyRow = typeof policyVersions.$inferSelect

/**
 * Version 1 of each policy, the shop's default text, where it has none yet (the first start). A
 * policy no owner ever published (its latest version is a default) whose default text changed
 * since (a new release: decision 039 wrote 'Desistir da compra' into the returns policy) gets the new
 * default as its next version, so the shop states what it now does; one the owner edited is
 * theirs and never touched. Two instances starting at once insert the same version once.
 */
export async function seedDefaultPolicies(db: Db, texts: Record<PolicyKind, string>) {
  await db
    .insert(policyVersions)
    .values(POLICY_KINDS.map((kind) => ({ kind, version: 1, text: texts[kind] })))
    .onConflictDoNothing()
  for (const kind of POLICY_KINDS) {
    const latest = await latestVersion(db, kind)
    const byDefault = latest && latest.publishedBy === null && latest.publishedByEmail === null
    if (!byDefault || latest.text === texts[kind]) continue
    await db
      .insert(policyVersions)
      .values({ kind, version: latest.version + 1, text: texts[kind] })
      .onConflictDoNothing()
  }
}

/** The version in force of each policy (1 where none was ever published: the default text). */
export async function latestPolicyVersions(db: Db): Promise<PolicyVersions> {
  const rows = await db
    .select({ kind: policyVersions.kind, version: sql<number>`max(${policyVersions.version})` })
    .from(policyVersions)
    .groupBy(policyVersions.kind)
  const found = new Map(rows.map((row) => [row.kind, Number(row.version)]))
  return Object.fromEntries(
    POLICY_KINDS.map((kind) => [kind, found.get(kind) ?? 1]),
  ) as PolicyVersions
}

/** The policy's version in force (its highest), or undefined before any. */
async function latestVersion(db: Db, kind: PolicyKind): Promise<PolicyRow | undefined> {
  const [latest] = await db
    .select()
    .from(policyVersions)
    .where(eq(policyVersions.kind, kind))
    .orderBy(desc(policyVersions.version))
    .limit(1)
  return latest
}

/** A version of a policy (the latest when `version` is undefined), with the latest's number. */
export async function findPolicyVersion(
  db: Db,
  kind: PolicyKind,
  version?: number,
): Promise<{ row: PolicyRow; latest: number } | undefined> {
  const latest = await latestVersion(db, kind)
  if (!latest) return undefined
  if (version === undefined || version === latest.version)
    return { row: latest, latest: latest.version }
  const [row] = await db
    .select()
    .from(policyVersions)
    .where(and(eq(policyVersions.kind, kind), eq(policyVersions.version, version)))
  return row && { row, latest: latest.version }
}

/** Every version of every policy, newest first (the panel's history). */
export function listPolicyVersions(db: Db): Promise<PolicyRow[]> {
  return db.select().from(policyVersions).orderBy(policyVersions.kind, desc(policyVersions.version))
}

/**
 * Publishes `text` as the version after `after`, if `after` is still the latest; undefined when
 * another save came first (the stale tab's).
 */
export async function publishPolicy(
  db: Db,
  input: { kind: PolicyKind; after: number; text: string; by: { id: string; email: string } },
): Promise<PolicyRow | undefined> {
  try {
    const [row] = await db
      .insert(policyVersions)
      .select(
        sql`select ${input.kind}, ${input.after + 1}, ${input.text}, now(), ${input.by.id}::uuid, ${input.by.email}
          where (select max(version) from policy_versions where kind = ${input.kind}) = ${input.after}`,
      )
      .returning()
    return row
  } catch (error) {
    // Two saves of the same version at once: the second finds the first's row.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) return undefined
    throw error
  }
}

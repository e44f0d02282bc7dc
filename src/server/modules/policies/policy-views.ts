import {
  POLICY_KINDS,
  POLICY_TITLES,
  type AdminPolicy,
  type PolicyKind,
  type PolicyView,
} from '#domain/policies.ts'
import { fillPolicy } from '#domain/policy-text.ts'
import { publicSeller } from '#domain/shop-identity.ts'
import type { ShopSettings } from '#domain/shop-settings.ts'
import type { PolicyRow } from './policy-repository.ts'

/** A version as a visitor reads it: the shop's details filled in as they are now. */
export function toPolicyView(
  row: PolicyRow,
  latest: number,
  shop: { settings: ShopSettings; leadRetentionDays: number },
): PolicyView {
  const kind = row.kind as PolicyKind
  const { settings, leadRetentionDays } = shop
  return {
    kind,
    title: POLICY_TITLES[kind],
    version: row.version,
    latestVersion: latest,
    text: fillPolicy(row.text, {
      name: settings.name,
      seller: publicSeller(settings),
      leadRetentionDays,
    }),
    publishedAt: row.publishedAt.toISOString(),
  }
}

/** The panel's three policies from every version (newest first per policy). */
export function toAdminPolicies(rows: PolicyRow[]): AdminPolicy[] {
  return POLICY_KINDS.flatMap((kind) => {
    const versions = rows.filter((row) => row.kind === kind)
    const [latest] = versions
    if (!latest) return []
    return [
      {
        kind,
        title: POLICY_TITLES[kind],
        version: latest.version,
        text: latest.text,
        history: versions.map((row) => ({
          version: row.version,
          publishedAt: row.publishedAt.toISOString(),
          publishedBy: row.publishedByEmail,
        })),
      },
    ]
  })
}

/** One policy as the panel shows it after a save (its history read again). */
export function toAdminPolicy(rows: PolicyRow[], kind: PolicyKind): AdminPolicy | undefined {
  return toAdminPolicies(rows).find((policy) => policy.kind === kind)
}

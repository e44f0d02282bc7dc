/**
 * The shop's policies (decision 038): privacy (LGPD art. 9), terms of sale and exchanges and returns
 * (CDC art. 49; Decreto 7.962/2013 art. 4). Each is a text the owner edits in the panel, kept in
 * numbered versions; an order records the versions in force when it was placed.
 */

export const POLICY_KINDS = ['privacidade', 'termos', 'trocas-e-devolucoes'] as const
export type PolicyKind = (typeof POLICY_KINDS)[number]

export const POLICY_TITLES: Record<PolicyKind, string> = {
  privacidade: 'Política de Privacidade',
  termos: 'Termos de Venda',
  'trocas-e-devolucoes': 'Trocas e Devoluções',
}

export const isPolicyKind = (value: string): value is PolicyKind =>
  (POLICY_KINDS as readonly string[]).includes(value)

/** A policy's page, at a past version when one is named: '/termos?versao=3'. */
export const policyPath = (kind: PolicyKind, version?: number) =>
  version === undefined ? `/${kind}` : `/${kind}?versao=${version}`

/** What GET /api/policies/:kind answers: the text with the shop's details filled in. */
export interface PolicyView {
  kind: PolicyKind
  title: string
  version: number
  /** The latest version: a past one's page says a newer one exists. */
  latestVersion: number
  text: string
  /** ISO time the version was published. */
  publishedAt: string
}

export interface PolicyVersionEntry {
  version: number
  publishedAt: string
  /** Who saved it (an e-mail); null for the shop's default text. */
  publishedBy: string | null
}

/** One policy in the panel: its latest text as written (placeholders unfilled) and its history. */
export interface AdminPolicy {
  kind: PolicyKind
  title: string
  version: number
  text: string
  /** Newest first. */
  history: PolicyVersionEntry[]
}

/** The versions in force when an order was placed (null on orders placed before decision 038). */
export type PolicyVersions = Record<PolicyKind, number>

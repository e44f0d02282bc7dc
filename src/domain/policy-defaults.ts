/**
 * The shop's default policies (decision 038): the texts the first start publishes as version 1, written
 * in the format of #domain/policy-text.ts with its placeholders, so they carry the shop's identity.
 * One file each under policy-defaults/.
 */
import type { PolicyKind } from '#domain/policies.ts'
import { DEFAULT_PRIVACY_POLICY } from '#domain/policy-defaults/privacidade.ts'
import { DEFAULT_TERMS } from '#domain/policy-defaults/termos.ts'
import { DEFAULT_RETURNS_POLICY } from '#domain/policy-defaults/trocas-e-devolucoes.ts'

export const DEFAULT_POLICIES: Record<PolicyKind, string> = {
  privacidade: DEFAULT_PRIVACY_POLICY,
  termos: DEFAULT_TERMS,
  'trocas-e-devolucoes': DEFAULT_RETURNS_POLICY,
}

import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { POLICY_KINDS, type PolicyKind } from '#domain/policies.ts'
import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { PolicyEditor } from './policy-editor.tsx'
import { adminPoliciesQueryOptions, type AdminPolicies } from './policy-queries.ts'
import { policyPanelId, policyTabId, PolicyTabs } from './policy-tabs.tsx'

/**
 * Every panel stays drawn, the closed ones hidden: each editor keeps its draft while the owner
 * reads another policy.
 */
function PolicyPanels({ data }: { data: AdminPolicies }) {
  const [selected, setSelected] = useState<PolicyKind>(POLICY_KINDS[0])
  return (
    <>
      <PolicyTabs selected={selected} onSelect={setSelected} />
      {POLICY_KINDS.map((kind) => {
        const policy = data.policies.find((candidate) => candidate.kind === kind)
        return (
          <div
            key={kind}
            role="tabpanel"
            id={policyPanelId(kind)}
            aria-labelledby={policyTabId(kind)}
            hidden={kind !== selected}
            className="pt-4"
          >
            {policy && <PolicyEditor policy={policy} leadRetentionDays={data.leadRetentionDays} />}
          </div>
        )
      })}
    </>
  )
}

/** 'Políticas' (decision 038): the privacy policy, terms of sale and returns, each in versions. */
export function PoliciesSection() {
  const query = useQuery(adminPoliciesQueryOptions())
  return (
    <section
      aria-labelledby="admin-policies-title"
      className="min-w-0 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <h3 id="admin-policies-title" className="text-lg font-bold text-stone-900">
        Políticas
      </h3>
      <div className="mt-3">
        {query.data ? (
          <PolicyPanels data={query.data} />
        ) : query.isError ? (
          <LoadFailed
            message="Erro ao carregar as políticas."
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Spinner label="Carregando políticas..." />
        )}
      </div>
    </section>
  )
}

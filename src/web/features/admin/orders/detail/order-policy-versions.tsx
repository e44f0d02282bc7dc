import { ExternalLink } from 'lucide-react'
import {
  POLICY_TITLES,
  policyPath,
  type PolicyKind,
  type PolicyVersions,
} from '#domain/policies.ts'
import { DetailSection } from '#web/features/admin/orders/detail-section.tsx'

/** As the checkout names them: what was bought under first, privacy last. */
const SHOWN: readonly PolicyKind[] = ['termos', 'trocas-e-devolucoes', 'privacidade']

/**
 * 'Políticas aceitas': the versions in force when the order was placed (decision 038), each readable
 * as the customer read it.
 */
export function OrderPolicyVersions({ versions }: { versions: PolicyVersions | null }) {
  return (
    <DetailSection title="Políticas aceitas">
      {versions ? (
        <ul className="space-y-1 text-sm">
          {SHOWN.map((kind) => {
            const text = `${POLICY_TITLES[kind]} — versão ${versions[kind]}`
            return (
              <li key={kind}>
                <a
                  href={policyPath(kind, versions[kind])}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${text} (abre em nova aba)`}
                  className="inline-flex min-h-10 items-center gap-1 font-medium text-amber-800 underline hover:text-amber-900 focus-visible:outline-2 focus-visible:outline-amber-800"
                >
                  {text}
                  <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                </a>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="text-sm text-stone-600">Pedido anterior ao registro das políticas.</p>
      )}
    </DetailSection>
  )
}

import { ExternalLink } from 'lucide-react'
import { useId } from 'react'
import { formatDate, formatTime } from '#domain/dates.ts'
import { policyPath, type AdminPolicy } from '#domain/policies.ts'

/** 'Versão 3 — 10/03/2026 14:05 — dona@loja.com', or '— texto padrão da loja' for the seeded text. */
function entryText({ version, publishedAt, publishedBy }: AdminPolicy['history'][number]) {
  const when = `${formatDate(publishedAt)} ${formatTime(publishedAt)}`
  return `Versão ${version} — ${when} — ${publishedBy ?? 'texto padrão da loja'}`
}

/** The version in force and every earlier one, newest first, each readable on its own page. */
export function PolicyHistory({ policy }: { policy: AdminPolicy }) {
  const titleId = useId()
  return (
    <div className="space-y-3 text-sm">
      <p className="font-medium text-stone-900">{`Versão ${policy.version} em vigor`}</p>
      <section aria-labelledby={titleId}>
        <h4 id={titleId} className="font-semibold text-stone-900">
          Histórico
        </h4>
        <ul className="mt-2 divide-y divide-stone-100">
          {policy.history.map((entry) => (
            <li
              key={entry.version}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2"
            >
              <span className="min-w-0 break-words text-stone-700">{entryText(entry)}</span>
              <a
                href={policyPath(policy.kind, entry.version)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Ver versão ${entry.version} (abre em nova aba)`}
                className="inline-flex min-h-10 items-center gap-1 font-medium text-amber-800 underline hover:text-amber-900"
              >
                Ver
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

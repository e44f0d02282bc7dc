import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { formatDate } from '#domain/dates.ts'
import {
  POLICY_KINDS,
  POLICY_TITLES,
  policyPath,
  type PolicyKind,
  type PolicyView,
} from '#domain/policies.ts'
import { POLICY_MESSAGES } from '#domain/policy-messages.ts'
import { policyBlocks, policyBlockText } from '#domain/policy-text.ts'
import { PolicyBlocks } from '#web/components/policy-blocks.tsx'
import { buttonClasses } from '#web/components/ui/button.tsx'
import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { usePageHead } from '#web/lib/page-head.ts'
import { useNotFoundStatus } from '#web/lib/server-page.ts'
import { askedVersion, policyQueryOptions } from './api/get-policy.ts'

const LINK = 'font-medium text-amber-800 underline hover:text-amber-900'

/** The route's policy: React Router matches '/Termos/' to '/termos' too. */
const kindOf = (pathname: string): PolicyKind =>
  POLICY_KINDS.find((kind) => pathname.toLowerCase().replace(/\/+$/, '') === policyPath(kind)) ??
  'termos'

/** /privacidade, /termos, /trocas-e-devolucoes: the version in force, or `?versao=N`. */
export function PolicyPage() {
  const kind = kindOf(useLocation().pathname)
  const version = askedVersion(useSearchParams()[0])
  if (version === null) return <VersionNotFound kind={kind} />
  return <PolicyContent key={`${kind}:${version}`} kind={kind} version={version} />
}

function PolicyContent({ kind, version }: { kind: PolicyKind; version: number | undefined }) {
  const query = useQuery(policyQueryOptions(kind, version))

  if (query.isPending) return <Spinner label="Carregando política..." />
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return version === undefined ? <PolicyNotFound /> : <VersionNotFound kind={kind} />
    }
    return <LoadFailed message="Erro ao carregar a política" onRetry={() => void query.refetch()} />
  }
  return <PolicyText view={query.data} />
}

function PolicyText({ view }: { view: PolicyView }) {
  const past = view.version < view.latestVersion
  const blocks = useMemo(() => policyBlocks(view.text), [view.text])
  usePageHead({
    kind: 'policy',
    policy: {
      path: policyPath(view.kind),
      title: view.title,
      // policyPlainText(view.text), from the blocks already read.
      description: blocks.map(policyBlockText).join('\n\n'),
      past,
    },
  })
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{view.title}</h1>
        <p className="text-sm text-stone-600">
          {`Versão ${view.version}, publicada em ${formatDate(view.publishedAt)}`}
        </p>
      </header>
      {past && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {'Esta é uma versão anterior. '}
          <Link to={policyPath(view.kind)} className={LINK}>
            Ver a versão em vigor
          </Link>
        </p>
      )}
      <PolicyBlocks blocks={blocks} />
    </article>
  )
}

/** `?versao=` names no version of this policy: the server answers the page with 404. */
function VersionNotFound({ kind }: { kind: PolicyKind }) {
  useNotFoundStatus()
  usePageHead({ kind: 'not-found', title: POLICY_TITLES[kind] })
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4 py-10">
      <h1 className="text-3xl font-bold">{POLICY_TITLES[kind]}</h1>
      <p className="text-stone-700">{POLICY_MESSAGES.versionNotFound}</p>
      <Link to={policyPath(kind)} className={`${LINK} self-start`}>
        Ver a versão em vigor
      </Link>
    </section>
  )
}

/** No such policy (the shop always has the three: a server out of step with this page). */
function PolicyNotFound() {
  useNotFoundStatus()
  usePageHead({ kind: 'not-found', title: POLICY_MESSAGES.notFound })
  return (
    <section className="py-16 text-center">
      <h1 className="text-2xl font-bold">{POLICY_MESSAGES.notFound}</h1>
      <Link to="/" className={`${buttonClasses('primary')} mt-6`}>
        Voltar para a loja
      </Link>
    </section>
  )
}

import { CircleCheck, Plus } from 'lucide-react'
import { useLayoutEffect, useRef } from 'react'
import { formatBRL } from '#domain/money.ts'
import { Button } from '#web/components/ui/button.tsx'
import type { CreatedProject } from './project-mutations.ts'

interface ProjectCreatedProps {
  created: CreatedProject
  onNew: () => void
}

/** What the client gets: the e-mail to accept the terms, with an invitation for a new client. */
function clientNews({ project, client }: CreatedProject) {
  const who = (
    <>
      <strong>{project.clientName}</strong> ({project.clientEmail})
    </>
  )
  if (client === 'invited') {
    return (
      <>
        Criamos uma conta para {who}, que receberá um email com o convite para entrar, válido por 7
        dias, e aceitar os termos.
      </>
    )
  }
  if (client === 'existing') {
    return (
      <>
        Este e-mail já tem conta na loja: o projeto foi para a conta de {who}, que receberá um email
        para aceitar os termos.
      </>
    )
  }
  return <>{who}, que receberá um email para aceitar os termos.</>
}

/** Shown in place of the form once the server has the project and has queued the client's email. */
export function ProjectCreated({ created, onNew }: ProjectCreatedProps) {
  const { project } = created
  const heading = useRef<HTMLHeadingElement>(null)
  // The form the admin was in is gone: focus moves to the news so it is read out.
  useLayoutEffect(() => heading.current?.focus(), [])

  return (
    <div className="rounded-xl border border-green-200 bg-green-50 p-4 text-center sm:p-6">
      <CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />
      <h3 ref={heading} tabIndex={-1} className="mt-3 text-lg font-bold text-green-900">
        Projeto Gerado com Sucesso!
      </h3>
      <p className="mt-2 text-stone-700">
        O projeto <strong>{project.name}</strong> ({formatBRL(project.priceCents)}) foi adicionado
        ao carrinho{created.client === 'chosen' ? ' de ' : '. '}
        {clientNews(created)}
      </p>
      <Button className="mt-5" onClick={onNew}>
        <Plus aria-hidden="true" className="size-4" />
        Gerar Novo Projeto
      </Button>
    </div>
  )
}

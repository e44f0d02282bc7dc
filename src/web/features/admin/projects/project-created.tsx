import { CircleCheck, Plus } from 'lucide-react'
import { useLayoutEffect, useRef } from 'react'
import { formatBRL } from '#domain/money.ts'
import { Button } from '#web/components/ui/button.tsx'
import type { AdminProject } from './project-queries.ts'

interface ProjectCreatedProps {
  project: AdminProject
  onNew: () => void
}

/** Shown in place of the form once the server has the project and has queued the client's email. */
export function ProjectCreated({ project, onNew }: ProjectCreatedProps) {
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
        ao carrinho de <strong>{project.clientName}</strong> ({project.clientEmail}), que receberá
        um email para aceitar os termos.
      </p>
      <Button className="mt-5" onClick={onNew}>
        <Plus aria-hidden="true" className="size-4" />
        Gerar Novo Projeto
      </Button>
    </div>
  )
}

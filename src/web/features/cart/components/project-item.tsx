import { CircleCheck } from 'lucide-react'
import { useId } from 'react'
import { formatDate } from '#domain/dates.ts'
import { formatBRL } from '#domain/money.ts'
import { shortDescription } from '#domain/text.ts'
import { Button } from '#web/components/ui/button.tsx'
import type { MyProject } from '#web/lib/my-projects.ts'
import { CartLineLayout } from './cart-line-layout.tsx'
import { LineImage } from './line-image.tsx'
import { RemoveButton } from './remove-button.tsx'

interface ProjectItemProps {
  project: MyProject
  onReviewTerms: () => void
  onRemove: () => void
}

/** One 'Projetos Personalizados' line: 'Aceitar Termos' while it awaits them, then 'Termos aceitos'. */
export function ProjectItem({ project, onReviewTerms, onRemove }: ProjectItemProps) {
  const nameId = useId()
  return (
    <CartLineLayout
      data-project-id={project.id}
      image={<LineImage src={project.image} />}
      footer={
        <>
          {project.termsAccepted ? (
            <p className="flex min-w-0 flex-wrap items-center gap-x-1.5 text-sm font-medium text-green-800">
              <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
              <span>Termos aceitos</span>
              {project.termsAcceptedAt && (
                <span className="font-normal text-stone-600">
                  em {formatDate(project.termsAcceptedAt)}
                </span>
              )}
            </p>
          ) : (
            // Several projects may await: the project's name tells the buttons apart.
            <Button onClick={onReviewTerms} aria-describedby={nameId}>
              Aceitar Termos
            </Button>
          )}
          <span className="shrink-0 font-semibold">{formatBRL(project.priceCents)}</span>
        </>
      }
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3
            id={nameId}
            tabIndex={-1}
            className="leading-snug font-semibold break-words outline-none"
          >
            {project.name}
          </h3>
          <p className="text-sm text-stone-600">{project.category}</p>
        </div>
        <RemoveButton label={`Remover projeto ${project.name}`} onClick={onRemove} />
      </div>
      <ProjectDescription text={project.description} />
    </CartLineLayout>
  )
}

/**
 * The project's description: whole when short, else its first 100 characters with '…' and
 * 'Ver descrição completa', which opens the rest in place (the terms dialog shows it whole too).
 */
function ProjectDescription({ text }: { text: string }) {
  const short = shortDescription(text)
  const style = 'text-sm break-words whitespace-pre-line text-stone-600'
  if (short === text) return <p className={style}>{text}</p>
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer list-none text-stone-600 group-open:hidden">
        <span className="break-words whitespace-pre-line">{`${short.trimEnd()}…`}</span>{' '}
        <span className="font-medium text-amber-800 underline">Ver descrição completa</span>
      </summary>
      <p className={style}>{text}</p>
    </details>
  )
}

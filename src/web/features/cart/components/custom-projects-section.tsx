import { TriangleAlert } from 'lucide-react'
import { useRef, useState } from 'react'
import type { MyProject } from '#web/lib/my-projects.ts'
import { useFocusLater } from '#web/features/cart/hooks/use-focus-later.ts'
import { awaitsTerms, TERMS_WARNING } from '#web/features/cart/project-rules.ts'
import { ProjectDialogs, type ProjectDialog } from './project-dialogs.tsx'
import { ProjectItem } from './project-item.tsx'

interface CustomProjectsSectionProps {
  projects: MyProject[]
  className: string
  /** The last project left the cart (and this section with it): the page takes the focus. */
  onEmptied: () => void
}

/** 'Projetos Personalizados': the projects the shop made for this customer (spec.md 'Cart'). */
export function CustomProjectsSection({
  projects,
  className,
  onEmptied,
}: CustomProjectsSectionProps) {
  const [dialog, setDialog] = useState<ProjectDialog | null>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const focusLater = useFocusLater()

  function onAccepted(id: string) {
    setDialog(null)
    focusLater(() => listRef.current?.querySelector<HTMLElement>(`[data-project-id="${id}"] h3`))
  }

  function onGone(id: string) {
    setDialog(null)
    if (projects.every((p) => p.id === id)) onEmptied()
    else focusLater(() => titleRef.current)
  }

  return (
    <section aria-labelledby="cart-projects-title" className={className}>
      <h2
        id="cart-projects-title"
        ref={titleRef}
        tabIndex={-1}
        className="border-b border-stone-200 px-4 py-3 text-lg font-semibold outline-none"
      >
        Projetos Personalizados
      </h2>
      {awaitsTerms(projects) && (
        <p
          role="status"
          className="m-4 mb-0 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{TERMS_WARNING}</span>
        </p>
      )}
      <ul ref={listRef} className="divide-y divide-stone-200">
        {projects.map((project) => (
          <ProjectItem
            key={project.id}
            project={project}
            onReviewTerms={() => setDialog({ kind: 'terms', project })}
            onRemove={() => setDialog({ kind: 'remove', project })}
          />
        ))}
      </ul>
      {dialog && (
        <ProjectDialogs
          dialog={dialog}
          onChange={setDialog}
          onAccepted={onAccepted}
          onGone={onGone}
        />
      )}
    </section>
  )
}

import { CART_TOAST_MS } from '#domain/cart.ts'
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx'
import type { MyProject } from '#web/lib/my-projects.ts'
import { toast } from '#web/lib/toast.ts'
import {
  isProjectGone,
  useAcceptTerms,
  useRemoveProject,
} from '#web/features/cart/api/project-mutations.ts'
import { TermsDialog } from './terms-dialog.tsx'

const PROJECT_TEXTS = {
  acceptError: 'Erro ao aceitar termos. Tente novamente.',
  removeError: 'Erro ao remover projeto. Tente novamente.',
  gone: 'Este projeto não está mais disponível.',
  declineQuestion:
    'Tem certeza que deseja recusar este projeto? Ele será removido do seu carrinho.',
  removeQuestion: 'Tem certeza que deseja remover este projeto do carrinho?',
} as const

export type ProjectDialog = { kind: 'terms' | 'decline' | 'remove'; project: MyProject }

interface ProjectDialogsProps {
  dialog: ProjectDialog
  /** null closes. */
  onChange: (dialog: ProjectDialog | null) => void
  onAccepted: (id: string) => void
  /** Removed, declined, or found deleted meanwhile. */
  onGone: (id: string) => void
}

/** The terms modal and the two confirmations, with the calls behind them. */
export function ProjectDialogs({ dialog, onChange, onAccepted, onGone }: ProjectDialogsProps) {
  const accept = useAcceptTerms()
  const remove = useRemoveProject()
  const { kind, project } = dialog
  const fail = (message: string) => toast.error(message, { duration: CART_TOAST_MS })

  function onAccept() {
    accept.mutate(project.id, {
      onSuccess: () => onAccepted(project.id),
      onError: (error) => {
        // Stays open to try again, unless there is nothing left to accept.
        if (!isProjectGone(error)) return void fail(PROJECT_TEXTS.acceptError)
        fail(PROJECT_TEXTS.gone)
        onGone(project.id)
      },
    })
  }

  function onConfirmRemoval() {
    remove.mutate(project.id, {
      onSuccess: () => onGone(project.id),
      onError: () => {
        fail(PROJECT_TEXTS.removeError)
        onChange(null)
      },
    })
  }

  if (kind === 'terms') {
    return (
      <TermsDialog
        projectName={project.name}
        projectDescription={project.description}
        pending={accept.isPending}
        onAccept={onAccept}
        onDecline={() => onChange({ kind: 'decline', project })}
        onClose={() => onChange(null)}
      />
    )
  }
  const declining = kind === 'decline'
  return (
    <ConfirmDialog
      title={declining ? 'Recusar projeto' : 'Remover projeto'}
      message={declining ? PROJECT_TEXTS.declineQuestion : PROJECT_TEXTS.removeQuestion}
      confirmLabel={declining ? 'Recusar' : 'Remover'}
      danger
      pending={remove.isPending}
      onConfirm={onConfirmRemoval}
      // Not declining after all: back to the terms.
      onCancel={() => onChange(declining ? { kind: 'terms', project } : null)}
    />
  )
}

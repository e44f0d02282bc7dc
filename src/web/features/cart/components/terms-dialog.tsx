import { useId, useState } from 'react'
import { HANDMADE_TERMS, TERMS_VERSION } from '#domain/schemas/custom-project.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Dialog } from '#web/components/ui/confirm-dialog.tsx'

interface TermsDialogProps {
  projectName: string
  /** The whole description the owner wrote: the customer accepts terms for what they can read. */
  projectDescription: string
  /** The acceptance is on its way: nothing else can be pressed. */
  pending: boolean
  onAccept: () => void
  onDecline: () => void
  onClose: () => void
}

/** The handmade product's terms (90-day warranty included); accepting needs the checkbox ticked. */
export function TermsDialog({
  projectName,
  projectDescription,
  pending,
  onAccept,
  onDecline,
  onClose,
}: TermsDialogProps) {
  const [agreed, setAgreed] = useState(false)
  const checkboxId = useId()
  return (
    <Dialog
      title={`Termos do Produto Artesanal: ${projectName}`}
      onClose={() => !pending && onClose()}
    >
      <div className="space-y-4">
        <div
          role="region"
          aria-label="Descrição do projeto"
          tabIndex={0}
          className="max-h-40 overflow-y-auto rounded-lg border border-stone-200 p-3 text-sm break-words whitespace-pre-line text-stone-800 focus-visible:outline-2 focus-visible:outline-amber-800"
        >
          {projectDescription}
        </div>
        {/* Focusable so the keyboard can scroll it; the dialog opens here, at the text to read. */}
        <div
          role="region"
          aria-label="Texto dos termos"
          tabIndex={0}
          className="max-h-72 overflow-y-auto rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm whitespace-pre-line text-stone-700 focus-visible:outline-2 focus-visible:outline-amber-800"
        >
          {HANDMADE_TERMS}
        </div>
        <p className="text-xs text-stone-500">Versão dos termos: {TERMS_VERSION}</p>
        <div className="flex items-start gap-2">
          <input
            id={checkboxId}
            type="checkbox"
            checked={agreed}
            disabled={pending}
            onChange={(event) => setAgreed(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-amber-800"
          />
          <label htmlFor={checkboxId} className="text-sm font-medium text-stone-800">
            Li e aceito os termos do produto artesanal
          </label>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            Fechar
          </Button>
          <Button variant="secondary" onClick={onDecline} disabled={pending}>
            Recusar
          </Button>
          <Button onClick={() => agreed && onAccept()} disabled={!agreed || pending}>
            Aceitar e Continuar
          </Button>
        </div>
      </div>
    </Dialog>
  )
}

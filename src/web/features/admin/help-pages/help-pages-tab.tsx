import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import type { HelpPage } from './help-page-queries.ts'
import { HelpPageDeleteDialog } from './help-page-delete-dialog.tsx'
import { HelpPageForm } from './help-page-form.tsx'
import { HelpPageTable } from './help-page-table.tsx'

/** What the form shows: nothing, a new page, or a saved one. */
type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; page: HelpPage }

/** Ajuda/Instalação: the help centre's pages, created and edited in a form opened above the table. */
export function HelpPagesTab() {
  const [form, setForm] = useState<FormState>({ mode: 'closed' })
  const [deleting, setDeleting] = useState<HelpPage | null>(null)
  const editing = form.mode === 'edit' ? form.page : null
  const close = () => setForm({ mode: 'closed' })

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-help-pages-title" className="text-xl font-bold text-stone-900">
          Páginas de Ajuda/Instalação
        </h2>
        {form.mode !== 'create' && (
          <Button onClick={() => setForm({ mode: 'create' })}>
            <Plus aria-hidden="true" className="size-4" />
            Nova Página
          </Button>
        )}
      </div>
      {form.mode !== 'closed' && (
        <HelpPageForm key={editing?.id ?? 'new'} page={editing} onDone={close} />
      )}
      <HelpPageTable
        labelledBy="admin-help-pages-title"
        editingId={editing?.id}
        onEdit={(page) => setForm({ mode: 'edit', page })}
        onDelete={setDeleting}
      />
      {deleting && (
        <HelpPageDeleteDialog
          page={deleting}
          // The form must not go on editing a page that is gone.
          onDeleted={() =>
            setForm((current) =>
              current.mode === 'edit' && current.page.id === deleting.id
                ? { mode: 'closed' }
                : current,
            )
          }
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  )
}

import { useQuery } from '@tanstack/react-query'
import { ExternalLink, Plus, RefreshCw } from 'lucide-react'
import { useRef, useState } from 'react'
import { DOWNLOAD_MESSAGES } from '#domain/schemas/download.ts'
import { Button, buttonClasses } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { adminDownloadsQueryOptions, type AdminDownload } from './download-queries.ts'
import { DownloadDeleteDialog } from './download-delete-dialog.tsx'
import { DownloadForm } from './download-form.tsx'
import { DownloadTable } from './download-table.tsx'

/** spec.md section 4: the form is closed, open for creating, or open for editing one download. */
type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; download: AdminDownload }

const NEW_BUTTON_ID = 'admin-downloads-new'

function ListError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-stone-600">
      <p role="alert">{DOWNLOAD_MESSAGES.loadFailed}</p>
      <Button variant="secondary" className="min-h-9 px-3" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Tentar Novamente
      </Button>
    </div>
  )
}

/** Downloads: the files /baixar lists, their order, and the form to add or edit one. */
export function DownloadsTab() {
  const query = useQuery(adminDownloadsQueryOptions())
  const [form, setForm] = useState<FormState>({ mode: 'closed' })
  const [deleting, setDeleting] = useState<AdminDownload | null>(null)
  // Where the admin was when the form opened: focus goes back there when it closes.
  const opener = useRef<HTMLElement | null>(null)
  const editingId = form.mode === 'edit' ? form.download.id : undefined

  function open(next: FormState) {
    if (form.mode === 'closed' && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement
    }
    setForm(next)
  }

  function close() {
    ;(opener.current?.isConnected
      ? opener.current
      : document.getElementById(NEW_BUTTON_ID)
    )?.focus()
    setForm({ mode: 'closed' })
  }

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-downloads-title" className="text-xl font-bold text-stone-900">
          Gerenciar Downloads
        </h2>
        <div className="flex flex-wrap gap-3">
          <a
            href="/baixar"
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('secondary')}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            Ver página pública
          </a>
          <Button id={NEW_BUTTON_ID} onClick={() => open({ mode: 'create' })}>
            <Plus aria-hidden="true" className="size-4" />
            Novo Download
          </Button>
        </div>
      </div>
      {form.mode !== 'closed' && (
        <DownloadForm
          key={editingId ?? 'new'}
          download={form.mode === 'edit' ? form.download : null}
          onClose={close}
        />
      )}
      {query.isError ? (
        <ListError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !query.data ? (
        <Spinner label="Carregando downloads..." />
      ) : query.data.length === 0 ? (
        <p className="mt-4 text-stone-600">Nenhum download cadastrado ainda</p>
      ) : (
        <DownloadTable
          downloads={query.data}
          labelledBy="admin-downloads-title"
          editingId={editingId}
          onEdit={(download) => open({ mode: 'edit', download })}
          onDelete={setDeleting}
        />
      )}
      {deleting && (
        <DownloadDeleteDialog
          download={deleting}
          // The form must not go on editing a download that is gone.
          onDeleted={() => {
            if (editingId === deleting.id) setForm({ mode: 'closed' })
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  )
}

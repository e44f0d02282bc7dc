import { useQuery } from '@tanstack/react-query'
import { usePageHead } from '#web/lib/page-head.ts'
import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { downloadsQueryOptions } from './api/get-downloads.ts'
import { DownloadItem } from './components/download-item.tsx'

// Texts written out rather than taken from DOWNLOAD_MESSAGES: that module would bring zod into
// this public chunk.

/** /baixar: manuals, drivers and support files, in the order the admin set. */
export function DownloadsPage() {
  const query = useQuery(downloadsQueryOptions())
  usePageHead({ kind: 'downloads' })

  return (
    <section aria-labelledby="downloads-title" className="mx-auto max-w-3xl">
      <h1 id="downloads-title" className="mb-6 text-2xl font-bold">
        Downloads
      </h1>
      {query.isPending ? (
        <Spinner label="Carregando downloads..." />
      ) : query.isError ? (
        <LoadFailed message="Erro ao carregar downloads" onRetry={() => void query.refetch()} />
      ) : query.data.downloads.length === 0 ? (
        <p className="py-16 text-center text-stone-600">Nenhum download disponível</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {query.data.downloads.map((download) => (
            <DownloadItem key={download.id} download={download} />
          ))}
        </ul>
      )}
    </section>
  )
}

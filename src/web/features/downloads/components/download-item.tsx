import { Download as DownloadIcon } from 'lucide-react'
import { formatLongDate } from '#domain/dates.ts'
import { buttonClasses } from '#web/components/ui/button.tsx'
import type { Download } from '#web/features/downloads/api/get-downloads.ts'

export function DownloadItem({ download }: { download: Download }) {
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h2 className="text-lg font-semibold break-words">{download.title}</h2>
        {download.description && (
          <p className="mt-1 whitespace-pre-line text-stone-700">{download.description}</p>
        )}
        {/* One text node, as in the server's HTML (Preact hydrates two texts as two nodes). */}
        <p className="mt-2 text-sm text-stone-500">
          {`Adicionado em ${formatLongDate(download.createdAt)}`}
        </p>
      </div>
      <a
        href={download.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Baixar ${download.title}`}
        className={buttonClasses('primary', 'shrink-0')}
      >
        <DownloadIcon aria-hidden="true" className="size-4" />
        Baixar
      </a>
    </li>
  )
}

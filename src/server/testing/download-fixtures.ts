/** A valid body for POST/PATCH /api/admin/downloads. */
export const DOWNLOAD_INPUT = {
  title: 'Manual do módulo de vidros',
  url: 'https://arquivos.exemplo.com/manual-modulo.pdf',
  description: 'Esquema de ligação, versão 2',
}

interface DownloadView {
  id: string
  title: string
  url: string
  description: string | null
  displayOrder: number
  createdAt: string
  updatedAt: string
}
export type DownloadAnswer = { download: DownloadView }
export type ListAnswer = { downloads: DownloadView[] }

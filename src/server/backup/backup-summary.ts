/** The photos a backup holds: `files` counts every width of each, `bytes` all of them. */
export interface MediaSummary {
  photos: number
  files: number
  bytes: number
}

/** What a backup holds, counted in it: the owner sees at once that the orders are there. */
export interface BackupSummary {
  orders: number
  products: number
  customers: number
  /** Absent for today's database-only files (.pglite.tar.gz, .pgdump): they hold no photos. */
  media?: MediaSummary
}

export const SUMMARY_SQL = `select
  (select count(*) from orders)::int as orders,
  (select count(*) from products)::int as products,
  (select count(*) from users where not is_admin)::int as customers`

/** 850 KB, 12,4 MB: in pt-BR, as the owner reads a file's size. */
export function describeBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024)
  if (mb < 1) return `${Math.ceil(bytes / 1024)} KB`
  return `${mb.toFixed(1).replace('.', ',')} MB`
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export function describeSummary(summary: BackupSummary): string {
  const parts = [
    plural(summary.orders, 'pedido', 'pedidos'),
    plural(summary.products, 'produto', 'produtos'),
    plural(summary.customers, 'cliente', 'clientes'),
  ]
  const { media } = summary
  if (media) {
    parts.push(
      media.photos === 0
        ? 'nenhuma foto'
        : `${plural(media.photos, 'foto', 'fotos')} (${plural(media.files, 'arquivo', 'arquivos')}, ` +
            `${describeBytes(media.bytes)})`,
    )
  }
  return parts.join(', ')
}

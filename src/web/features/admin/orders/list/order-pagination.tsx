import { Button } from '#web/components/ui/button.tsx'

interface OrderPaginationProps {
  page: number
  pageSize: number
  /** Orders matching the filters, over every page. */
  total: number
  onPage: (page: number) => void
}

/** 'Anterior', 'Página 2 de 3', 'Próxima'; nothing when everything fits on page 1. */
export function OrderPagination({ page, pageSize, total, onPage }: OrderPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages === 1 && page === 1) return null
  return (
    <nav
      aria-label="Páginas de pedidos"
      className="mt-4 flex items-center justify-between gap-3 text-sm text-stone-700"
    >
      <Button
        variant="secondary"
        disabled={page <= 1}
        // From past the end (an old link), straight back to the last page.
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        Anterior
      </Button>
      <p aria-live="polite">{`Página ${page} de ${pages}`}</p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Próxima
      </Button>
    </nav>
  )
}

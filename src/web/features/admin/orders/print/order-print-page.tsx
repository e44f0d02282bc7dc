import { useQueries } from '@tanstack/react-query'
import { ArrowLeft, Printer } from 'lucide-react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { shortId } from '#domain/text.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { useShopInfo } from '#web/lib/shop-info.ts'
import { idsToPrint, orderListPath } from '#web/features/admin/orders/order-paths.ts'
import { adminOrderDetailQueryOptions } from '#web/features/admin/orders/order-queries.ts'
import { PackingSlip } from './packing-slip.tsx'
import { printPage, usePrintOnce } from './use-print-once.ts'

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

function Missing({ children }: { children: string }) {
  return (
    <p className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 font-medium text-amber-950 break-after-page last:break-after-auto print:border-0 print:p-0">
      {children}
    </p>
  )
}

/**
 * /admin/pedidos/imprimir?ids=a,b: one packing slip per order, printed together once all have
 * arrived. An order deleted meanwhile says so in its place; the others still print.
 */
export function OrderPrintPage() {
  const [params] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const shop = useShopInfo()
  const ids = idsToPrint(params)
  const queries = useQueries({ queries: ids.map((id) => adminOrderDetailQueryOptions(id)) })
  const settled = queries.every((query) => !query.isPending)
  const failed = queries.some((query) => query.isError && !isNotFound(query.error))
  usePrintOnce(settled && !failed && queries.some((query) => query.isSuccess))

  // Back where the owner came from (the list or the order); to the list after a shared link.
  const back = () =>
    void (location.key === 'default' ? navigate(orderListPath(location.state)) : navigate(-1))

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center gap-3 print:hidden">
        <Button variant="ghost" onClick={back}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar
        </Button>
        <h1 className="mr-auto text-2xl font-bold text-stone-900">
          {ids.length === 1 ? 'Imprimir pedido' : `Imprimir ${ids.length} pedidos`}
        </h1>
        <Button onClick={printPage} disabled={!settled || ids.length === 0}>
          <Printer aria-hidden="true" className="size-4" />
          Imprimir
        </Button>
      </div>
      {ids.length === 0 && <p className="text-stone-600">Nenhum pedido para imprimir.</p>}
      {ids.map((id, index) => {
        const query = queries[index]
        if (query?.data)
          return (
            <PackingSlip key={id} order={query.data} shopName={shop.name} seller={shop.seller} />
          )
        if (isNotFound(query?.error)) {
          return (
            <Missing key={id}>{`Pedido #${shortId(id)} não encontrado: foi excluído.`}</Missing>
          )
        }
        if (query?.isError) {
          return (
            <Missing
              key={id}
            >{`Erro ao carregar o pedido #${shortId(id)}. Recarregue a página para tentar de novo.`}</Missing>
          )
        }
        return <Spinner key={id} label={`Carregando pedido #${shortId(id)}...`} />
      })}
    </div>
  )
}

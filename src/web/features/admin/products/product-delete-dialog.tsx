import { useState } from 'react'
import type { AdminProduct } from '#domain/product.ts'
import { PRODUCT_FORM_MESSAGES } from '#domain/schemas/product-form.ts'
import { Button } from '#web/components/ui/button.tsx'
import { ConfirmDialog, Dialog } from '#web/components/ui/confirm-dialog.tsx'
import { ApiError, errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { useDeleteProduct } from './product-mutations.ts'
import { useProductVisibility } from './product-visibility.ts'

interface ProductDeleteDialogProps {
  product: AdminProduct
  onDeleted: () => void
  onClose: () => void
}

const HIDE_INSTEAD =
  'Para tirá-lo da loja sem apagar o histórico das vendas, oculte-o: os clientes deixam de vê-lo, e você pode mostrá-lo de novo quando quiser.'
const ALREADY_HIDDEN = 'Ele já está oculto da loja: os clientes não o veem.'

/**
 * 'Excluir': asks first. A product that orders reference stays, and the server's message says why
 * (spec.md section 8, code 23503), with 'Ocultar da loja' beside it (decision 045): an owner who
 * wants it off the store is never led to delete sales history.
 */
export function ProductDeleteDialog({ product, onDeleted, onClose }: ProductDeleteDialogProps) {
  const remove = useDeleteProduct()
  const [inOrders, setInOrders] = useState<string | null>(null)
  if (inOrders !== null) {
    return <KeptByOrders product={product} message={inOrders} onClose={onClose} />
  }
  return (
    <ConfirmDialog
      title="Excluir produto"
      message={`Tem certeza que deseja excluir o produto "${product.name}"? Esta ação não pode ser desfeita.`}
      confirmLabel="Excluir"
      danger
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(product.id, {
          onSuccess: () => {
            toast.success('Produto excluído com sucesso!')
            onDeleted()
            onClose()
          },
          onError: (error) => {
            if (error instanceof ApiError && error.code === 'product-in-orders') {
              setInOrders(error.message)
              return
            }
            toast.error(errorMessage(error, PRODUCT_FORM_MESSAGES.deleteFailed))
            onClose()
          },
        })
      }
    />
  )
}

/** The refusal, said where the owner is looking, and the way out that keeps the history. */
function KeptByOrders(props: { product: AdminProduct; message: string; onClose: () => void }) {
  const { product, message, onClose } = props
  const visibility = useProductVisibility()
  const pending = visibility.pendingId === product.id
  return (
    <Dialog title="Excluir produto" onClose={() => !pending && onClose()}>
      <div role="alert" className="space-y-2 text-sm text-stone-700">
        <p className="font-medium text-red-700">{message}</p>
        <p>{product.hidden ? ALREADY_HIDDEN : HIDE_INSTEAD}</p>
      </div>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" data-autofocus onClick={onClose} disabled={pending}>
          Fechar
        </Button>
        {!product.hidden && (
          <Button disabled={pending} onClick={() => visibility.set(product.id, true, onClose)}>
            Ocultar da loja
          </Button>
        )}
      </div>
    </Dialog>
  )
}

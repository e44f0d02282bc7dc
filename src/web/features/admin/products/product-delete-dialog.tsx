import type { Product } from '#domain/product.ts'
import { PRODUCT_FORM_MESSAGES } from '#domain/schemas/product-form.ts'
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { useDeleteProduct } from './product-mutations.ts'

interface ProductDeleteDialogProps {
  product: Product
  onDeleted: () => void
  onClose: () => void
}

/**
 * 'Excluir': asks first. A product that orders reference stays, and the server's message says why
 * (spec.md section 8, code 23503).
 */
export function ProductDeleteDialog({ product, onDeleted, onClose }: ProductDeleteDialogProps) {
  const remove = useDeleteProduct()
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
          },
          onError: (error) => toast.error(errorMessage(error, PRODUCT_FORM_MESSAGES.deleteFailed)),
          onSettled: onClose,
        })
      }
    />
  )
}

import { PRODUCT_FORM_MESSAGES } from '#domain/schemas/product-form.ts'
import { errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { useSetProductHidden } from './product-mutations.ts'

export const VISIBILITY_TEXTS = {
  hidden:
    'Produto oculto da loja: os clientes não o veem mais, e os pedidos guardam seu histórico.',
  shown: 'Produto de volta à loja.',
} as const

/**
 * 'Ocultar da loja' and 'Mostrar na loja' (decision 045), from the row or from the refusal to
 * delete a product that orders name: the answer is told in a toast.
 */
export function useProductVisibility() {
  const mutation = useSetProductHidden()
  return {
    /** The product whose visibility is being changed. */
    pendingId: mutation.isPending ? mutation.variables.id : undefined,
    set(id: string, hidden: boolean, onSettled?: () => void) {
      mutation.mutate(
        { id, hidden },
        {
          onSuccess: () => toast.success(hidden ? VISIBILITY_TEXTS.hidden : VISIBILITY_TEXTS.shown),
          onError: (error) =>
            toast.error(
              errorMessage(
                error,
                hidden ? PRODUCT_FORM_MESSAGES.hideFailed : PRODUCT_FORM_MESSAGES.showFailed,
              ),
            ),
          onSettled,
        },
      )
    },
  }
}

import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react'
import { formatBRL } from '#domain/money.ts'
import type { AdminProductListItem } from '#domain/product.ts'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { ProductThumbnail } from '#web/components/ui/product-thumbnail.tsx'
import { CardCell, CardRow, CardRowHeader } from '#web/features/admin/shell/card-table.tsx'

function KindBadge({ madeToOrder }: { madeToOrder: boolean }) {
  return (
    <Badge tone={madeToOrder ? 'purple' : 'stone'}>
      {madeToOrder ? 'Sob encomenda' : 'Regular'}
    </Badge>
  )
}

/** '6 variações' (decision 053): a product without options has none to count. */
function variantCountText(count: number) {
  return count === 1 ? '1 variação' : `${count} variações`
}

interface ProductRowProps {
  product: AdminProductListItem
  /** The product open in the form above. */
  editing: boolean
  onEdit: () => void
  onDelete: () => void
  /** 'Ocultar da loja' or 'Mostrar na loja', whichever it is not. */
  onToggleHidden: () => void
  /** While its visibility is being changed. */
  toggling: boolean
}

/** One product: a table row on a wide screen, a card on a phone (the picture in its corner). */
export function ProductRow(props: ProductRowProps) {
  const { product, editing, onEdit, onDelete, onToggleHidden, toggling } = props
  const category = product.category.trim()
  return (
    <CardRow className={`lg:align-middle ${editing ? 'bg-amber-50' : ''}`}>
      <CardCell place="corner">
        <ProductThumbnail src={product.image} />
      </CardCell>
      <CardRowHeader className="min-h-12 pr-16 font-medium break-words lg:min-h-0 lg:pr-4">
        {product.name}
      </CardRowHeader>
      <CardCell label="Preço" className="whitespace-nowrap">
        {formatBRL(product.priceCents)}
      </CardCell>
      <CardCell label="Categoria" className={`break-words ${category ? '' : 'text-stone-500'}`}>
        {category || 'Sem categoria'}
      </CardCell>
      <CardCell label="Estoque">
        {product.stock}
        {product.variantCount > 0 && (
          <span className="block text-xs whitespace-nowrap text-stone-600">
            {variantCountText(product.variantCount)}
          </span>
        )}
      </CardCell>
      <CardCell label="Tipo">
        <div className="flex flex-wrap gap-1">
          <KindBadge madeToOrder={product.isCustomOrder} />
          {product.hidden && (
            <Badge tone="amber">
              <EyeOff aria-hidden="true" className="size-3" />
              Oculto da loja
            </Badge>
          )}
        </div>
      </CardCell>
      <CardCell place="wide">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            className="min-h-9 px-3"
            aria-label={`Editar ${product.name}`}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Editar
          </Button>
          <Button
            variant="secondary"
            className="min-h-9 px-3"
            aria-label={`${product.hidden ? 'Mostrar na loja' : 'Ocultar da loja'}: ${product.name}`}
            onClick={onToggleHidden}
            disabled={toggling}
          >
            {product.hidden ? (
              <Eye aria-hidden="true" className="size-4" />
            ) : (
              <EyeOff aria-hidden="true" className="size-4" />
            )}
            {product.hidden ? 'Mostrar na loja' : 'Ocultar da loja'}
          </Button>
          <Button
            variant="danger"
            className="min-h-9 px-3"
            aria-label={`Excluir ${product.name}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Excluir
          </Button>
        </div>
      </CardCell>
    </CardRow>
  )
}

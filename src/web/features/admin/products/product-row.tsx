import { Pencil, Trash2 } from 'lucide-react'
import { formatBRL } from '#domain/money.ts'
import type { Product } from '#domain/product.ts'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { ProductThumbnail } from '#web/components/ui/product-thumbnail.tsx'

const CELL = 'px-4 py-3'

function KindBadge({ madeToOrder }: { madeToOrder: boolean }) {
  return (
    <Badge tone={madeToOrder ? 'purple' : 'stone'}>
      {madeToOrder ? 'Sob encomenda' : 'Regular'}
    </Badge>
  )
}

interface ProductRowProps {
  product: Product
  /** The product open in the form above. */
  editing: boolean
  onEdit: () => void
  onDelete: () => void
}

export function ProductRow({ product, editing, onEdit, onDelete }: ProductRowProps) {
  const category = product.category.trim()
  return (
    <tr className={`border-t border-stone-200 align-middle ${editing ? 'bg-amber-50' : ''}`}>
      <td className={CELL}>
        <ProductThumbnail src={product.image} />
      </td>
      <th scope="row" className={`${CELL} text-left font-medium`}>
        {product.name}
      </th>
      <td className={`${CELL} whitespace-nowrap`}>{formatBRL(product.priceCents)}</td>
      <td className={`${CELL} ${category ? '' : 'text-stone-500'}`}>
        {category || 'Sem categoria'}
      </td>
      <td className={CELL}>{product.stock}</td>
      <td className={CELL}>
        <KindBadge madeToOrder={product.isCustomOrder} />
      </td>
      <td className={CELL}>
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
            variant="danger"
            className="min-h-9 px-3"
            aria-label={`Excluir ${product.name}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Excluir
          </Button>
        </div>
      </td>
    </tr>
  )
}

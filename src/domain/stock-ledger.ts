/** Why a product's stock changed: one reason per row of the stock books. */
export const STOCK_MOVEMENT_REASONS = [
  'opening_balance',
  'sale',
  'cancel',
  'reopen',
  'order_deleted',
  'adjustment',
  'restock',
  'project_materialised',
  'returned',
] as const
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number]

/** What the owner reads in 'Movimentações de estoque'. */
export const STOCK_MOVEMENT_LABELS: Record<StockMovementReason, string> = {
  opening_balance: 'Saldo inicial',
  sale: 'Venda',
  cancel: 'Pedido cancelado',
  reopen: 'Pedido reaberto',
  order_deleted: 'Pedido excluído',
  adjustment: 'Ajuste',
  restock: 'Reposição',
  project_materialised: 'Projeto sob encomenda',
  returned: 'Produto devolvido',
}

/** The reasons an owner picks when they change the stock number in the product form. */
export const OWNER_STOCK_REASONS = ['restock', 'adjustment'] as const
export type OwnerStockReason = (typeof OWNER_STOCK_REASONS)[number]

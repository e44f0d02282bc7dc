import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

interface AdminTab {
  /** The value of `?tab=` in the address, so a reload keeps the tab. */
  id: string
  label: string
  Content: LazyExoticComponent<ComponentType>
}

/** Each tab's content is its own chunk, fetched the first time the tab opens. */
export const ADMIN_TABS: readonly AdminTab[] = [
  {
    id: 'vendas',
    label: 'Vendas',
    Content: lazy(async () => ({
      default: (await import('#web/features/admin/sales/sales-tab.tsx')).SalesTab,
    })),
  },
  {
    id: 'interessados',
    label: 'Interessados',
    Content: lazy(async () => ({
      default: (await import('#web/features/admin/leads/leads-tab.tsx')).LeadsTab,
    })),
  },
  {
    id: 'pedidos',
    label: 'Pedidos',
    Content: lazy(async () => ({
      default: (await import('#web/features/admin/orders/list/orders-tab.tsx')).OrdersTab,
    })),
  },
  {
    id: 'produtos',
    label: 'Produtos',
    Content: lazy(async () => ({
      default: (await import('#web/features/admin/products/products-tab.tsx')).ProductsTab,
    })),
  },
  {
    id: 'projetos',
    label: 'Projetos gerados',
    Content: lazy(async () => ({
      default: (await import('#web/features/admin/projects/projects-tab.tsx')).ProjectsTab,
    })),
  },
  {
    id: 'usuarios',
    label: 'Usuários',
    Content: lazy(async () => ({
      default: (await import('#web/features/admin/users/users-tab.tsx')).UsersTab,
    })),
  },
  {
    id: 'gerar-projeto',
    label: 'Gerar projeto',
    Content: lazy(async () => ({
      default: (await import('#web/features/admin/projects/generate-project-tab.tsx'))
        .GenerateProjectTab,
    })),
  },
  {
    id: 'ajuda',
    label: 'Ajuda/Instalação',
    Content: lazy(async () => ({
      default: (await import('#web/features/admin/help-pages/help-pages-tab.tsx')).HelpPagesTab,
    })),
  },
  {
    id: 'downloads',
    label: 'Downloads',
    Content: lazy(async () => ({
      default: (await import('#web/features/admin/downloads/downloads-tab.tsx')).DownloadsTab,
    })),
  },
  {
    id: 'loja',
    label: 'Loja',
    Content: lazy(async () => ({
      default: (await import('#web/features/admin/shop/shop-tab.tsx')).ShopTab,
    })),
  },
]

const DEFAULT_TAB_ID = 'vendas'

/** The tab named in the address; anything unknown (or nothing) is Vendas. */
export function tabIdFrom(param: string | null): string {
  return ADMIN_TABS.some((tab) => tab.id === param) && param ? param : DEFAULT_TAB_ID
}

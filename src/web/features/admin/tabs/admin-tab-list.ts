import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

export interface AdminTab {
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
    Content: lazy(async () => ({ default: (await import('./sales-tab.tsx')).SalesTab })),
  },
  {
    id: 'interessados',
    label: 'Interessados',
    Content: lazy(async () => ({ default: (await import('./leads-tab.tsx')).LeadsTab })),
  },
  {
    id: 'pedidos',
    label: 'Pedidos',
    Content: lazy(async () => ({ default: (await import('./orders-tab.tsx')).OrdersTab })),
  },
  {
    id: 'produtos',
    label: 'Produtos',
    Content: lazy(async () => ({ default: (await import('./products-tab.tsx')).ProductsTab })),
  },
  {
    id: 'projetos',
    label: 'Projetos gerados',
    Content: lazy(async () => ({ default: (await import('./projects-tab.tsx')).ProjectsTab })),
  },
  {
    id: 'usuarios',
    label: 'Usuários',
    Content: lazy(async () => ({ default: (await import('./users-tab.tsx')).UsersTab })),
  },
  {
    id: 'gerar-projeto',
    label: 'Gerar projeto',
    Content: lazy(async () => ({
      default: (await import('./generate-project-tab.tsx')).GenerateProjectTab,
    })),
  },
  {
    id: 'ajuda',
    label: 'Ajuda/Instalação',
    Content: lazy(async () => ({ default: (await import('./help-pages-tab.tsx')).HelpPagesTab })),
  },
  {
    id: 'downloads',
    label: 'Downloads',
    Content: lazy(async () => ({ default: (await import('./downloads-tab.tsx')).DownloadsTab })),
  },
]

export const DEFAULT_TAB_ID = 'vendas'

/** The tab named in the address; anything unknown (or nothing) is Vendas. */
export function tabIdFrom(param: string | null): string {
  return ADMIN_TABS.some((tab) => tab.id === param) && param ? param : DEFAULT_TAB_ID
}

/**
 * Every query key of the admin panel, in one place. A change in one area can make another's data
 * stale (an order's new status changes Vendas and the summary cards; a deleted product takes its
 * leads with it), and areas never import each other (docs/architecture.md).
 */
export const ADMIN_SUMMARY_KEY = ['admin', 'summary'] as const
export const ADMIN_USERS_KEY = ['admin', 'users'] as const
/** Which settings a live shop lacks (the banner); a save in 'Loja' changes it (decision 037). */
export const ADMIN_SETUP_KEY = ['admin', 'setup'] as const
/** The demonstration data 'Remover dados de demonstração' would delete. */
export const ADMIN_DEMO_DATA_KEY = ['admin', 'demo-data'] as const
export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const
/** The pages of 'Pedidos' (one per status, search and page), under the orders key. */
export const ADMIN_ORDER_LISTS_KEY = [...ADMIN_ORDERS_KEY, 'list'] as const
/** One order's detail (one query per order), under the orders key. */
export const ADMIN_ORDER_DETAILS_KEY = [...ADMIN_ORDERS_KEY, 'detail'] as const
export const ADMIN_SALES_KEY = ['admin', 'sales'] as const
export const ADMIN_LEADS_KEY = ['admin', 'leads'] as const
export const ADMIN_PRODUCTS_KEY = ['admin', 'products'] as const
/** The paged product lists (one per search and category), under the products key. */
export const ADMIN_PRODUCT_LISTS_KEY = [...ADMIN_PRODUCTS_KEY, 'list'] as const
/** One product as its edit form loads it (photos, options, variants), under the products key. */
export const ADMIN_PRODUCT_DETAILS_KEY = [...ADMIN_PRODUCTS_KEY, 'detail'] as const
/** A product's 'Movimentações de estoque' (one query per product), under the products key. */
export const ADMIN_PRODUCT_MOVEMENTS_KEY = [...ADMIN_PRODUCTS_KEY, 'movements'] as const
export const ADMIN_PROJECTS_KEY = ['admin', 'projects'] as const
export const ADMIN_HELP_PAGES_KEY = ['admin', 'help-pages'] as const
export const ADMIN_DOWNLOADS_KEY = ['admin', 'downloads'] as const
/** The shop's business settings ('Loja'): name, identity, address, PIX, e-mails, image. */
export const ADMIN_SHOP_SETTINGS_KEY = ['admin', 'shop-settings'] as const
/** The three policies ('Loja'), each with its latest text and history (decision 038). */
export const ADMIN_POLICIES_KEY = ['admin', 'policies'] as const
/**
 * The public policy pages' queries (features/policies/api/get-policy.ts): a save makes them
 * stale. Spelled here, as areas and features never import each other.
 */
export const PUBLIC_POLICIES_KEY = ['policies'] as const

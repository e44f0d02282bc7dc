import type { Location } from 'react-router'

/** 'Pedidos' with no filter. */
export const ORDER_LIST_PATH = '/admin?tab=pedidos'

export function orderDetailPath(id: string): string {
  return `/admin/pedidos/${id}`
}

/** 'Pedidos' searched by the start of an id that several orders share (decision 030). */
export function quotedIdListPath(prefix: string): string {
  return `/admin?${new URLSearchParams({ tab: 'pedidos', q: prefix }).toString()}`
}

/** The packing slips of these orders, one page each. */
export function orderPrintPath(ids: readonly string[]): string {
  return `/admin/pedidos/imprimir?ids=${ids.map(encodeURIComponent).join(',')}`
}

/** The ids `orderPrintPath` put in the address, each once, blanks dropped. */
export function idsToPrint(params: URLSearchParams): string[] {
  const ids = (params.get('ids') ?? '').split(',').map((id) => id.trim())
  return [...new Set(ids.filter(Boolean))]
}

/** What the list hands to the pages it opens, so they can lead back to it as it was. */
export interface FromOrderList {
  listSearch: string
}

export function fromOrderList(location: Pick<Location, 'search'>): FromOrderList {
  return { listSearch: location.search }
}

/**
 * Where 'Voltar para Pedidos' goes: the list with the filters it was opened from, when it was
 * (history state survives a reload); the plain list after a shared link.
 */
export function orderListPath(state: unknown): string {
  const listSearch = (state as Partial<FromOrderList> | null)?.listSearch
  return typeof listSearch === 'string' && listSearch.startsWith('?')
    ? `/admin${listSearch}`
    : ORDER_LIST_PATH
}

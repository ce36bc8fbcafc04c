import { ORDER_STATUSES, type OrderStatus } from '@vitrina/core/order-status'

// The back office's order filters live in the query string (shareable, Back works), with Spanish names
// like the rest of the app's URLs.

export const ADMIN_ORDERS_PAGE_SIZE = 20

export type OrderFilters = {
  status: OrderStatus | ''
  /** Calendar days AAAA-MM-DD, Bogotá time, inclusive; '' when open. */
  from: string
  to: string
  search: string
  page: number
}

export const EMPTY_ORDER_FILTERS: OrderFilters = { status: '', from: '', to: '', search: '', page: 1 }

const isStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value)
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value)

export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const status = params.get('estado') ?? ''
  const from = params.get('desde') ?? ''
  const to = params.get('hasta') ?? ''
  const page = Number(params.get('pagina'))
  return {
    status: isStatus(status) ? status : '',
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
    search: (params.get('buscar') ?? '').trim(),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

export function writeOrderFilters(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.status) params.set('estado', filters.status)
  if (filters.from) params.set('desde', filters.from)
  if (filters.to) params.set('hasta', filters.to)
  if (filters.search) params.set('buscar', filters.search)
  if (filters.page > 1) params.set('pagina', String(filters.page))
  return params
}

/** The query of GET /api/admin/orders for a page of filters (empty values are dropped by the client). */
export function orderListQuery(filters: OrderFilters) {
  return {
    status: filters.status,
    from: filters.from,
    to: filters.to,
    search: filters.search,
    limit: ADMIN_ORDERS_PAGE_SIZE,
    offset: (filters.page - 1) * ADMIN_ORDERS_PAGE_SIZE,
  }
}
export type OrderListQuery = ReturnType<typeof orderListQuery>

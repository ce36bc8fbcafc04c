import { z } from 'zod'
import { ORDER_STATUSES } from '../order-status'

// docs/product/back-office.md#dashboard: the figures of /admin in one answer. Money in whole pesos; days are
// Bogotá calendar days (YYYY-MM-DD); which orders count as sales is the rule of ../sales.ts.

const int = z.number().int()

export const salesPeriodSchema = z.object({ total: int, orders: int })

export const dashboardDaySchema = z.object({
  day: z.string(),
  sales: int,
  orders: int,
  visits: int,
})
export type DashboardDay = z.infer<typeof dashboardDaySchema>

export const dashboardSchema = z.object({
  /** The Bogotá calendar day the figures were computed for. */
  today: z.string(),
  sales: z.object({ today: salesPeriodSchema, last7: salesPeriodSchema, last30: salesPeriodSchema }),
  /** Sales total / number of sales over the last 30 days (0 without sales). */
  average_ticket: int,
  /** Every order by its current status, all time. */
  orders_by_status: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: int })),
  /** The most sold products of the last 30 days, by units. */
  best_sellers: z.array(
    z.object({ product_id: int.nullable(), product_name: z.string(), units: int, revenue: int }),
  ),
  /** Active products and variants at or under the store's low_stock_threshold units, fewest first. */
  low_stock: z.array(
    z.object({
      product_id: int,
      product_name: z.string(),
      variant_id: int.nullable(),
      /** 'M / Rojo' for a variant. */
      variant: z.string().nullable(),
      sku: z.string().nullable(),
      stock: int,
    }),
  ),
  /** How many products and variants are low on stock in all (the list shows the first few). */
  low_stock_total: int,
  /** Shoppers waiting for an e-mail when a product (or one size/colour of it) is back in stock. */
  back_in_stock_demand: z.array(
    z.object({
      product_id: int,
      product_name: z.string(),
      variant_id: int.nullable(),
      variant: z.string().nullable(),
      waiting: int,
      stock: int,
    }),
  ),
  cash_on_delivery: z.object({ orders: int, amount: int }),
  new_messages: int,
  visits: z.object({ today: int, last7: int, last30: int }),
  /** The last 30 days, oldest first, days without activity as 0. */
  daily: z.array(dashboardDaySchema),
})
export type Dashboard = z.infer<typeof dashboardSchema>

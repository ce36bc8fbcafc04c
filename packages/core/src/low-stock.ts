import { totalStock, variantLabel, type OptionRef } from './variants'

// docs/product/catalogue.md#low-stock: a per-store threshold, judged per variant. Only what can still be
// bought runs low: a sold-out size is 'agotado', not 'Stock bajo'.

/** The `low_stock_threshold` setting when unset, and the whole numbers it accepts (0 switches it off). */
export const LOW_STOCK_DEFAULT = 5
export const LOW_STOCK_RANGE = [0, 999] as const

/** The threshold in force: the setting when it is a whole number in range, else the default. */
export function lowStockThreshold(settings: Readonly<Record<string, string | undefined>>): number {
  const value = Number(settings.low_stock_threshold)
  const [min, max] = LOW_STOCK_RANGE
  const valid =
    settings.low_stock_threshold?.trim() && Number.isInteger(value) && value >= min && value <= max
  return valid ? value : LOW_STOCK_DEFAULT
}

export const STOCK_LEVELS = ['agotado', 'bajo', 'suficiente'] as const
export type StockLevel = (typeof STOCK_LEVELS)[number]

interface StockedProduct {
  stock_quantity: number
  options?: readonly OptionRef[]
  variants?: readonly { id?: number; value_ids?: readonly number[]; stock_quantity: number }[]
}

export interface LowStockItem {
  /** The variant's values ('Negro / M'); empty for a product without variants. */
  label: string
  units: number
  variantId: number | null
}

/** What is in stock at or under the threshold — each variant, or the product itself — fewest first. */
export function lowStockItems(product: StockedProduct, threshold: number): LowStockItem[] {
  const items: LowStockItem[] = product.variants?.length
    ? product.variants.map((v) => ({
        label: variantLabel(product.options ?? [], v.value_ids ?? []),
        units: v.stock_quantity,
        variantId: v.id ?? null,
      }))
    : [{ label: '', units: product.stock_quantity, variantId: null }]
  return items.filter((item) => item.units > 0 && item.units <= threshold).sort((a, b) => a.units - b.units)
}

/** 'Quedan 3 en Negro / M', 'Queda 1 en M', or 'Quedan 2 unidades' for a product without variants. */
export function lowStockText({ label, units }: LowStockItem): string {
  const verb = units === 1 ? 'Queda' : 'Quedan'
  return label ? `${verb} ${units} en ${label}` : `${verb} ${units} ${units === 1 ? 'unidad' : 'unidades'}`
}

/**
 * The back office's stock filter and badge: 'agotado' when nothing is left; 'bajo' when something in stock
 * is at or under the threshold; else 'suficiente'. The admin list filters with the same rule in SQL.
 */
export function stockLevel(product: StockedProduct, threshold: number): StockLevel {
  if (totalStock(product) < 1) return 'agotado'
  return lowStockItems(product, threshold).length ? 'bajo' : 'suficiente'
}

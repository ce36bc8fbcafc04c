import type { ChangeBus } from '../../lib/change-bus'
import { CATALOG_TAGS_TOPIC, CATALOG_TOPIC, productTag } from '../../lib/change-topics'

/** What a sale changed in the catalogue, for the caches (docs/decisions/007-catalogue-response-cache.md#order-invalidation). */
export interface StockNews {
  productIds: number[]
  /** A product or variant sold out: lists, filters and search ranking may answer differently. */
  availabilityChanged: boolean
}

export function stockNews(lines: { productId: number; stock_left: number }[]): StockNews {
  return {
    productIds: [...new Set(lines.map((l) => l.productId))],
    availabilityChanged: lines.some((l) => l.stock_left <= 0),
  }
}

/**
 * Tell every instance's caches what a sale changed: only the pages of the products it touched, unless one
 * of them sold out, which drops the whole catalogue cache as any catalogue write does.
 */
export function publishStockNews(changes: ChangeBus, news: StockNews): void {
  if (news.availabilityChanged) changes.publish(CATALOG_TOPIC)
  else changes.publish(CATALOG_TAGS_TOPIC, news.productIds.map(productTag).join(','))
}

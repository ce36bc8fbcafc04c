import { sql, type SQL } from 'drizzle-orm'

/**
 * A variant's values in its options' order, 'M / Rojo' (docs/product/cart-and-totals.md#cart-line), as a SQL
 * expression for lists that show many variants at once (the till, the dashboard).
 */
export function variantLabelSql(variantId: SQL): SQL<string | null> {
  return sql<string | null>`(SELECT string_agg(ov.value, ' / ' ORDER BY o.position, o.id)
    FROM product_variant_values vv
    JOIN product_option_values ov ON ov.id = vv.option_value_id
    JOIN product_options o ON o.id = ov.option_id
    WHERE vv.variant_id = ${variantId})`
}

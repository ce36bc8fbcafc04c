import { sql, type SQL } from 'drizzle-orm'

// The product as the API sends it (packages/core/src/schemas/catalog.ts), built by PostgreSQL so a
// whole page is one statement (docs/product/search.md#performance). Every fragment reads the product as alias
// `p`.

/**
 * docs/product/catalogue.md#stock: the sum of the variants' stock when there are variants, else the product's
 * own.
 */
export const TOTAL_STOCK = sql`COALESCE((SELECT sum(v.stock_quantity) FROM product_variants v WHERE v.product_id = p.id), p.stock_quantity)::int`

export const isoTime = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const images = sql`COALESCE((SELECT json_agg(json_build_object('id', i.id, 'image_url', i.image_url, 'is_primary', i.is_primary,
      'option_value_id', i.option_value_id)
    ORDER BY i.is_primary DESC, i.sort_order, i.id) FROM product_images i WHERE i.product_id = p.id), '[]')`

const categories = sql`COALESCE((SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug) ORDER BY c.name)
    FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id), '[]')`

const options = sql`COALESCE((SELECT json_agg(json_build_object('id', o.id, 'name', o.name, 'values',
      COALESCE((SELECT json_agg(json_build_object('id', ov.id, 'value', ov.value) ORDER BY ov.position, ov.id)
        FROM product_option_values ov WHERE ov.option_id = o.id), '[]'))
    ORDER BY o.position, o.id) FROM product_options o WHERE o.product_id = p.id), '[]')`

// The store's price_rounding step, 1 when unset or unknown (priceRoundingStep() in packages/core/src/discount.ts).
const roundingStep = sql`COALESCE((SELECT s.setting_value::int FROM settings s WHERE s.setting_key = 'price_rounding'
      AND s.setting_value IN ('1', '10', '50', '100', '500', '1000')), 1)`

// docs/product/catalogue.md#discount: the product's percentage also applies to a variant's own price, rounded
// to the step as discountPrice() in packages/core/src/discount.ts rounds it (whole pesos when the step would
// erase the discount).
const variantDiscount = sql`(SELECT CASE WHEN r.stepped <= 0 OR r.stepped >= v.price_override THEN round(r.raw)
      ELSE r.stepped END FROM (SELECT d.raw, round(d.raw / ${roundingStep}) * ${roundingStep} AS stepped
        FROM (SELECT v.price_override * (100 - p.descuento) / 100.0 AS raw) d) r)::int`

const variants = sql`COALESCE((SELECT json_agg(json_build_object('id', v.id,
      'value_ids', COALESCE((SELECT json_agg(vv.option_value_id ORDER BY vv.option_value_id)
        FROM product_variant_values vv WHERE vv.variant_id = v.id), '[]'),
      'price_override', v.price_override,
      'discount_price', CASE WHEN v.price_override IS NULL THEN p.discount_price
        WHEN p.descuento > 0 THEN ${variantDiscount} END,
      'stock_quantity', v.stock_quantity, 'sku', v.sku) ORDER BY v.id)
    FROM product_variants v WHERE v.product_id = p.id), '[]')`

const reviewsOf = (
  limit: number,
) => sql`COALESCE((SELECT json_agg(json_build_object('id', r.id, 'username', u.username,
      'profile_image_url', (SELECT pi.image_url FROM profile_images pi WHERE pi.user_id = r.user_id AND pi.is_primary LIMIT 1),
      'rating', r.rating, 'comment', r.comment, 'created_at', ${isoTime(sql`r.created_at`)},
      'verified_purchase', EXISTS (SELECT 1 FROM order_items oi JOIN orders o ON o.id = oi.order_id
        WHERE oi.product_id = r.product_id AND o.user_id = r.user_id AND o.status <> 'cancelado'))
    ORDER BY r.created_at DESC, r.id DESC)
    FROM (SELECT * FROM reviews WHERE product_id = p.id ORDER BY created_at DESC, id DESC LIMIT ${limit}) r
    JOIN users u ON u.id = r.user_id), '[]')`

/** How many reviews the detail carries (newest first); review_count always has the full count. */
const DETAIL_REVIEWS_LIMIT = 100

/**
 * The product JSON: list fields, plus is_active for staff lists, plus dates and reviews for the
 * detail ('Compra verificada': the reviewer has an order with the product that was not cancelled).
 */
export function productJson(shape: 'list' | 'admin' | 'detail' = 'list'): SQL {
  const extra =
    shape === 'list'
      ? sql``
      : shape === 'admin'
        ? sql`, 'is_active', p.is_active`
        : sql`, 'is_active', p.is_active, 'created_at', ${isoTime(sql`p.created_at`)},
          'updated_at', ${isoTime(sql`p.updated_at`)}, 'reviews', ${reviewsOf(DETAIL_REVIEWS_LIMIT)},
          'landing_content', p.landing_content, 'withdrawable', p.withdrawable`
  return sql`json_build_object('id', p.id, 'name', p.name, 'slug', p.slug, 'description', p.description,
    'price', p.price, 'discount_price', p.discount_price, 'descuento', p.descuento,
    'tax_class', p.tax_class,
    'stock_quantity', ${TOTAL_STOCK}, 'brand', p.brand, 'sku', p.sku, 'is_featured', p.is_featured,
    'rating_average', p.rating_average::float8, 'review_count', p.review_count,
    'has_options', EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id),
    'images', ${images}, 'categories', ${categories}, 'options', ${options}, 'variants', ${variants}${extra})`
}

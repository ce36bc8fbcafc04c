ALTER TABLE "products" ADD COLUMN "tax_class" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_class" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_rate" numeric(5, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_breakdown" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_class_check" CHECK ("products"."tax_class" IN ('general', 'reducido', 'exento', 'excluido'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_tax_nonnegative" CHECK ("order_items"."tax_amount" >= 0);--> statement-breakpoint
-- data migration (hand-written)
-- Orders placed before IVA classes (docs/decisions/030-iva-by-product.md): every item is of the general class
-- at its order's own rate, and the order's IVA is shared among its items in proportion to what each cost, by
-- largest remainder (ties to the lower id) as packages/core's allocate() does, so the items add up to the
-- order's IVA exactly and a return gives back the same IVA it did before.
WITH weighted AS (
  SELECT i.id, i.order_id, o.tax_rate, o.tax_amount::numeric AS tax,
    i.price_per_unit::numeric * i.quantity AS weight,
    sum(i.price_per_unit::numeric * i.quantity) OVER (PARTITION BY i.order_id) AS order_weight
  FROM "order_items" i JOIN "orders" o ON o.id = i.order_id
), shared AS (
  SELECT id, order_id, tax_rate, tax,
    CASE WHEN order_weight > 0 THEN floor(tax * weight / order_weight) ELSE 0 END AS share,
    CASE WHEN order_weight > 0 THEN mod(tax * weight, order_weight) ELSE 0 END AS remainder
  FROM weighted
), ranked AS (
  SELECT id, tax_rate, share,
    row_number() OVER (PARTITION BY order_id ORDER BY remainder DESC, id) AS place,
    tax - sum(share) OVER (PARTITION BY order_id) AS pesos_left
  FROM shared
)
UPDATE "order_items" SET "tax_rate" = ranked.tax_rate,
  "tax_amount" = (ranked.share + CASE WHEN ranked.place <= ranked.pesos_left THEN 1 ELSE 0 END)::int
FROM ranked WHERE "order_items".id = ranked.id;
--> statement-breakpoint
-- Their breakdown is that one rate: the goods as charged (less the IVA they contain when prices included it).
UPDATE "orders" o SET "tax_breakdown" = jsonb_build_array(jsonb_build_object('kind', 'gravado',
    'rate', o.tax_rate::float8, 'base', g.gross - CASE WHEN o.tax_included THEN o.tax_amount ELSE 0 END,
    'tax', o.tax_amount))
FROM (SELECT order_id, sum(price_per_unit * quantity)::int AS gross FROM "order_items" GROUP BY order_id) g
WHERE g.order_id = o.id AND o.tax_rate > 0;

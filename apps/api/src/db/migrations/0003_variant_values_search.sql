-- Variant option values (colours, sizes, materials) join the search vector (docs/product/search.md#ranking:
-- 'camiseta roja' finds a T-shirt sold in red even when red is only one of its variants), with weight C:
-- below the name, brand and categories, above the description.
CREATE OR REPLACE FUNCTION product_search_vector(p_id integer, p_name text, p_brand text, p_sku text, p_description text)
  RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('spanish', f_unaccent(coalesce(p_name, ''))), 'A')
      || setweight(to_tsvector('simple', f_unaccent(coalesce(p_brand, '') || ' ' || coalesce(p_sku, ''))), 'B')
      || setweight(to_tsvector('spanish', f_unaccent(coalesce(
           (SELECT string_agg(c.name, ' ') FROM product_categories pc JOIN categories c ON c.id = pc.category_id
             WHERE pc.product_id = p_id), ''))), 'B')
      || setweight(to_tsvector('spanish', f_unaccent(coalesce(
           (SELECT string_agg(ov.value, ' ') FROM product_options o JOIN product_option_values ov ON ov.option_id = o.id
             WHERE o.product_id = p_id), ''))), 'C')
      || setweight(to_tsvector('spanish', f_unaccent(coalesce(p_description, ''))), 'D')
$$;
--> statement-breakpoint
-- Statement-level, so seeding or saving a product with many values refreshes each product once.
CREATE OR REPLACE FUNCTION product_options_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'product_options' THEN
    UPDATE products p SET search_vector = product_search_vector(p.id, p.name, p.brand, p.sku, p.description)
     WHERE p.id IN (SELECT product_id FROM changed_rows);
  ELSE
    UPDATE products p SET search_vector = product_search_vector(p.id, p.name, p.brand, p.sku, p.description)
     WHERE p.id IN (SELECT o.product_id FROM changed_rows c JOIN product_options o ON o.id = c.option_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_option_values_search_insert AFTER INSERT ON product_option_values
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_options_search_trigger();
--> statement-breakpoint
CREATE TRIGGER product_option_values_search_update AFTER UPDATE ON product_option_values
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_options_search_trigger();
--> statement-breakpoint
CREATE TRIGGER product_option_values_search_delete AFTER DELETE ON product_option_values
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_options_search_trigger();
--> statement-breakpoint
-- Deleting an option removes its values by ON DELETE CASCADE once the option row is gone, so the values'
-- trigger can no longer reach the product: the options' own trigger refreshes it.
CREATE TRIGGER product_options_search_delete AFTER DELETE ON product_options
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_options_search_trigger();
--> statement-breakpoint
UPDATE products SET search_vector = product_search_vector(id, name, brand, sku, description);
--> statement-breakpoint
-- GIN's fast update parks new entries in a pending list that every search scans until VACUUM merges it;
-- PGlite has no autovacuum and a freshly seeded PostgreSQL has not run it yet: a search then took 25 ms
-- in the index instead of 0.7 ms. Product writes are rare, so they pay the index update instead.
ALTER INDEX products_search_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX products_name_trgm_idx SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('products_search_idx'::regclass), gin_clean_pending_list('products_name_trgm_idx'::regclass);

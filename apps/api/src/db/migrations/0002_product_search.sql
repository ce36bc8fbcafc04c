-- products.search_vector follows name, brand, SKU, categories and description
-- (docs/product/search.md#ranking): Spanish stemming over unaccented text, name weighted highest.
CREATE OR REPLACE FUNCTION product_search_vector(p_id integer, p_name text, p_brand text, p_sku text, p_description text)
  RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('spanish', f_unaccent(coalesce(p_name, ''))), 'A')
      || setweight(to_tsvector('simple', f_unaccent(coalesce(p_brand, '') || ' ' || coalesce(p_sku, ''))), 'B')
      || setweight(to_tsvector('spanish', f_unaccent(coalesce(
           (SELECT string_agg(c.name, ' ') FROM product_categories pc JOIN categories c ON c.id = pc.category_id
             WHERE pc.product_id = p_id), ''))), 'B')
      || setweight(to_tsvector('spanish', f_unaccent(coalesce(p_description, ''))), 'D')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := product_search_vector(NEW.id, NEW.name, NEW.brand, NEW.sku, NEW.description);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_refresh BEFORE INSERT OR UPDATE OF name, brand, sku, description ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_categories_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET search_vector = product_search_vector(id, name, brand, sku, description)
   WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_categories_search_refresh AFTER INSERT OR DELETE ON product_categories
  FOR EACH ROW EXECUTE FUNCTION product_categories_search_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET search_vector = product_search_vector(p.id, p.name, p.brand, p.sku, p.description)
    FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_search_refresh AFTER UPDATE OF name ON categories
  FOR EACH ROW EXECUTE FUNCTION categories_search_trigger();

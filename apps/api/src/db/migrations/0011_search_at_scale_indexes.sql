DROP INDEX "products_effective_price_idx";--> statement-breakpoint
CREATE INDEX "products_active_price_idx" ON "products" USING btree ("effective_price") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
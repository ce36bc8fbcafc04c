ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."status" = 'pendiente' AND "orders"."payment_due_at" IS NOT NULL;--> statement-breakpoint
-- Unpaid online orders placed before the window existed keep the 30 minutes they were promised.
UPDATE "orders" SET "payment_due_at" = "order_date" + interval '30 minutes'
WHERE "status" = 'pendiente' AND "payment_method" IN ('paypal', 'wompi');

CREATE TABLE "order_number_counter" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"next_number" integer DEFAULT 1001 NOT NULL,
	CONSTRAINT "order_number_counter_single_row" CHECK ("order_number_counter"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "customer_message" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_number_key" UNIQUE("order_number");--> statement-breakpoint
-- data migration (hand-written)
-- Existing orders (web and POS) are numbered from 1001 in the order they were placed; the counter continues
-- after the last one. Existing history notes stay staff-only (order_status_history.note): none is re-sent.
UPDATE "orders" SET "order_number" = numbered.n
FROM (SELECT "id", 1000 + row_number() OVER (ORDER BY "order_date", "id") AS n FROM "orders") AS numbered
WHERE "orders"."id" = numbered."id";--> statement-breakpoint
INSERT INTO "order_number_counter" ("id", "next_number")
SELECT 1, COALESCE(MAX("order_number"), 1000) + 1 FROM "orders";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" SET NOT NULL;

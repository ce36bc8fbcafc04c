ALTER TABLE "products" ADD COLUMN "withdrawable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "kind" text DEFAULT 'devolucion' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_one_retracto" ON "order_returns" USING btree ("order_id") WHERE "order_returns"."kind" = 'retracto' AND "order_returns"."status" <> 'rechazada';
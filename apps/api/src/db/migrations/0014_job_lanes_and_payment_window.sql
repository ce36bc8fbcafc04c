ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."status" = 'pendiente' AND "orders"."payment_due_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_claim_order" ON "jobs" USING btree ("priority","run_at","id") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
-- Jobs already waiting take their kind's lane (lib/jobs/lanes.ts); unknown kinds keep 'customer'.
UPDATE "jobs" SET "priority" = CASE
	WHEN "kind" = 'mail.password-reset' THEN 0
	WHEN "kind" = 'orders.sweep' THEN 2
	WHEN "kind" IN ('mail.back-in-stock', 'jobs.prune') THEN 3
	ELSE 1 END
WHERE "status" <> 'done';
--> statement-breakpoint
-- Unpaid online orders placed before the window existed keep the 30 minutes they were promised.
UPDATE "orders" SET "payment_due_at" = "order_date" + interval '30 minutes'
WHERE "status" = 'pendiente' AND "payment_method" IN ('paypal', 'wompi');
